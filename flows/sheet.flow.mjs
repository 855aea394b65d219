import assert from 'node:assert/strict';
import { flow, keepScreenshot } from './flow.mjs';
import { enterHand, enterRodBillBenJack, openSection, overlayScrollbars, startMatch } from './play.mjs';
import { WORKED_GAME } from './stories.mjs';
import { keepAsJson, storedMatches } from '../scripts/stored-match.mjs';

const tablets = [
  ['landscape', 1024, 768],
  ['portrait', 768, 1024],
];

/** One hand won by `who` with three concealed major pungs and an exposed minor one. */
async function winHand(app, who) {
  await app.press('Score next hand');
  await enterHand(app, who, { mahJong: true, counts: { 'Pung (1, 9, winds, dragons) concealed': 3, 'Pung (2-8) exposed': 1 } });
  await app.press('Calculate scores');
  await app.find('button', 'Score next hand');
}

/** What the sheet shows unscrolled: the rows wholly in view, the rows in
 * order, how far the sheet reaches past its box, the standings' columns
 * whose heading and figures align differently, and the seats' names cut. */
function sheetAsShown(app) {
  return app.eval(() => {
    const sheet = [...document.querySelectorAll('table')].find((t) => t.querySelector('caption')?.textContent.trim() === 'Score sheet');
    const standings = [...document.querySelectorAll('table')].find((t) => t.querySelector('caption')?.textContent.trim() === 'Standings');
    const heads = [...sheet.querySelectorAll('tbody th[scope="row"]')];
    const align = (el) => getComputedStyle(el).textAlign;
    return {
      scrolled: window.scrollY,
      inView: heads
        .filter((th) => {
          const box = th.closest('tr').getBoundingClientRect();
          return box.top >= 0 && box.bottom <= innerHeight;
        })
        .map((th) => th.textContent.trim().split(/\s/)[0]),
      order: heads.map((th) => th.textContent.trim().split(/\s/)[0]),
      overflow: sheet.scrollWidth - sheet.closest('.sheet__scroll').clientWidth,
      misaligned: [2, 3, 4, 5].filter(
        (c) => align(standings.querySelector(`thead th:nth-child(${c})`)) !== align(standings.querySelector(`tbody tr:first-child > :nth-child(${c})`)),
      ),
      cut: [...document.querySelectorAll('.seat__name')].filter((el) => el.scrollWidth > el.clientWidth).map((el) => el.textContent),
    };
  });
}

/** Nothing sticks out sideways: the page scrolls down, never across. */
async function fits(app, screen) {
  assert.ok(await app.eval(() => document.documentElement.scrollWidth <= innerWidth), `${screen} fits across`);
}

/** After six hands the totals and the newest hand are in view on a tablet
 * either way up, newest first, in either theme. */
async function sixHands(app) {
  const names = ['Margaret', 'Bill', 'Benedict', 'Jack'];
  await app.size(768, 1024);
  await startMatch(app, names);
  await overlayScrollbars(app);
  for (let h = 0; h < 6; h++) await winHand(app, names[h % 4]);
  for (const [tablet, width, height] of [...tablets].reverse()) {
    await app.size(width, height);
    await app.eval(() => window.scrollTo(0, 0));
    const shown = await sheetAsShown(app);
    assert.equal(shown.scrolled, 0, 'not scrolled');
    assert.ok(shown.inView.includes('Total') && shown.inView.includes('6'), `${tablet}: the totals and hand 6 in view, not only ${shown.inView}`);
    assert.deepEqual(shown.order, ['Total', '6', '5', '4', '3', '2', '1', 'Start']);
    assert.ok(shown.overflow <= 0, `${tablet}: every column inside the page`);
    assert.deepEqual(shown.misaligned, [], "the standings' headings over their figures");
    assert.deepEqual(shown.cut, [], "every seat's name whole");
    await keepScreenshot(app, `sheet-${tablet}-six-hands`);
    await app.choose('Theme', /dark/i);
    // The first line of the chart is a light tone in the dark theme.
    await app.until(
      async () => (await app.eval(() => getComputedStyle(document.querySelector('.chart__series-0')).stroke)) === 'rgb(74, 222, 128)',
      "the chart's first line light",
    );
    await keepScreenshot(app, `sheet-${tablet}-six-hands-dark`);
    await app.choose('Theme', /light/i);
  }
}

