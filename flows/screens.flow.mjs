import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { engine, flow } from './flow.mjs';
import { enterHand, expectRow, expectScore, openSection, openTab, startMatch } from './play.mjs';

const tablets = [
  ['landscape', 1024, 768],
  ['portrait', 768, 1024],
];

/** The screen opened at its top, with the focus on its heading. */
async function atTheTop(app) {
  await app.until(
    () => app.eval(() => window.scrollY === 0 && (document.activeElement?.matches('main h2, main > section') ?? false)),
    'the screen at its top, its heading focused',
  );
}

/** Bill's form as the flow left it: Mah-Jong, three exposed minor pungs. */
async function billsEntries(app) {
  await app.until(async () => (await (await app.find('tab', /^Bill/)).getAttribute('aria-selected')) === 'true', "Bill's tab open");
  assert.equal(await app.checked('Declares Mah-Jong'), true);
  await app.hasValue('Pung (2-8) exposed', 3);
}

for (const [tablet, width, height] of tablets) {
  flow(`Back, forward and reload on every screen keep the hand, on a ${tablet} tablet`, async (app) => {
    await app.size(width, height);
    await app.atAddress('?new');
    await startMatch(app, ['Rod', 'Bill', 'Ben', 'Jack']);
    await app.atAddress('?sheet');
    await app.press('Score next hand');
    await app.atAddress('?hand=1');
    await atTheTop(app);
    await enterHand(app, 'Bill', { mahJong: true, counts: { 'Pung (2-8) exposed': 3 } });
    await app.atAddress('?hand=2');
    await openSection(app, 'History');
    await app.atAddress('?history');
    await atTheTop(app);

    await app.back();
    await app.atAddress('?hand=2');
    await billsEntries(app);
    await app.back();
    await app.atAddress('?sheet');
    await app.find('status', 'Hand 1 is being entered: its entries are kept.');
    await app.forward();
    await billsEntries(app);
    await app.forward();
    await app.find('heading', 'Matches');

    for (const [address, role, name] of [
      ['?history', 'heading', 'Matches'],
      ['?players', 'heading', 'Players across matches'],
      ['?rules', 'heading', 'House rules'],
      ['?guide', 'heading', 'Rules guide'],
      ['?sheet', 'table', 'Score sheet'],
      ['?hand=2', 'heading', /^Hand 1 /],
      ['?new', 'heading', 'New match'],
    ]) {
      await app.go(address);
      await app.find(role, name);
      await app.reload();
      await app.atAddress(address);
      await app.find(role, name);
    }
    await app.go('?hand=2');
    await billsEntries(app);
    await app.press('Calculate scores');
    await app.atAddress('?sheet');
    await expectRow(app, '1', ['0', '26 (Mah-Jong)', '0', '0'], 4);
  });
}

/** House rules opened on the open match's editor. */
async function editMatchRules(app) {
  await openSection(app, 'House rules');
  await app.press("Edit this match's rules");
  return app.find('region', 'This match');
}

flow('house rules of a limit of 500 rescore the hand being entered', async (app) => {
  await startMatch(app, ['A', 'B', 'C', 'D']);
  await app.press('Score next hand');
  await enterHand(app, 'C', { counts: { 'Kong (1, 9, winds, dragons) concealed': 3, 'Dragon sets': 3 } });
  await expectScore(app, '768');
  let editor = await editMatchRules(app);
  await app.fill('Limit', '500', editor);
  await app.fill('Mah-Jong points', '10', editor);
  await app.press('Apply to this match');
  await app.see('The new house rules apply from hand 1 on');
  await openTab(app, 'C');
  await expectScore(app, '500');
  // A bad value is refused with its own message.
  editor = await editMatchRules(app);
  await app.fill('Limit', 'lots', editor);
  await app.find('text', 'Enter a whole number from 0 to 1,000,000,000.', editor);
  assert.equal(await (await app.find('button', 'Apply to this match')).isEnabled(), false);
});

flow('a preset edited and left keeps its limit, and the new match says what it changes', async (app) => {
  await openSection(app, 'House rules');
  await app.press('Copy to a new preset');
  await app.fill('New name', 'Tuesday club');
  await app.press('Rename');
  const presets = await app.find('region', 'Presets');
  await app.fill('Limit', '500', presets);
  await app.see('Each change to Tuesday club is kept as you make it; a value that is not right is kept once it is.');
  // Left for another screen with no button pressed, then the page reloaded.
  await openSection(app, 'History');
  await app.reload();
  await openSection(app, 'House rules');
  await app.choose('Preset', 'Tuesday club');
  assert.equal(await app.value('Limit', await app.find('region', 'Presets')), '500');
  // A value typed wrong is not kept; the last right one stays.
  await app.fill('Limit', 'lots', await app.find('region', 'Presets'));
  await app.find('text', 'Enter a whole number from 0 to 1,000,000,000.');
  await app.reload();
  await openSection(app, 'House rules');
  await app.choose('Preset', 'Tuesday club');
  assert.equal(await app.value('Limit', await app.find('region', 'Presets')), '500');

  await openSection(app, 'Match');
  await app.choose('House rules', 'Tuesday club');
  await app.see('Tuesday club: limit 500, Mah-Jong 20, East pays and receives double. Changed from BMJA: Limit 500 (BMJA 1,000).');
  await startMatch(app, ['A', 'B', 'C', 'D']);
  await app.press('Score next hand');
  await enterHand(app, 'C', { counts: { 'Kong (1, 9, winds, dragons) concealed': 3, 'Dragon sets': 3 } });
  await expectScore(app, '500');
});

