// What players do at the table, in the app's own words: start a match, fill
// in a player's hand by taps, read the score sheet.
import assert from 'node:assert/strict';
import { WORKED_GAME } from './stories.mjs';

/** Fills in set-up and starts the match; the score sheet shows. */
export async function startMatch(app, names, { start, money, sitsOut } = {}) {
  await app.find('heading', 'New match');
  await app.choose('Number of players', String(names.length));
  for (const [i, name] of names.entries()) await app.fill(`Player ${i + 1}`, name);
  if (sitsOut !== undefined) await app.choose('Sits out the first hand', sitsOut);
  if (start !== undefined) await app.fill('Starting points', String(start));
  if (money !== undefined) {
    await app.tick('Use money');
    await app.choose('Points per £1', money.toLocaleString('en-GB'));
  }
  await app.press('Start match');
  await app.find('table', 'Score sheet');
}

/** Opens a section of the app from the header: Match, History, Players… */
export async function openSection(app, name) {
  await app.tap('button', name, await app.find('navigation', 'Sections'));
}

/** Opens a player's tab. */
export function openTab(app, player) {
  return app.tap('tab', new RegExp(`^${player}\\b`));
}

/** Fills in one player's form by tapping: Mah-Jong, counts, ticks, choices. */
export async function enterHand(app, player, hand) {
  await openTab(app, player);
  if (hand.mahJong) await app.tick('Declares Mah-Jong');
  if (hand.fishing) await app.tick('Fishing');
  for (const [label, n] of Object.entries(hand.counts ?? {})) {
    for (let i = 0; i < n; i++) await app.press(`Increase ${label}`);
    await app.hasValue(label, n);
  }
  for (const tick of hand.ticks ?? []) await app.tick(tick);
  if (hand.fishingFor) await app.choose('Fishing for', hand.fishingFor);
}

/** The score the form shows for the open tab, once it reads `expected`. */
export async function expectScore(app, expected) {
  const score = await app.field('Score');
  await app.until(async () => (await app.text(score)) === expected, `the score ${expected}`);
}

/** The texts of one score-sheet row (a hand's number, or "Total"). */
export async function sheetRow(app, name) {
  const sheet = await app.find('table', 'Score sheet');
  let cells = [];
  await app.until(async () => {
    cells = await app.eval(
      (table, name) => {
        const row = [...table.querySelectorAll('tr')].find((tr) => new RegExp(`^${name}\\b`).test(tr.querySelector('th')?.textContent.trim() ?? ''));
        return row ? [...row.querySelectorAll('td')].map((td) => td.textContent.replace(/\s+/g, ' ').trim()) : [];
      },
      sheet,
      name,
    );
    return cells.length > 0;
  }, `row ${name} of the score sheet`);
  return cells;
}

/** The totals and the first two hands' rows, to compare two browsers' sheets. */
export async function firstRows(app) {
  return [await sheetRow(app, 'Total'), await sheetRow(app, '1'), await sheetRow(app, '2')];
}

/** Waits until a score-sheet row's cells from `from` read `expected`. */
export async function expectRow(app, name, expected, from = 0) {
  let cells = [];
  await app
    .until(
      async () => {
        cells = (await sheetRow(app, name)).slice(from, from + expected.length);
        return JSON.stringify(cells) === JSON.stringify(expected);
      },
      `row ${name} to read ${expected.join(' | ')}`,
    )
    .catch((error) => {
      assert.deepEqual(cells, expected, error.message);
    });
}

/** Whether the score sheet shows a row (a hand's number, or "Total"), now. */
export async function hasRow(app, name) {
  const sheet = await app.find('table', 'Score sheet');
  return app.eval(
    (table, name) => [...table.querySelectorAll('tr')].some((tr) => new RegExp(`^${name}\\b`).test(tr.querySelector('th')?.textContent.trim() ?? '')),
    sheet,
    name,
  );
}

/** Scores a hand `winner` goes out with `pungs` exposed minor pungs; the sheet shows. */
export async function scoreWin(app, winner, pungs) {
  await app.press('Score next hand');
  await enterHand(app, winner, { mahJong: true, counts: { 'Pung (2-8) exposed': pungs } });
  await app.press('Calculate scores');
  await app.find('table', 'Score sheet');
}

/** Waits until a player's tab is the one open. */
export async function tabOpen(app, player) {
  await app.until(async () => (await (await app.find('tab', new RegExp(`^${player}\\b`))).getAttribute('aria-selected')) === 'true', `${player}'s tab open`);
}

/** Waits until the sheet marks a hand (its round, who was East, drawn or goulash) so. */
export async function expectMarks(app, hand, expected) {
  const sheet = await app.find('table', 'Score sheet');
  const marks = () =>
    app.eval(
      (table, hand) =>
        [...table.querySelectorAll('tbody th')]
          .find((th) => th.querySelector('.sheet__hand')?.textContent.trim() === hand)
          ?.querySelector('.sheet__marks')
          .textContent.trim(),
      sheet,
      hand,
    );
  await app.until(async () => (await marks()) === expected, `hand ${hand} marked "${expected}"`);
}

/** Who sits in each wind, as the picture of the table shows it. */
export function seatsShown(app) {
  return app.eval(() =>
    Object.fromEntries(
      [...document.querySelectorAll('.table__seats .seat')].map((seat) => [
        seat.querySelector('.seat__wind').textContent.trim(),
        seat.querySelector('.seat__name').textContent.trim(),
      ]),
    ),
  );
}

/** The worked game (stories.mjs), hand by hand, each score checked as it
 * shows; `names` seat other players in its seats. */
