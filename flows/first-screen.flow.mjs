import assert from 'node:assert/strict';
import { flow, served } from './flow.mjs';

// A first visit on a slow link: the new-match screen drawn into the page
// shows and takes entries while the app's module is held back, and the app's
// own screen carries on from where the player was, caret and all.
flow('names typed before the app is in carry over to its screen, with the caret', async (_, open) => {
  const release = served.hold(/mahjong-scorer_bg\.wasm$/);
  const early = await open(null);
  // Not driver.get: it would wait for the held module, as the page's load does.
  await early.eval((url) => {
    location.href = url;
  }, served.url);
  await early.find('heading', 'New match');
  assert.equal(await early.eval(() => !!document.getElementById('drawn')), true);
  await early.fill('Player 1', 'Ann');
  await early.fill('Player 2', 'Bob');
  await early.fill('Player 3', 'Cy');
  const fourth = await early.field('Player 4');
  await fourth.click();
  await fourth.sendKeys('Da');
  release();
  await early.appIn();
  assert.equal(await early.eval(() => !!document.getElementById('drawn')), false);
  await early.driver.actions().sendKeys('n').perform();
  await early.hasValue('Player 4', 'Dan');
  await early.hasValue('Player 1', 'Ann');
  await early.press('Start match');
  await early.find('table', 'Score sheet');
  const heads = await early.eval(() => [...document.querySelectorAll('thead th')].map((th) => th.textContent.trim()));
  for (const name of ['Ann', 'Bob', 'Cy', 'Dan']) assert.ok(heads.some((h) => h.includes(name)), `${name} in ${heads}`);
});
