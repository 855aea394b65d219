import assert from 'node:assert/strict';
import { flow, served } from './flow.mjs';
import { openSection, scoreWin, sheetRow, startMatch, tabOpen } from './play.mjs';

// A first visit on a slow link: the new-match screen drawn into the page
// shows and takes entries while the app's module is held back, and the app's
// own screen carries on from where the player was, caret and all.
flow('names and choices made before the app is in carry over to its screen, the caret and the focus kept', async (_, open) => {
  const release = served.hold(/mahjong-scorer_bg\.wasm$/);
  const early = await open(null);
  // Not driver.get: it would wait for the held module, as the page's load does.
  await early.eval((url) => {
    location.href = url;
  }, served.url);
  await early.find('heading', 'New match');
  assert.equal(await early.eval(() => !!document.getElementById('drawn')), true);
  const today = `Match of ${new Date().toISOString().slice(0, 10)}`;
  await early.hasValue('Match name', today);
  await early.choose('Number of players', '3');
  await early.fill('Player 1', 'Ann');
  await early.fill('Player 2', 'Bob');
  await early.fill('Starting points', '5000');
  // Half-way through a name when the app comes in.
  const third = await early.field('Player 3');
  await third.click();
  await third.sendKeys('Ca');
  release();
  await early.appIn();
  assert.equal(await early.eval(() => !!document.getElementById('drawn')), false);
  await early.driver.actions().sendKeys('rol').perform();
  await early.hasValue('Player 3', 'Carol');
  assert.equal(await early.eval((el) => el === document.activeElement, await early.field('Player 3')), true, 'the focus kept');
  await early.hasValue('Player 1', 'Ann');
  assert.equal((await early.all('field', 'Player 4')).length, 0);
  await early.hasValue('Match name', today);
  await early.press('Start match');
  await early.find('table', 'Score sheet');
  const heads = await early.eval(() => [...document.querySelectorAll('thead th')].map((th) => th.textContent.trim()));
  for (const name of ['Ann', 'Bob', 'Carol'])
    assert.ok(
      heads.some((h) => h.includes(name)),
      `${name} in ${heads}`,
    );
  assert.equal(await early.eval(() => document.querySelectorAll('[id="player-1"]').length), 0);
  await openSection(early, 'History');
  await early.see(today);
});

// A tablet opened again on a match: the sheet as the app last drew it shows
// from the page's first paint, while the app's modules come in behind it; a
// tap made on it is made again on the app's own. Where anything it was drawn
// from has changed since, the page waits for the app as before.
flow('the sheet as last drawn shows at once on a reload, and a tap on it is made once the app is in', async (app) => {
  await startMatch(app, ['Ann', 'Bob', 'Cy', 'Di']);
  await scoreWin(app, 'Bob', 4);
  const total = await sheetRow(app, 'Total');
  const kept = () => app.eval(() => localStorage.getItem('mahjong-scorer.drawn-sheet') !== null);
  await app.until(kept, 'the sheet as drawn kept');
  let release = await reloadHoldingTheApp(app);
  assert.ok(await app.eval(() => !!document.querySelector('#drawn[data-sheet]')), 'the sheet drawn by the page');
  assert.deepEqual(await sheetRow(app, 'Total'), total);
  await app.press('Score next hand');
  assert.equal(await app.eval(() => performance.getEntriesByName('app-in').length), 0, 'the app not in yet');
  release();
  await app.appIn();
  await tabOpen(app, 'Bob');
  assert.equal(await app.eval(() => document.getElementById('drawn')), null, 'the drawn sheet gone');
  assert.equal(await app.eval(() => document.querySelectorAll('[data-id]').length), 0, 'no copy left');

  // Changed since it was drawn (here a theme chosen): the page waits for the app.
  await app.press('Cancel');
  await app.find('table', 'Score sheet');
  await app.until(kept, 'the sheet as drawn kept again');
  await app.eval(() => localStorage.setItem('mahjong-scorer.setting.theme', 'dark'));
  release = await reloadHoldingTheApp(app);
  assert.equal(await app.eval(() => document.getElementById('drawn')), null, 'no drawn screen');
  assert.equal(await app.eval(() => document.querySelectorAll('table').length), 0, 'no sheet before the app');
  release();
  await app.appIn();
  assert.deepEqual(await sheetRow(app, 'Total'), total);
});

/** Reloads with the app's main module held back until the returned function
 * is called; the page is parsed when it returns. The service worker would
 * answer for the module, so it goes first. */
async function reloadHoldingTheApp(app) {
  await app.eval(async () => {
    for (const worker of await navigator.serviceWorker.getRegistrations()) await worker.unregister();
  });
  const release = served.hold(/mahjong-scorer_bg\.wasm$/);
  await app.eval(() => {
    window.flowBeforeReload = true;
    location.reload();
  });
  await app.until(() => app.eval(() => !window.flowBeforeReload && document.readyState !== 'loading'), 'the page parsed');
  return release;
}
