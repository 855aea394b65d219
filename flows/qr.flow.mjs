import assert from 'node:assert/strict';
import { Key } from 'selenium-webdriver';
import { flow } from './flow.mjs';
import { drawUpNight, enterHand, tableLink, tableSeats } from './play.mjs';

const PLAYERS = ['Margaret', 'Dorothy', 'Bill', 'Rod', 'Jennifer', 'Ben', 'Jack', 'Pauline'];

/** The code shown full-screen: its side and modules, the space it has, and
 * the screen's pixels a CSS pixel. */
function measured(app, dialog) {
  return app.eval((d) => {
    const svg = d.querySelector('svg');
    const box = svg.getBoundingClientRect();
    const space = svg.parentElement.getBoundingClientRect();
    return {
      width: box.width,
      height: box.height,
      modules: svg.viewBox.baseVal.width,
      space: Math.min(space.width, space.height),
      ratio: devicePixelRatio,
      covers: d.getBoundingClientRect().width >= innerWidth - 1 && d.getBoundingClientRect().height >= innerHeight - 1,
    };
  }, dialog);
}

/** Opens a code full-screen by its button and checks it fills the screen,
 * square and crisp, with the note and the Close button; `close` shuts it. */
async function fullScreen(app, holds, close) {
  const name = `Show full-screen: QR code of ${holds}`;
  const button = await app.find('button', name);
  await app.eval('arguments[0].scrollIntoView({ block: "center" })', button);
  await button.click();
  const dialog = await app.find('dialog', `QR code of ${holds}`);
  await app.see("Turn this screen's brightness up");
  await app.find('button', 'Close', dialog);
  let code;
  await app.until(async () => {
    code = await measured(app, dialog);
    return code.width > 0 && code.width === code.height;
  }, 'the code drawn square');
  assert.ok(code.covers, 'the code covers the screen');
  const perModule = (code.width * code.ratio) / code.modules;
  assert.ok(Math.abs(perModule - Math.round(perModule)) < 1e-6, `${perModule} device pixels a module`);
  assert.ok(perModule >= 1, 'a module at least a pixel');
  assert.ok(code.space - code.width < code.modules / code.ratio + 1, `${code.width} of ${code.space} CSS pixels used`);
  await close(dialog);
  await app.gone('dialog', `QR code of ${holds}`);
  await app.until(() => app.eval((b) => document.activeElement === b, button), 'the focus back on the code');
  return code;
}

flow('a QR code tapped shows full-screen, as large as the screen allows, and closes by its button or Escape', async (app, open) => {
  await drawUpNight(app, { name: 'Friday', players: PLAYERS, rounds: 1, hands: 1 });

  // The organiser's code of table 1: by a tap, closed by its button; then
  // by the keyboard, closed by Escape.
  const holds = 'the link to Round 1, table 1';
  const code = await fullScreen(app, holds, async (dialog) => app.tap('button', 'Close', dialog));
  assert.ok(code.modules <= 57 + 8, `a table's code of ${code.modules - 8} modules a side`);
  const button = await app.find('button', `Show full-screen: QR code of ${holds}`);
  await app.eval('arguments[0].focus()', button);
  await app.driver.actions().sendKeys(Key.ENTER).perform();
  await app.find('dialog', `QR code of ${holds}`);
  await app.driver.actions().sendKeys(Key.ESCAPE).perform();
  await app.gone('dialog', `QR code of ${holds}`);
  await app.find('heading', 'Friday');

  // The table's link as its code holds it opens the table on a tablet, whose
  // result's code shows full-screen too.
  const link = await tableLink(app, 'Round 1, table 1');
  assert.match(link, /\?table#2\.\d+\.\d+$/);
  const tablet = await open();
  await tablet.go(link);
  await tablet.find('heading', 'Round 1, table 1');
  const seats = await tableSeats(tablet);
  await tablet.press("Start this table's match");
  await tablet.find('table', 'Score sheet');
  await tablet.press('Score next hand');
  await enterHand(tablet, seats[0], { mahJong: true, counts: { 'Pung (2-8) exposed': 3 } });
  await tablet.press('Calculate scores');
  await tablet.press("Show the result's QR code");
  await fullScreen(tablet, "the link to this table's result", async () => tablet.driver.actions().sendKeys(Key.ESCAPE).perform());
});
