import assert from 'node:assert/strict';
import { Key } from 'selenium-webdriver';
import { flow, keepScreenshot } from './flow.mjs';
import { enterHand, expectRow, expectScore, openTab, overlayScrollbars, seatsShown, startMatch } from './play.mjs';
import { WORKED_GAME } from './stories.mjs';

/** Taps a tile of the palette by its name. */
async function tapTile(app, name) {
  await app.press(name, await app.find('group', 'Tiles to lay out'));
}

const [rod, bill, ben, jack] = WORKED_GAME.hands;

/** Rod's hand of the worked game tapped tile by tile, two pungs exposed. */
async function tapRodsHand(app) {
  await openTab(app, 'Rod');
  await app.press('Lay out tiles');
  for (const [tile, exposed] of [
    ['7 of Characters', true],
    ['6 of Characters', true],
    ['Red dragon', false],
  ]) {
    await tapTile(app, tile);
    await app.press('Pung');
    if (exposed) {
      const group = await app.eval(() => [...document.querySelectorAll('.laid__group')].at(-1));
      assert.equal(await app.eval((g) => g.querySelector('.laid__state').textContent, group), 'Concealed');
      await app.press(/^Expose the /, group);
      await app.until(async () => (await app.eval((g) => g.querySelector('.laid__state').textContent, group)) === 'Exposed', 'the pung exposed');
    }
  }
  for (const tile of ['1 of Circles', '9 of Circles', '2 of Bamboos', '4 of Bamboos', 'Flower 1', 'Season 2']) await tapTile(app, tile);
  await app.hasValue('Type the hand', rod.tiles);
  await expectScore(app, rod.score);
}

flow('the worked game laid out by palette taps and typed tiles settles up', async (app) => {
  await startMatch(app, WORKED_GAME.players, WORKED_GAME.pound);
  await app.press('Score next hand');
  await tapRodsHand(app);
  // The counts show what the tiles give, and cannot be changed.
  await app.hasValue('Pung (2-8) exposed', 2);
  assert.equal(await (await app.field('Pung (2-8) exposed')).isEnabled(), false);
  assert.equal(await app.checked('Own flower'), true);
  await keepScreenshot(app, 'tiles-landscape-rod');
  // Counts edited instead, then the page reloaded: nothing is lost, and the
  // tiles taken up again undo the edit.
  await app.press('Edit counts instead');
  await app.press('Increase Flowers');
  await app.reload();
  await openTab(app, 'Rod');
  await app.hasValue('Flowers', 2);
  await app.press('Use the tiles again');
  await app.hasValue('Type the hand', rod.tiles);
  await app.hasValue('Flowers', 1);
  await expectScore(app, rod.score);

  // Bill's and Ben's typed.
  await openTab(app, 'Bill');
  await app.tick('Declares Mah-Jong');
  await app.press('Lay out tiles');
  await app.enter('Type the hand', bill.tiles);
  await expectScore(app, bill.score);
  await openTab(app, 'Ben');
  await app.press('Lay out tiles');
  await app.enter('Type the hand', ben.tiles);
  assert.equal(await app.checked('Fishing'), true);
  await app.see('Waits for:');
  await app.see('7 of Circles, for Knitting');
  assert.deepEqual(await app.eval(() => [...document.querySelectorAll('.waits__tile > span:last-child')].map((s) => s.textContent.trim())), [
    '7 of Circles, for Knitting',
  ]);
  await expectScore(app, ben.score);
  await app.see('Fishing for Knitting — scored, the higher');
  await keepScreenshot(app, 'tiles-landscape-ben-waits');

  // Jack by counts.
  await enterHand(app, 'Jack', jack);
  await expectScore(app, jack.score);

  // Bill marked no winning tile and it changes his score: asked, never assumed.
  await app.press('Calculate scores');
  await app.see("Which tile completed Bill's hand?");
  await app.press(new RegExp(`^Use the best: the .+, ${bill.score}$`));
  await expectRow(app, '1', [...WORKED_GAME.pound.balances, ...WORKED_GAME.scores]);
  for (const payment of WORKED_GAME.pound.payments) await app.see(payment);
  await expectRow(app, 'Total', WORKED_GAME.pound.totals);
  // Bill was South: he is East now, and Rod North.
  const seats = await seatsShown(app);
  assert.equal(seats.East, 'Bill');
  assert.equal(seats.North, 'Rod');
});