flow('the guide shows a special hand reached from the form, and comes back to it', async (app) => {
  await app.size(768, 1024);
  await startMatch(app, ['Rod', 'Bill', 'Ben', 'Jack']);
  await app.press('Score next hand');
  await openTab(app, 'Ben');
  await app.tick('Fishing');
  await app.choose('Fishing for', 'Knitting');
  await app.press('Knitting in the rules guide');
  const knitting = await app.find('region', 'Knitting');
  await app.find('img', /^For example: 1 of Bamboos, 1 of Bamboos, 3 of Bamboos/, knitting);
  await app.find('text', 'Worth 500 to the winner, 200 to a player fishing for it.', knitting);
  await app.until(async () => app.eval((r) => { const b = r.getBoundingClientRect(); return b.top < innerHeight && b.bottom > 0; }, knitting), 'Knitting in view');
  await app.press('Back to the hand');
  await app.until(async () => (await app.value('Fishing for')) !== '', 'the fishing choice kept');
});

flow('the score sheet prints, without the controls', async (app) => {
  await startMatch(app, ['A', 'B', 'C', 'D']);
  await app.press('Score next hand');
  await enterHand(app, 'B', { mahJong: true, counts: { 'Pung (2-8) exposed': 4 } });
  await app.press('Calculate scores');
  await app.see('B receives 112 from A, 56 from C and 56 from D.');
  // The print dialog is the browser's own: counted, not opened.
  await app.eval(() => { window.printed = 0; window.print = () => { window.printed += 1; }; });
  await app.press('Print');
  await app.until(() => app.eval(() => window.printed === 1), 'the print dialog asked for');
  // What the print stylesheet leaves out, read from its rules.
  const hiddenInPrint = (el) => {
    const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]);
    const print = rules.filter((rule) => rule instanceof CSSMediaRule && rule.media.mediaText.includes('print'));
    const hiding = print.flatMap((rule) => [...rule.cssRules]).filter((rule) => /display:\s*none/.test(rule.cssText));
    return hiding.some((rule) => el.closest(rule.selectorText) !== null);
  };
  const left = async (element) => app.eval(hiddenInPrint, element);
  assert.equal(await left(await app.find('navigation', 'Sections')), true, 'the sections left out');
  assert.equal(await left(await app.find('button', 'Score next hand')), true, 'the buttons left out');
  assert.equal(await left(await app.find('table', 'Score sheet')), false, 'the sheet printed');
  assert.equal(await left(await app.see('B receives 112 from A, 56 from C and 56 from D.')), false, 'the payments printed');
});

// Each main screen at both tablet sizes, kept for a look where asked.
const shots = process.env.FLOW_SCREENSHOTS;
if (shots) {
  flow('screenshots of each main screen', async (app) => {
    mkdirSync(shots, { recursive: true });
    for (const [tablet, width, height] of tablets) {
      await app.size(width, height);
      await app.go('?new');
      await app.eval(() => localStorage.clear());
      await app.reload();
      await app.find('heading', 'New match');
      await app.screenshot(`${shots}/${engine}-${tablet}-setup.png`);
      await startMatch(app, ['Rod', 'Bill', 'Ben', 'Jack']);
      await app.press('Score next hand');
      await enterHand(app, 'Bill', { mahJong: true, counts: { 'Pung (2-8) exposed': 3 } });
      await app.screenshot(`${shots}/${engine}-${tablet}-hand.png`);
      await app.press('Lay out tiles');
      await app.enter('Type the hand', '234b 555c 777d NNN 99d');
      await app.find('group', 'Which tile completed the hand');
      await app.screenshot(`${shots}/${engine}-${tablet}-tiles.png`);
      await app.press('Calculate scores');
      await app.press(/^Use the best/);
      await app.find('table', 'Score sheet');
      await app.screenshot(`${shots}/${engine}-${tablet}-sheet.png`);
      for (const [address, role, name, shot] of [
        ['?history', 'heading', 'Matches', 'history'],
        ['?rules', 'heading', 'House rules', 'rules'],
        ['?guide', 'heading', 'Rules guide', 'guide'],
      ]) {
        await app.go(address);
        await app.find(role, name);
        await app.screenshot(`${shots}/${engine}-${tablet}-${shot}.png`);
      }
    }
  });
}
