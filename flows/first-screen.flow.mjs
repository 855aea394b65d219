import assert from 'node:assert/strict';
import { flow, served } from './flow.mjs';
import { openSection } from './play.mjs';

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
  for (const name of ['Ann', 'Bob', 'Carol']) assert.ok(heads.some((h) => h.includes(name)), `${name} in ${heads}`);
  assert.equal(await early.eval(() => document.querySelectorAll('[id="player-1"]').length), 0);
  await openSection(early, 'History');
  await early.see(today);
});
