import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { engine, flow, keepScreenshot } from './flow.mjs';
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
    assert.equal(await (await app.find('button', 'Remove last hand')).isEnabled(), false);
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
    await app.go('?sheet');
    await app.press('Continue hand 1');
    await app.atAddress('?hand=2');
    await app.press('Calculate scores');
    await app.atAddress('?sheet');
    await expectRow(app, '1', ['0', '26 (Mah-Jong)', '0', '0'], 4);
    await app.gone('status', 'is being entered');
    // Forward does not bring back the spent form.
    await app.forward();
    await app.atAddress('?sheet');
    await app.find('button', 'Score next hand');
  });
}

flow('an address the app did not make opens the match where it stands; "New match" leaves it for set-up and Back returns', async (app) => {
  await startMatch(app, ['Rod', 'Bill', 'Ben', 'Jack']);
  await app.go('?somewhere=else');
  await app.find('table', 'Score sheet');
  await app.atAddress('?sheet');
  // A hand form with no hand being entered shows the sheet.
  await app.go('?hand=3');
  await app.find('table', 'Score sheet');
  await app.atAddress('?sheet');
  await app.until(async () => (await app.driver.getTitle()) === 'Score sheet · Mah-Jong score keeper', "the sheet's title");
  await app.press('New match');
  const heading = await app.find('heading', 'New match');
  await app.until(() => app.eval((h) => h === document.activeElement, heading), 'the focus on New match');
  await app.back();
  await app.find('table', 'Score sheet');
  const sheet = await app.find('table', 'Score sheet');
  await app.until(() => app.eval((t) => /Rod/.test(t.querySelector('thead').textContent), sheet), 'Rod heading a column');
});

/** How many of the special hands the form offers match `pattern`. */
function offered(app, pattern) {
  return app.eval(
    (p) =>
      [...document.querySelectorAll('select option')].filter(
        (o) => o.closest('select').labels?.[0]?.textContent.trim() === 'Special hand' && new RegExp(p, 'i').test(o.textContent),
      ).length,
    pattern,
  );
}

/** The British extensions turned off in the match's editor: their hands and
 * doubles leave B's form. */
async function britishOff(app, editor) {
  const british = await app.field(/^British extensions/, editor);
  await app.eval('arguments[0].scrollIntoView({ block: "center" })', british);
  await british.click();
  await app.until(async () => !(await british.isSelected()), 'the British extensions off');
  await app.press('Apply to this match');
  await app.until(async () => (await offered(app, 'Knitting')) === 0, 'Knitting gone');
  // B's pungs taken off again: a hand of sets offers no special hand.
  await openTab(app, 'B');
  for (let i = 0; i < 4; i++) await app.press('Decrease Pung (2-8) exposed');
  await app.hasValue('Pung (2-8) exposed', 0);
  assert.equal(await offered(app, 'All winds and dragons'), 0);
  assert.equal(await offered(app, 'Heads and tails'), 1);
  assert.equal(
    await app.eval(() => [...document.querySelectorAll('label')].filter((l) => l.textContent.trim() === 'All concealed').length),
    0,
    'All concealed gone',
  );
}

/** House rules opened on the open match's editor. */
async function editMatchRules(app) {
  await openSection(app, 'House rules');
  await app.press("Edit this match's rules");
  return app.find('region', 'This match');
}

flow(
  'house rules of a limit of 500 rescore the hand being entered; special-hand values follow a new limit; without the British extensions their hands and doubles leave the form',
  async (app) => {
    await startMatch(app, ['A', 'B', 'C', 'D']);
    await app.press('Score next hand');
    await enterHand(app, 'C', { counts: { 'Kong (1, 9, winds, dragons) concealed': 3, 'Dragon sets': 3 } });
    await expectScore(app, '768');
    await enterHand(app, 'B', { mahJong: true, counts: { 'Pung (2-8) exposed': 4 } });
    await expectScore(app, '56');
    assert.equal(await offered(app, 'Knitting'), 2, 'Knitting and Triple knitting');
    await app.field('All concealed');
    let editor = await editMatchRules(app);
    await app.fill('Limit', '500', editor);
    await app.fill('Mah-Jong points', '10', editor);
    await app.press('Apply to this match');
    await app.see('The new house rules apply from hand 1 on');
    await expectScore(app, '36');
    await openTab(app, 'C');
    await expectScore(app, '500');
    assert.equal(await app.text(await app.field('Unlimited score')), '768');
    // A bad value is refused with its own message.
    editor = await editMatchRules(app);
    await app.fill('Limit', 'lots', editor);
    await app.find('text', 'Enter a whole number from 0 to 1,000,000,000.', editor);
    assert.equal(await (await app.find('button', 'Apply to this match')).isEnabled(), false);
    // The special hands' values follow a new limit on request, and go back.
    await app.fill('Limit', '1500', editor);
    await app.press('Move special-hand values to the new limit');
    const knitting = async (value) => app.until(async () => (await app.value('Knitting Mah-Jong', editor)) === value, `Knitting Mah-Jong at ${value}`);
    await knitting('750');
    await app.press('Restore default special-hand values');
    await knitting('500');
    await britishOff(app, editor);
  },
);

flow('a preset is made, renamed, edited and left, used for a new match and deleted; BMJA stays read only', async (app) => {
  await openSection(app, 'House rules');
  const presets = await app.find('region', 'Presets');
  assert.notEqual(await (await app.field('Limit', presets)).getAttribute('readonly'), null, "BMJA's limit read only");
  await app.press('Copy to a new preset');
  await app.until(
    async () => (await app.eval((s) => s.options[s.selectedIndex].textContent.trim(), await app.field('Preset'))) === 'BMJA (copy)',
    'the copy chosen',
  );
  await app.fill('New name', 'Tuesday club');
  await app.press('Rename');
  await app.fill('Limit', '500', presets);
  await app.see('Each change to Tuesday club is kept as you make it; a value that is not right is kept once it is.');
  await app.fill('New name', 'bmja');
  await app.press('Rename');
  await app.see("Cannot rename: BMJA is the built-in preset's name.");
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
  await openSection(app, 'House rules');
  await app.choose('Preset', 'Tuesday club');
  await app.press('Delete preset');
  await app.press('Delete it');
  await app.until(async () => (await app.eval((s) => s.options.length, await app.field('Preset'))) === 1, 'BMJA alone');
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
  await app.until(
    async () =>
      app.eval((r) => {
        const b = r.getBoundingClientRect();
        return b.top < innerHeight && b.bottom > 0;
      }, knitting),
    'Knitting in view',
  );
  // Every special hand, what multiplies the points, and settling up.
  assert.equal(await app.eval(() => document.querySelectorAll('.guide__hand').length), 19);
  await app.find('text', 'Each dragon set', await app.find('table', 'What multiplies the points'));
  await app.find('heading', 'Settling up');
  await app.find('heading', 'Club nights');
  await app.see("the tablet that started the match, or the night's organiser, keeps one");
  await keepScreenshot(app, 'guide-portrait-knitting');

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
  await app.eval(() => {
    window.printed = 0;
    window.print = () => {
      window.printed += 1;
    };
  });
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
