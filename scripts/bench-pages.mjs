// The pages the benchmark times and the profiler opens (scripts/bench.mjs,
// scripts/profile.mjs): a hand form ready for taps, a long match kept, a
// club's season kept, and the one way a tap is timed.
import { generator, variedHands } from './varied-hands.mjs';
import { openStored, packStored } from './stored-match.mjs';

export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** A tap on a count: four up, four down. */
export const COUNT_TAPS = [
  ...Array(4).fill("button[aria-label='Increase Pung (2-8) exposed']"),
  ...Array(4).fill("button[aria-label='Decrease Pung (2-8) exposed']"),
];

/** A tap on a tile: a winner one tile short lays out the White dragon, then
 * takes it out again, so every tap reads the hand afresh (docs/rules.md
 * §12.7). */
export const TILE_TAPS = [".palette button[aria-label='White dragon']", "button[aria-label='Take out White dragon']"];

export async function startMatch(page, url, open = true) {
  if (open) await page.goto(url);
  for (const [i, n] of ['Rod', 'Bill', 'Ben', 'Jack'].entries()) {
    await page.getByLabel(`Player ${i + 1}`, { exact: true }).fill(n);
  }
  await page.getByRole('button', { name: 'Start match' }).click();
  await page.getByRole('table', { name: 'Score sheet' }).waitFor();
}

/** Bill's form open, his Mah-Jong declared. */
export async function billDeclares(page, url) {
  await startMatch(page, url);
  await page.getByRole('button', { name: 'Score next hand' }).click();
  await page.getByRole('tab', { name: /^Bill/ }).click();
  await page.getByLabel('Declares Mah-Jong').check();
}

/** Bill's tiles laid out, one short of a winning hand. */
export async function layOutWinner(page) {
  await page.getByRole('button', { name: 'Lay out tiles' }).click();
  await page.getByLabel('Type the hand').fill('+555d 234b 678b EEE ?Wh');
  await page.getByLabel('Type the hand').press('Enter');
  await page.getByRole('button', { name: 'Take out White dragon' }).waitFor();
}

/** How long a finger rests on the glass in a tap, ms: the press is taken
 * while it does, and the tap is answered from its lift (the click). */
export const PRESS_MS = 80;

/** Taps the buttons of `cycle` in turn (CSS selectors, looked up afresh),
 * `count` taps, each a real tap of the mouse held `PRESS_MS` as a finger's
 * is; each is timed from the click event's time stamp to the animation
 * frame after Bill's score changed on screen (the preview beside the form,
 * or the line at its foot, whichever shows). Returns the median, and what
 * Chromium's Event Timing saw of each tap's frame: how many took longer
 * than 16 ms to the next paint, the longest, and the long animation frames
 * (over 50 ms). `shown` is where the change shows (the yardstick's button,
 * for its click). */
export async function tapAndPaint(page, cycle, count, shown = '#p1-score, .hand__score') {
  await page.evaluate(() => {
    window.__slowTaps = [];
    window.__longFrames = [];
    if (window.__observed) return;
    window.__observed = true;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.name === 'click') window.__slowTaps.push(e.duration);
    }).observe({ type: 'event', durationThreshold: 16 });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longFrames.push(e.duration);
    }).observe({ type: 'long-animation-frame' });
  });
  const frames = [];
  for (let i = 0; i < count; i++) {
    // Tapped where the button is, as a finger does: no script of the test
    // runs in the page between the tap and its frame.
    const box = await page
      .locator(cycle[i % cycle.length])
      .first()
      .boundingBox();
    await page.evaluate((selector) => {
      const shown = [...document.querySelectorAll(selector)].find((e) => e.checkVisibility());
      window.__tap = new Promise((resolve) => {
        let clicked;
        document.addEventListener('click', (e) => (clicked = e.timeStamp), { capture: true, once: true });
        const observer = new MutationObserver(() => {
          observer.disconnect();
          requestAnimationFrame(() => resolve(performance.now() - clicked));
        });
        observer.observe(shown, { childList: true, characterData: true, subtree: true });
      });
    }, shown);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2, { delay: PRESS_MS });
    frames.push(await page.evaluate(() => window.__tap));
  }
  // Event Timing reports an event once its frame is painted.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
  const { slow, long } = await page.evaluate(() => ({ slow: window.__slowTaps, long: window.__longFrames }));
  return { frame: median(frames), slow: slow.length, slowest: Math.max(0, ...slow), long: long.length };
}