/** Every screen of a match at this size, each fitting across. */
async function everyScreen(app, tablet) {
  await fits(app, `${tablet} sheet`);
  await openSection(app, 'History');
  await app.find('heading', 'Matches');
  await fits(app, `${tablet} history`);
  await openSection(app, 'House rules');
  await app.press("Edit this match's rules");
  await app.find('region', 'This match');
  await fits(app, `${tablet} rules`);
  await app.go('?new');
  await app.find('heading', 'New match');
  await fits(app, `${tablet} set-up`);
}

/** Every screen fits a tablet either way up, money and the worked game included. */
async function workedGameEverywhere(app) {
  await fits(app, 'landscape set-up');
  await startMatch(app, WORKED_GAME.players, WORKED_GAME.pound);
  await app.press('Score next hand');
  await enterRodBillBenJack(app);
  await fits(app, 'landscape hand');
  await enterHand(app, 'Bill', {});
  await fits(app, 'landscape winner');
  await app.size(768, 1024);
  await fits(app, 'portrait winner');
  await app.press('Calculate scores');
  await app.find('table', 'Score sheet');
  await everyScreen(app, 'portrait');
  await app.size(1024, 768);
  await app.go('?sheet');
  await app.find('table', 'Score sheet');
  await everyScreen(app, 'landscape');
}

flow('after six hands the totals and the newest hand are in view, and every screen fits, on a tablet either way up', async (app) => {
  await sixHands(app);
  await app.size(1024, 768);
  await openSection(app, 'History');
  await app.press('New match');
  await workedGameEverywhere(app);
});

/** The hands of the score sheet's rows, top to bottom, by their number. */
function rowsInOrder(app) {
  return app.eval(() => {
    const sheet = [...document.querySelectorAll('table')].find((t) => t.querySelector('caption')?.textContent.trim() === 'Score sheet');
    return [...sheet.querySelectorAll('tbody th[scope="row"]')].map((th) => th.textContent.trim().split(/\s/)[0]).filter((n) => /^\d+$/.test(n));
  });
}

/** Hands `from` down to `to`, as the sheet numbers them. */
const handsDown = (from, to) => Array.from({ length: from - to + 1 }, (_, i) => String(from - i));

flow('a long sheet draws every hand it shows, newest first and each once: its latest fifty on opening, all on request, all when printed', async (app) => {
  await startMatch(app, ['Rod', 'Bill', 'Ben', 'Jack']);
  // 120 hands, each won in turn by the next seat with three minor pungs.
  const [[key, stored]] = await storedMatches(app);
  stored.match.hands = Array.from({ length: 120 }, (_, i) => ({
    forms: [0, 1, 2, 3].map((p) => (p === i % 4 ? { role: 'MahJong', sets: [3, 0, 0, 0, 0, 0, 0, 0] } : {})),
  }));
  await keepAsJson(app, key, stored);
  await app.reload();
  await app.find('table', 'Score sheet');
  const latest = handsDown(120, 71);
  await app.until(async () => JSON.stringify(await rowsInOrder(app)) === JSON.stringify(latest), 'hands 120 down to 71');
  await app.see('Hands 1 to 70 are not shown.');
  await app.press('Show all 120 hands');
  const every = handsDown(120, 1);
  await app.until(async () => JSON.stringify(await rowsInOrder(app)) === JSON.stringify(every), 'hands 120 down to 1');
  assert.deepEqual(await rowsInOrder(app), every);

  // Printing draws every hand at once, before the page is laid out for paper.
  await app.reload();
  await app.see('Hands 1 to 70 are not shown.');
  await app.eval(async () => {
    dispatchEvent(new Event('beforeprint'));
    await new Promise((resolve) => setTimeout(resolve));
  });
  assert.deepEqual(await rowsInOrder(app), every, 'every hand on the printed sheet');
});
