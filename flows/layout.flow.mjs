import assert from 'node:assert/strict';
import { flow } from './flow.mjs';
import { enterHand, enterRodBillBenJack, expectRow, hasRow, limitThisMatch, openSection, startMatch } from './play.mjs';
import { keepAsJson, storedMatches } from '../scripts/stored-match.mjs';
import { WORKED_GAME } from './stories.mjs';

const tablets = [
  ['landscape', 1024, 768],
  ['portrait', 768, 1024],
];

/** The page is no wider than the screen: nothing to scroll sideways to. */
async function fitsAcross(app, where) {
  const overflow = await app.eval(() => document.documentElement.scrollWidth - innerWidth);
  assert.ok(overflow <= 0, `${where}: ${overflow} px to scroll sideways`);
}

/** At each tablet size in turn, `check(tablet)`. */
async function eitherWayUp(app, check) {
  for (const [tablet, width, height] of tablets) {
    await app.size(width, height);
    await check(tablet);
  }
}

/** Each tab keeps its wind in view beside the name, however long. */
async function windsInTabs(app, tablet) {
  const cut = await app.eval(
    () =>
      [...document.querySelectorAll('[role=tab]')].filter((tab) => {
        const wind = tab.querySelector('.tabs__wind');
        return !wind || wind.getClientRects().length === 0 || wind.getBoundingClientRect().right > tab.getBoundingClientRect().right + 1;
      }).length,
  );
  assert.equal(cut, 0, `${tablet}: tabs whose wind is out of view`);
}

// Four names of the 40 characters allowed.
const long = [
  'Roderick Alexander Montgomery-Smythe Jr.',
  'Wilhelmina Bartholomew Featherstonehaugh',
  'Benedict Cumberbatch-Worthington the 3rd',
  'Jacqueline Ottoline Fitzwilliam-Harcourt',
];
const called = long.map((name) => name.split(' ')[0]);

flow('the worked game with four 40-character names stays tidy on a tablet either way up', async (app) => {
  const { start, money, balances } = WORKED_GAME.pound;
  await startMatch(app, long, { start, money });
  await eitherWayUp(app, async (tablet) => {
    await fitsAcross(app, `${tablet} sheet`);
    const overlap = await app.eval(() => {
      const [a, b] = ['.seat--top', '.table__prevailing'].map((s) => document.querySelector(s).getBoundingClientRect());
      return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    });
    assert.equal(overlap, false, `${tablet}: the top seat overlaps the prevailing wind`);
  });
  await app.press('Score next hand');
  await enterRodBillBenJack(app, called);
  await eitherWayUp(app, async (tablet) => {
    await fitsAcross(app, `${tablet} hand`);
    await windsInTabs(app, tablet);
    await app.find('tab', new RegExp(`^${called[1]}.*Mah-Jong`));
    await app.find('tab', new RegExp(`^${called[2]}.*Fishing`));
  });
  await app.press('Calculate scores');
  await expectRow(app, '1', balances);
  // Who pays whom, with the names shortened: no line swells with them.
  let settled = [];
  const lines = () => app.eval(() => [...document.querySelectorAll('.settle li')].map((li) => li.textContent));
  await app.until(async () => (settled = await lines()).length > 0, 'who pays whom');
  for (const line of settled) {
    for (const name of long) assert.ok(!line.includes(name), `${line} holds ${name} whole`);
    assert.ok(line.length < 120, line);
  }
  await eitherWayUp(app, (tablet) => fitsAcross(app, `${tablet} sheet`));
  await openSection(app, 'History');
  await eitherWayUp(app, (tablet) => fitsAcross(app, `${tablet} history`));
});

flow('names sharing a long beginning still look different, the whole name one tap away, either way up', async (app) => {
  await startMatch(app, ['Christopher Anderson', 'Christopher Andrews', 'Ben', 'Jack']);
  const shown = (selector) => app.eval((s) => [...document.querySelectorAll(s)].map((el) => el.textContent), selector);
  await eitherWayUp(app, async (tablet) => {
    // The sheet's heads keep the part that differs; a tap shows the whole name.
    assert.deepEqual((await shown('thead .name-tag [aria-hidden="true"]')).slice(0, 2), ['Chri…erson', 'Chris…rews'], tablet);
    assert.equal((await shown('thead .name-tag'))[0], 'Chri…ersonChristopher Anderson');
    await fitsAcross(app, `${tablet} sheet`);
  });
  const andrews = await app.eval(() => document.querySelectorAll('thead .name-tag')[1]);
  await andrews.click();
  await app.until(async () => (await andrews.getAttribute('aria-expanded')) === 'true', 'the whole name shown');
  assert.equal((await shown('thead .name-tag [aria-hidden="true"]'))[1], 'Christopher Andrews');
  // The standings, likewise, and read out whole.
  await app.find('button', 'Christopher Anderson', await app.find('table', 'Standings'));

  // The hand form's tabs; the player's whole name above the preview.
  await app.press('Score next hand');
  await eitherWayUp(app, async (tablet) => {
    const tabs = await shown('[role=tab] .tabs__name [aria-hidden="true"]');
    assert.deepEqual(tabs.slice(0, 2), ['Christ…erson', 'Christo…rews'], tablet);
    await fitsAcross(app, `${tablet} hand`);
  });
  await app.tap('tab', /^Christopher Andrews/);
  await app.until(async () => (await shown('.preview__player'))[0] === 'Christopher Andrews', 'the whole name above the preview');
});

