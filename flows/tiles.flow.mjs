import { Key } from 'selenium-webdriver';
import { flow } from './flow.mjs';
import { enterHand, expectRow, expectScore, openTab, startMatch } from './play.mjs';

/** Taps a tile of the palette by its name. */
async function tapTile(app, name) {
  await app.press(name, await app.find('group', 'Tiles to lay out'));
}

flow('the worked game laid out by palette taps and typed tiles settles up', async (app) => {
  await startMatch(app, ['Rod', 'Bill', 'Ben', 'Jack'], { start: 4000, money: 1 });
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
  await app.hasValue('Type the hand', '+777c +666c RRR ?24b19d f1 s2');
  await expectScore(app, '80');
  await app.hasValue('Pung (2-8) exposed', 2);

  // Bill's and Ben's typed.
  await openTab(app, 'Bill');
  await app.tick('Declares Mah-Jong');
  await app.press('Lay out tiles');
  await app.enter('Type the hand', '999c +GGG +4444d 234b SS');
  await expectScore(app, '84');
  await openTab(app, 'Ben');
  await app.press('Lay out tiles');
  await app.enter('Type the hand', '?1133557b113355d s3');
  await app.see('Waits for:');
  await app.see('7 of Circles, for Knitting');
  await expectScore(app, '208');

  // Jack by counts.
  await enterHand(app, 'Jack', {
    counts: { 'Pung (1, 9, winds, dragons) concealed': 2, 'Kong (1, 9, winds, dragons) concealed': 1, 'Dragon sets': 1, Seasons: 1 },
    ticks: [/^Pung\/Kong of own wind/, /^Pung\/Kong of prevailing wind/],
  });
  await expectScore(app, '416');

  // Bill marked no winning tile and it changes his score: asked, never assumed.
  await app.press('Calculate scores');
  await app.see("Which tile completed Bill's hand?");
  await app.press(/^Use the best: the .+, 84$/);
  await expectRow(app, '1', ['-£1,096.00', '£336.00', '-£36.00', '£796.00', '80', '84 (Mah-Jong)', '208', '416']);
  await app.see('Rod gives £168.00 to Bill, £672.00 to Jack and £256.00 to Ben.');
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
