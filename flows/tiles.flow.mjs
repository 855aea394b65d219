import { Key } from 'selenium-webdriver';
import { flow } from './flow.mjs';
import { enterHand, expectRow, expectScore, openTab, startMatch } from './play.mjs';
import { WORKED_GAME } from './stories.mjs';

/** Taps a tile of the palette by its name. */
async function tapTile(app, name) {
  await app.press(name, await app.find('group', 'Tiles to lay out'));
}

const [rod, bill, ben, jack] = WORKED_GAME.hands;

flow('the worked game laid out by palette taps and typed tiles settles up', async (app) => {
  await startMatch(app, WORKED_GAME.players, WORKED_GAME.pound);
  await app.press('Score next hand');

  // Rod's hand tapped tile by tile, two pungs exposed.
  await openTab(app, 'Rod');
  await app.press('Lay out tiles');
  for (const [tile, exposed] of [['7 of Characters', true], ['6 of Characters', true], ['Red dragon', false]]) {
    await tapTile(app, tile);
    await app.press('Pung');
    if (exposed) {
      const group = await app.eval(() => [...document.querySelectorAll('.laid__group')].at(-1));
      await app.press(/^Expose the /, group);
      await app.until(async () => (await app.eval((g) => g.querySelector('.laid__state').textContent, group)) === 'Exposed', 'the pung exposed');
    }
  }
  for (const tile of ['1 of Circles', '9 of Circles', '2 of Bamboos', '4 of Bamboos', 'Flower 1', 'Season 2']) await tapTile(app, tile);
  await app.hasValue('Type the hand', rod.tiles);
  await expectScore(app, rod.score);
  await app.hasValue('Pung (2-8) exposed', 2);

  // Bill's and Ben's typed.
  await openTab(app, 'Bill');
  await app.tick('Declares Mah-Jong');
  await app.press('Lay out tiles');
  await app.enter('Type the hand', bill.tiles);
  await expectScore(app, bill.score);
  await openTab(app, 'Ben');
  await app.press('Lay out tiles');
  await app.enter('Type the hand', ben.tiles);
  await app.see('Waits for:');
  await app.see('7 of Circles, for Knitting');
  await expectScore(app, ben.score);

  // Jack by counts.
  await enterHand(app, 'Jack', jack);
  await expectScore(app, jack.score);

  // Bill marked no winning tile and it changes his score: asked, never assumed.
  await app.press('Calculate scores');
  await app.see("Which tile completed Bill's hand?");
  await app.press(new RegExp(`^Use the best: the .+, ${bill.score}$`));
  await expectRow(app, '1', [...WORKED_GAME.pound.balances, ...WORKED_GAME.scores]);
  for (const payment of WORKED_GAME.pound.payments) await app.see(payment);
});

flow('a winner out on a discard says which tile completed the hand', async (app) => {
  await startMatch(app, ['Rod', 'Bill', 'Ben', 'Jack']);
  await app.press('Score next hand');
  await openTab(app, 'Bill');
  await app.tick('Declares Mah-Jong');
  await app.press('Lay out tiles');
  await app.enter('Type the hand', '234b 555c 777d NNN 99d');
  const ask = await app.find('group', 'Which tile completed the hand');
  await expectScore(app, '36');
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

flow('a typed hand is read as it is typed, its score shown before the box is left', async (app) => {
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
  // Left unreadable, it says why, as before.
  await box.sendKeys(Key.ENTER);
  await app.see('Not taken:');
  // Put right as it is typed, the message goes at once.
  await box.sendKeys(Key.BACK_SPACE, Key.BACK_SPACE);
  await app.hasValue('Type the hand', '999c +GGG +4444d 234b SS');
  await app.gone('alert', /^Not taken/);
  await expectScore(app, '84');
});