export async function enterRodBillBenJack(app, names = WORKED_GAME.players) {
  for (const [seat, hand] of WORKED_GAME.hands.entries()) {
    await enterHand(app, names[seat], hand);
    await expectScore(app, hand.score);
  }
}

/** Text pasted into a field, as a paste lands: all at once. */
export async function paste(app, label, text) {
  const field = await app.field(label);
  await app.eval(
    (el, value) => {
      el.value = value;
      el.dispatchEvent(new Event('input', { bubbles: true }));
    },
    field,
    text,
  );
}

/** Runs `fn(...args)` in the page's own context, as a script of the page's
 * would: a stand-in it defines for a browser feature (a share sheet) is then
 * the page's own in every engine. */
export function inPage(app, fn, ...args) {
  return app.eval(
    (source) => {
      const script = document.createElement('script');
      script.textContent = source;
      document.head.append(script);
      script.remove();
    },
    `(${fn})(...${JSON.stringify(args)})`,
  );
}

/** Scrollbars drawn over the page, as a tablet's are, taking none of its
 * width (a desktop browser's take some). */
export function overlayScrollbars(app) {
  return app.eval(() => {
    const style = document.createElement('style');
    style.textContent = 'html { scrollbar-width: none } ::-webkit-scrollbar { display: none }';
    document.head.append(style);
  });
}

/** Keeps what the page copies, to hand it to another browser. */
export function keepCopies(app) {
  return app.eval(() => {
    const write = navigator.clipboard.writeText.bind(navigator.clipboard);
    navigator.clipboard.writeText = (text) => {
      window.flowCopied = text;
      return write(text).catch(() => {});
    };
  });
}

/** Draws up a club night from the header's Club nights and, unless told
 * not to, starts its round 1: `hands` in a round, tables of five or three
 * where the count does not divide by four. */
export async function drawUpNight(app, { name, players, rounds, hands, odd, start = true }) {
  await openSection(app, 'Club nights');
  await app.fill('Night name', name);
  await paste(app, 'Players, one a line', players.join('\n'));
  await app.see(`${players.length} players typed.`);
  await app.choose('Rounds', String(rounds));
  if (hands !== undefined) await app.fill('Hands in a round', String(hands));
  if (odd !== undefined) await app.tick(`Tables of ${odd}`);
  await app.press('Draw up the night');
  await app.find('heading', name);
  if (start) {
    await app.press('Start round 1');
    await app.see(/^Round 1 started at \d\d:\d\d\.$/);
  }
}

/** Each table of a night's round as the plan shows it: its players from
 * seat 1. */
export async function planTables(app, round) {
  const section = await app.find('region', `Round ${round}`);
  return app.eval(
    (el) =>
      [...el.querySelectorAll('.night-table__seats')].map((seats) =>
        [...seats.querySelectorAll('li')].map((li) => li.querySelector('.night-table__name').textContent.trim()),
      ),
    section,
  );
}

/** Presses "Show on a big screen" and switches to the board's window; its
 * handle. */
export async function openBoard(app) {
  const before = await app.driver.getAllWindowHandles();
  await app.press('Show on a big screen');
  let handles = [];
  await app.until(async () => (handles = await app.driver.getAllWindowHandles()).length > before.length, "the board's window");
  const board = handles.find((handle) => !before.includes(handle));
  await app.driver.switchTo().window(board);
  await app.appIn();
  return board;
}

/** Gives the open match a limit of its own, on House rules: for the whole
 * match before its first hand, else from its next hand on. */
export async function limitThisMatch(app, limit) {
  await openSection(app, 'House rules');
  await app.press("Edit this match's rules");
  await app.fill('Limit', String(limit), await app.find('region', 'This match'));
  await app.press('Apply to this match');
}

/** A table's link, handed on from the organiser's plan. */
export async function tableLink(app, table) {
  await keepCopies(app);
  await app.eval(() => {
    window.flowCopied = '';
  });
  await app.press(`Table's link, ${table}`);
  await app.until(() => app.eval(() => (window.flowCopied ?? '').includes('?table#')), "the table's link");
  return app.eval(() => window.flowCopied);
}

/** The players a table's link seats, from seat 1 (East for the first hand),
 * once the seats are drawn (the heading may show before them). */
export async function tableSeats(tablet) {
  const seats = () =>
    tablet.eval(() =>
      [...document.querySelectorAll('.table-link__seats li')].map((li) => li.textContent.replace(/^Seat \d+( \(East for the first hand\))?: /, '')),
    );
  await tablet.until(async () => (await seats()).length >= 3, "the table's seats");
  return seats();
}

/** The open match's result's link, as the tablet hands it on. */
export async function resultLink(tablet) {
  await keepCopies(tablet);
  await tablet.eval(() => {
    window.flowCopied = '';
  });
  await tablet.press("Hand on the result's link");
  await tablet.until(() => tablet.eval(() => (window.flowCopied ?? '').includes('?shared#')), "the result's link");
  return tablet.eval(() => window.flowCopied);
}

/** Waits until the service worker controls the page and keeps every file. */
export async function readyOffline(app) {
  await app.until(
    () =>
      app.eval(async () => {
        if (!navigator.serviceWorker.controller) return false;
        // As many files as the worker's precache list names.
        const listed = (await (await fetch('./sw.js')).text()).match(/url:"[^"]+"/g)?.length ?? 0;
        const name = (await caches.keys()).find((key) => key.startsWith('mahjong-scorer-precache'));
        return name && listed > 5 ? (await (await caches.open(name)).keys()).length === listed : false;
      }),
    'the service worker to keep the app',
  );
}
