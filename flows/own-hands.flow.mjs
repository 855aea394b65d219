// A club writes a special hand of its own into its preset: refused words
// are said at the word, the shape is drawn and tried, the hand is kept as
// typed, read from a winner's tiles and a fishing player's, and named in
// the rules guide.
import assert from 'node:assert/strict';
import { flow, keepScreenshot } from './flow.mjs';
import { expectScore, openSection, openTab, startMatch } from './play.mjs';

const RUN = 'run 1-9 in suit A, single of each dragon, pair of wind';

async function addDragonsRun(app) {
  await openSection(app, 'House rules');
  await app.press('Copy to a new preset');
  await app.fill('New name', 'Tuesday club');
  await app.press('Rename');
  const presets = await app.find('region', 'Presets');
  await app.fill('Limit', '2000', presets);
  await app.press('Add a special hand');
  await app.fill('Name', 'Knitting', presets);
  await app.see('Another special hand has this name: give it a name of its own.');
  await app.fill('Name', "Dragon's Run", presets);
  await app.fill('Shape', 'run 1-9 in suit A, single of each dragonz, pair of wind', presets);
  await app.see("‘dragonz’ is not one of a shape's words here: the rules guide lists them.");
  await app.fill('Shape', RUN, presets);
  await app.fill('Value', '1500', presets);
  await app.fill('Fishing value', '600', presets);
  await app.find('img', /^For example: 1 of Bamboos, 2 of Bamboos/, presets);
  await app.fill('Tiles to try against this shape', '?123456789dRGNNN', presets);
  await app.see('These tiles do not make the hand: they lack “single of each dragon”.');
  await app.fill('Tiles to try against this shape', '?123456789dRGWhNN', presets);
  await app.see('These tiles make the hand.');
  return presets;
}

flow("a club's own special hand is written, kept, read from tiles and shown in the guide", async (app) => {
  await app.size(1024, 768);
  await addDragonsRun(app);
  await keepScreenshot(app, 'own-hands-editor-landscape');
  await app.size(768, 1024);
  await keepScreenshot(app, 'own-hands-editor-portrait');
  // Kept as typed: a reload finds it.
  await app.reload();
  await openSection(app, 'House rules');
  await app.choose('Preset', 'Tuesday club');
  assert.equal(await app.value('Shape', await app.find('region', 'Presets')), RUN);

  await openSection(app, 'Match');
  await app.choose('House rules', 'Tuesday club');
  await startMatch(app, ['Rod', 'Bill', 'Ben', 'Jack']);
  await app.press('Score next hand');
  await openTab(app, 'Bill');
  await app.tick('Declares Mah-Jong');
  await app.press('Lay out tiles');
  await app.enter('Type the hand', '?123456789dRGWhNN');
  await expectScore(app, '1,500');
  await app.see("Dragon's Run 1,500");
  await openTab(app, 'Ben');
  await app.press('Lay out tiles');
  await app.enter('Type the hand', '?123456789cRGWhE');
  await expectScore(app, '600');
  // The working's term leads to the hand in the guide, drawn with its values.
  await app.press(/Dragon's Run.*: its rule in the guide$/);
  const entry = await app.find('region', "Dragon's Run");
  await app.find('img', /^For example:/, entry);
  await app.find('text', 'Worth 1,500 to the winner, 600 to a player fishing for it. Concealed only.', entry);
  await keepScreenshot(app, 'own-hands-guide');
});