flow('a winner out on a discard says which tile completed the hand', async (app) => {
  await startMatch(app, ['Rod', 'Bill', 'Ben', 'Jack']);
  await app.press('Score next hand');
  await openTab(app, 'Bill');
  await app.tick('Declares Mah-Jong');
  await app.press('Lay out tiles');
  await app.enter('Type the hand', '234b 555c 777d NNN 99d');
  const ask = await app.find('group', 'Which tile completed the hand');
  // Out on the chow or the pair the pungs stay concealed: 4 + 4 + 8 + 20.
  await expectScore(app, '36');
  await keepScreenshot(app, 'tiles-landscape-winning-tile');
  // The discard completed the North wind pung, which is exposed then.
  await app.press(/North wind: 32/, ask);
  await app.gone('group', 'Which tile completed the hand');
  await expectScore(app, '32');
  await app.hasValue('Type the hand', '234b 555c 777d NNN 99d @N');
  // A reload in the middle of entry loses nothing.
  await app.reload();
  await app.hasValue('Type the hand', '234b 555c 777d NNN 99d @N');
  await expectScore(app, '32');
  await app.press('Calculate scores');
  await expectRow(app, '1', ['0', '32 (Mah-Jong)', '0', '0'], 4);
});

flow('a typed hand is read as it is typed, its score shown before the box is left, and a reload part way keeps it as typed', async (app) => {
  await startMatch(app, ['Rod', 'Bill', 'Ben', 'Jack']);
  await app.press('Score next hand');
  await openTab(app, 'Bill');
  await app.tick('Declares Mah-Jong');
  await app.press('Lay out tiles');
  const box = await app.fill('Type the hand', '999c +GGG +4444d 234b SS');
  await expectScore(app, '84');
  await app.see('14 tiles laid out');
  // A part that does not read yet leaves the reading as it was, and the box as typed.
  await box.sendKeys(' 7');
  await app.hasValue('Type the hand', '999c +GGG +4444d 234b SS 7');
  await expectScore(app, '84');
  // A reload part way brings the box back as typed, left: it says why.
  await app.reload();
  await app.hasValue('Type the hand', '999c +GGG +4444d 234b SS 7');
  await app.see('Not taken:');
  // Put right as it is typed, the message goes at once.
  const again = await app.field('Type the hand');
  await again.sendKeys(Key.BACK_SPACE, Key.BACK_SPACE);
  await app.hasValue('Type the hand', '999c +GGG +4444d 234b SS');
  await app.gone('alert', /^Not taken/);
  await expectScore(app, '84');
  // Left unreadable by its Enter key, it says why.
  await again.sendKeys(' 7', Key.ENTER);
  await app.see('Not taken:');
});

/** The tiles' box, its hand typed in and taken. */
async function typeTiles(app, text) {
  await app.enter('Type the hand', text);
  await app.hasValue('Type the hand', text);
}

/** A tile of the palette by its name, and whether it may be tapped. */
async function tileOffered(app, name) {
  return (await app.find('button', name, await app.find('group', 'Tiles to lay out'))).isEnabled();
}