/** The one match kept, as [key, stored]: the app keeps it compressed, and
 * reads the JSON written back. */
async function keptMatch(page) {
  const [key, text] = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => /^mahjong-scorer\.match\.\d+$/.test(k));
    return [key, localStorage.getItem(key)];
  });
  return [key, openStored(text)];
}

/** Keeps a match of 1,000 hands, opens it once (which keeps the sheet as
 * drawn), and returns a function that loads the page again and times it to
 * the animation frame after the sheet's totals and its last row are in the
 * page (`sheet`: the page's copy, or the app's where there is none), and to
 * the app's taking over (`live`: from then on a tap is done at once). */
export async function openThousandHands(page, url) {
  await startMatch(page, url);
  await page.evaluate(
    ([key, stored]) => {
      stored.match.hands = Array.from({ length: 1000 }, (_, i) => ({
        forms: [0, 1, 2, 3].map((p) => (p === i % 4 ? { role: 'MahJong', sets: [3, 0, 0, 0, 0, 0, 0, 0] } : { sets: [0, 1, 0, 0, 0, 0, 0, 0] })),
      }));
      localStorage.setItem(key, JSON.stringify(stored));
    },
    await keptMatch(page),
  );
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const rows = [...document.querySelectorAll('.sheet__table tbody th')];
      if (document.querySelector('.sheet__totals') && rows.some((th) => th.textContent.trim().startsWith('1000 '))) {
        window.__sheet = performance.now();
        requestAnimationFrame(() => (window.__sheetFrame = performance.now()));
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const reload = async () => {
    await page.goto(url);
    await page.waitForFunction(() => window.__sheetFrame !== undefined && performance.getEntriesByName('app-in').length > 0, null, { timeout: 120_000 });
    return page.evaluate(() => ({ sheet: window.__sheetFrame, live: performance.getEntriesByName('app-in')[0].startTime }));
  };
  // The first opening draws the sheet the page shows on the next ones.
  await reload();
  await page.waitForFunction(() => localStorage.getItem('mahjong-scorer.drawn-sheet') !== null);
  return reload;
}

/** `count` matches of 60 varied hands each, twelve players four to a match. */
function season(count) {
  const next = generator();
  const pool = ['Rod', 'Bill', 'Ben', 'Jack', 'Ann', 'Bea', 'Cy', 'Di', 'Ed', 'Flo', 'Gus', 'Hal'];
  return Array.from({ length: count }, () => ({
    names: [...pool].sort(() => next(3) - 1).slice(0, 4),
    hands: variedHands(60, next),
  }));
}

/** The season's matches kept (one a week), written straight into storage
 * beside the one started, compressed as the app keeps them: this runs in
 * the page. */
function keepSeason(matches) {
  const index = JSON.parse(localStorage.getItem('mahjong-scorer.index'));
  const first = index.matches[0];
  index.matches = [];
  matches.forEach(({ names, text }, m) => {
    const id = 1000 + m;
    localStorage.setItem(`mahjong-scorer.match.${id}`, text);
    const created = new Date(Date.UTC(2023, 0, 5) + m * 7 * 86400000).toISOString();
    index.matches.unshift({ ...first, id, name: `Club night ${m + 1}`, created, updated: created, players: names, hands: 60, leader: null, complete: false });
  });
  index.current = null;
  index.next_id = 1000 + matches.length;
  localStorage.setItem('mahjong-scorer.index', JSON.stringify(index));
}

/** Keeps `count` matches of 60 hands; returns a function that opens History
 * afresh and times a press on "Players" to the standings (the first time
 * in a visit), and then the same again (shown again in the visit). */
export async function seasonKept(page, url, count) {
  await startMatch(page, url);
  const [, stored] = await keptMatch(page);
  const matches = season(count).map(({ names, hands }) => ({
    names,
    text: packStored({ ...stored, match: { ...stored.match, setup: { ...stored.match.setup, names }, hands } }),
  }));
  await page.evaluate(keepSeason, matches);
  const press = () =>
    page.evaluate(
      () =>
        new Promise((resolve) => {
          const start = performance.now();
          new MutationObserver((_, observer) => {
            if (document.querySelectorAll('.players__table tbody tr').length === 12) {
              observer.disconnect();
              requestAnimationFrame(() => resolve(performance.now() - start));
            }
          }).observe(document, { childList: true, subtree: true });
          [...document.querySelectorAll('nav button')].find((b) => b.textContent === 'Players').click();
        }),
    );
  const first = async () => {
    await page.goto(`${url}?history`);
    await page.getByRole('heading', { name: 'Matches' }).waitFor();
    await page.waitForLoadState('networkidle');
    return press();
  };
  first.again = async () => {
    await page.getByRole('button', { name: 'History', exact: true }).click();
    await page.getByRole('heading', { name: 'Matches' }).waitFor();
    return press();
  };
  return first;
}

/** Twenty shapes a club might keep (the engine bench's, crates/engine/benches/engine.rs). */
const CLUB_SHAPES = [
  '7 pairs in suit A',
  'single of each wind, 5 pairs in suit A',
  'run 1-9 in suit A, single of each dragon, pair of wind',
  'run 1-7 in suit A, single of each wind, single of each dragon',
  '11 234 55 in suit A, 55 678 99 in suit B',
  'pung of 1 in each suit, single of each wind, single of wind',
  '4 pungs of odd in suit A, pair of odd in suit A',
  'chow in each suit, pung in any suit, pair in any suit',
  '7 pairs in suit A, pairs may repeat',
  'pung of X in each suit, pung of Y in bamboos, pair of dragon',
  'kong of even in suit A, 3 pungs of even in suit B, pair of honour',
  'pair of each dragon, 4 pairs of 1 or 9',
  'chow of 1-5 in suit A, chow of 5-9 in suit A, 2 pungs of green, pair of red',
  '2 singles of each wind, pair of X in suit A, pair of X in suit B, 2 singles of Wh',
  'run 2-6 in suit A, pair of terminal in suit A, single of each honour',
  'pair of each odd in suit A, single of each dragon, single of E',
  '7 pairs of even, pairs may repeat',
  '4 chows in suit A, pair of dragon',
  'pung of each dragon, chow in suit A, pair of wind',
  'run 1-9 in suit A, pung of wind, pair of dragon',
];

/** A tap on a fishing player's tile under twenty of a club's own hands:
 * Ben, twelve Bamboos laid out, takes the 9 in (thirteen tiles, waiting on
 * Heavenly-Twins-like shapes) and out again. */
export const OWN_HAND_TAPS = [".palette button[aria-label='9 of Bamboos']", "button[aria-label='Take out 9 of Bamboos']"];

/** Ben's form open under a preset of twenty own hands, his twelve tiles laid out. */
export async function benUnderOwnHands(page, url) {
  await page.goto(url);
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'House rules' }).click();
  await page.getByRole('button', { name: 'Copy to a new preset' }).click();
  await page.getByLabel('Preset', { exact: true }).locator("option[value='BMJA (copy)']").waitFor({ state: 'attached' });
  await page.evaluate((shapes) => {
    const key = 'mahjong-scorer.presets';
    const stored = JSON.parse(localStorage.getItem(key));
    const hand = (shape, i) => ({ name: `Club hand ${i}`, shape, value: { winner: 1000, fishing: 400 } });
    stored.presets[0].rules.own_hands = shapes.map(hand);
    localStorage.setItem(key, JSON.stringify(stored));
  }, CLUB_SHAPES);
  await page.goto(url);
  await page.getByLabel('House rules').selectOption('BMJA (copy)');
  await startMatch(page, url, false);
  await page.getByRole('button', { name: 'Score next hand' }).click();
  await page.getByRole('tab', { name: /^Ben/ }).click();
  await page.getByRole('button', { name: 'Lay out tiles' }).click();
  await page.getByLabel('Type the hand').fill('?112233556677b');
  await page.getByLabel('Type the hand').press('Enter');
  await page.locator(OWN_HAND_TAPS[0]).waitFor();
}