/** The open match's hands replaced, in storage, by `hands`. */
async function storeHands(app, hands) {
  const [[key, stored]] = await storedMatches(app);
  stored.match.hands = hands;
  await keepAsJson(app, key, stored);
}

/** `count` hands in turn won by each seat with three minor pungs. */
function wins(count, losers = {}) {
  return Array.from({ length: count }, (_, i) => ({
    forms: [0, 1, 2, 3].map((p) => (p === i % 4 ? { role: 'MahJong', sets: [3, 0, 0, 0, 0, 0, 0, 0] } : losers)),
  }));
}

/** What of the sheet and the standings is outside the screen. */
async function outOfView(app) {
  const sheet = await app.find('table', 'Score sheet');
  const standings = await app.find('table', 'Standings');
  return app.eval(
    (sheet, standings) => {
      const row = (name) => [...sheet.querySelectorAll('tr')].find((tr) => new RegExp(`^${name}\\b`).test(tr.querySelector('th')?.textContent.trim() ?? ''));
      const parts = { standings, heads: sheet.querySelector('thead'), total: row('Total'), newest: row('30') };
      return Object.entries(parts)
        .filter(([, el]) => !el || el.getBoundingClientRect().top < 0 || el.getBoundingClientRect().bottom > innerHeight)
        .map(([name]) => name);
    },
    sheet,
    standings,
  );
}

flow('a long sheet keeps the names, the totals and the newest hand in view, and shows its latest fifty hands, the rest on request', async (app) => {
  await startMatch(app, ['Rod', 'Bill', 'Ben', 'Jack']);
  await storeHands(app, wins(30, { sets: [0, 1, 0, 0, 0, 0, 0, 0] }));
  await eitherWayUp(app, async (tablet) => {
    await app.reload();
    await app.find('table', 'Score sheet');
    assert.equal(await app.eval(() => scrollY), 0);
    assert.deepEqual(await outOfView(app), [], tablet);
    const standings = await app.find('table', 'Standings');
    const names = await app.eval((t) => [...t.querySelectorAll('tbody tr')].map((tr) => tr.textContent), standings);
    assert.equal(names.length, 4);
    for (const name of ['Rod', 'Bill', 'Ben', 'Jack'])
      assert.ok(
        names.some((row) => row.includes(name)),
        `${name} in the standings`,
      );
  });

  await storeHands(app, wins(120));
  await app.reload();
  await app.see('Hands 1 to 70 are not shown.');
  assert.equal(await hasRow(app, '71'), true);
  assert.equal(await hasRow(app, '70'), false);
  await app.press('Show all 120 hands');
  await app.until(() => hasRow(app, '1'), 'hand 1 shown');
  await app.find('button', 'Change hand 1');
});

flow('the hand form uses a landscape tablet’s width, says who declared what and the rules in force', async (app) => {
  // A tablet's scroll bar takes no width: where this browser's takes some,
  // the window is widened by it, so the page has the tablet's 1,024 pixels.
  const bar = await app.eval(() => {
    const probe = document.body.appendChild(Object.assign(document.createElement('div'), { style: 'overflow: scroll; width: 100px' }));
    const width = probe.offsetWidth - probe.clientWidth;
    probe.remove();
    return width;
  });
  await app.size(1024 + bar, 768);
  await startMatch(app, ['Rod', 'Bill', 'Ben', 'Jack']);
  const calculateInView = async () => {
    const button = await app.find('button', 'Calculate scores');
    const inside = await app.eval((b) => {
      const r = b.getBoundingClientRect();
      return r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth;
    }, button);
    assert.equal(inside, true, 'Calculate scores wholly in view');
  };
  await app.press('Score next hand');
  await calculateInView();
  await enterHand(app, 'Bill', { mahJong: true });
  await app.choose('Special hand', 'Heads and tails');
  await calculateInView();
  // No form label wraps onto a third line.
  const [tallest, label, across] = await app.eval(() => {
    const lines = [...document.querySelectorAll('.form label')].map((l) => [
      l.getBoundingClientRect().height / parseFloat(getComputedStyle(l).lineHeight),
      l.textContent.trim(),
      l.getBoundingClientRect().width,
    ]);
    return lines.sort((a, b) => b[0] - a[0])[0];
  });
  assert.ok(tallest < 2.5, `"${label}" ${tallest} lines tall in ${across} px`);
  await app.press('Cancel');
  await app.press('Throw the entries away');

  await limitThisMatch(app, 500);
  await app.press('Score next hand');
  await app.see('Scored by: Limit 500 · Mah-Jong 20 · 1 change from BMJA. Rules check: AM1M. Changed: Limit 500 (BMJA 1,000).');
  await enterHand(app, 'Bill', { mahJong: true });
  await enterHand(app, 'Ben', { fishing: true });
  const tab = async (player) => app.text(await app.find('tab', new RegExp(`^${player}\\b`)));
  assert.match(await tab('Bill'), /Mah-Jong/);
  assert.match(await tab('Ben'), /Fishing/);
  assert.doesNotMatch(await tab('Rod'), /Fishing/);
});