flow('a winner short of a hand is told what is missing, a fifth copy is not offered, and a hand that does not read is never passed over', async (app) => {
  await startMatch(app, ['Rod', 'Bill', 'Ben', 'Jack']);
  await app.press('Score next hand');
  await openTab(app, 'Rod');
  await app.press('Lay out tiles');
  await typeTiles(app, '555d ?5d');
  assert.equal(await tileOffered(app, '5 of Circles'), false);
  await openTab(app, 'Bill');
  await app.tick('Declares Mah-Jong');
  await app.press('Lay out tiles');
  assert.equal(await tileOffered(app, '5 of Circles'), false);
  await app.enter('Type the hand', '55d');
  await app.see('Not taken: the set has four 5 of Circles, and 4 are laid out by other players, so this hand can hold 0, not 2.');
  await typeTiles(app, '+GGG 99c');
  await app.find('text', /^No Mah-Jong hand yet: 5 tiles are in/, await app.find('region', 'Score preview'));
  await expectScore(app, '');
  await app.enter('Type the hand', '+GGG 99c 123x');
  await app.see(/^Not taken: ‘123x’ — /);
  // Calculate names the player and takes the focus to the box.
  await openTab(app, 'Rod');
  await app.press('Calculate scores');
  await app.see("Bill's typed hand was not taken, so the hand cannot be recorded yet.");
  const box = await app.field('Type the hand');
  await app.until(() => app.eval((el) => document.activeElement === el, box), 'the focus on the typed hand');
  await app.hasValue('Type the hand', '+GGG 99c 123x');
  // Read, but no hand: refused, with no offer to score it anyway.
  await typeTiles(app, '+GGG 99c');
  await app.press('Calculate scores');
  await app.see(/Bill's tiles give no hand: no Mah-Jong hand yet/);
  assert.equal((await app.all('text', /anyway/i)).length, 0);
  // Rod's tiles cleared: his form is as it was.
  await openTab(app, 'Rod');
  await app.press('Clear tiles');
  await app.find('button', 'Lay out tiles');
  await expectScore(app, '0');
});

flow('special hands found in typed tiles; the palette, hand and preview fit a tablet', async (app) => {
  await startMatch(app, ['Rod', 'Bill', 'Ben', 'Jack']);
  await app.press('Score next hand');
  // In view above the actions kept at the foot of the screen.
  await openTab(app, 'Bill');
  await app.tick('Declares Mah-Jong');
  await app.press('Lay out tiles');
  await typeTiles(app, '+555d 234b 678b EEE WhWh @4b f1');
  // Seen unscrolled (a field typed into was scrolled to the middle), its
  // scrollbars drawn over the page as a tablet's are.
  await overlayScrollbars(app);
  await app.eval(() => window.scrollTo(0, 0));
  const fits = await app.eval(() => {
    const foot = document.querySelector('.hand__actions').getBoundingClientRect().top;
    return ['.palette', '.laid', '.preview'].filter((part) => {
      const box = document.querySelector(part).getBoundingClientRect();
      return box.bottom > foot || box.right > innerWidth;
    });
  });
  assert.deepEqual(fits, [], 'parts reaching past the actions or the side');
  assert.equal(await app.eval(() => window.scrollY), 0);
  await keepScreenshot(app, 'tiles-landscape-winner');
  await app.size(768, 1024);
  await keepScreenshot(app, 'tiles-portrait-winner');

  // The notation explained where a hand is typed; Knitting typed as pairs reads.
  await app.press('How to type a hand');
  await app.see('d Circles (dots)');
  await app.enter('Type the hand', '1b1d 1b1d 3b3d 3b3d 5b5d 5b5d 7b7d');
  await app.hasValue('Type the hand', '?1133557b1133557d');
  await app.see('The tiles make Knitting.');
  await expectScore(app, '500');
  await keepScreenshot(app, 'tiles-portrait-knitting');
  await typeTiles(app, '?19b19c19dESWNRGWhWh');
  await app.see('The tiles make Thirteen unique wonders.');
  await expectScore(app, '1,000');
  await app.size(1024, 768);
  await keepScreenshot(app, 'tiles-landscape-thirteen');
  await app.enter('Type the hand', 'eee');
  await app.see(/winds and dragons are capitals, E S W N, R G Wh/);
});
