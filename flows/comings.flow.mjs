// Players who come late or leave early: once round 1 has started, the
// organiser adds a player and takes one out; round 1 stays as it was, the
// later rounds seat who is there, the plan says what changed, refusals say
// why, the board in another window follows, and a reload keeps it all.
import assert from 'node:assert/strict';
import { flow, keepScreenshot } from './flow.mjs';
import { drawUpNight, openBoard, planTables } from './play.mjs';
import { NIGHT_OF_NINE } from './stories.mjs';

/** Waits until a round seats exactly these players. */
async function seats(app, round, players) {
  const expected = [...players].sort();
  let seen = [];
  await app.until(
    async () => JSON.stringify((seen = (await planTables(app, round)).flat().sort())) === JSON.stringify(expected),
    `round ${round} to seat ${expected.join(', ')} (seen ${seen.join(', ')})`,
  );
}

/** Adds a player by the form's name box. */
async function addPlayer(app, name) {
  const part = await app.find('region', 'Players coming and going');
  await app.fill("New player's name", name, part);
  await app.press('Add a player', part);
}

flow('a late arrival and an early leaver change the rounds to come, never round 1', async (app) => {
  await drawUpNight(app, { name: 'Friday', players: NIGHT_OF_NINE, rounds: 3, hands: 4 });
  const first = await planTables(app, 1);
  await app.see('A change seats players from round 2 on; the rounds started stay as they are.');

  await addPlayer(app, '  ');
  await app.find('alert', "Type the new player's name.");
  await addPlayer(app, ' ann ');
  await app.find('alert', 'Ann is already seated in the rounds to come.');

  await addPlayer(app, 'Jo');
  await app.find('status', 'Jo is seated from round 2.');
  await app.see('From round 2: Jo joins; 10 players at two tables of five.');
  await seats(app, 2, [...NIGHT_OF_NINE, 'Jo']);
  await seats(app, 3, [...NIGHT_OF_NINE, 'Jo']);
  assert.deepEqual(await planTables(app, 1), first, 'round 1 as it was');

  await app.press('Eve leaves after this round');
  await app.find('status', 'Eve leaves after round 1.');
  const nowHere = [...NIGHT_OF_NINE.filter((p) => p !== 'Eve'), 'Jo'];
  await app.see('From round 2: Jo joins; Eve leaves after round 1; 9 players at one table of four and one of five.');
  await seats(app, 2, nowHere);
  await seats(app, 3, nowHere);
  assert.deepEqual(await planTables(app, 1), first, 'round 1 as it was');
  await app.find('button', 'Eve is back from round 2');
  await keepScreenshot(app, 'comings');

  // Each player's slip follows the plan: Jo's starts at round 2.
  const slips = await app.eval(() =>
    Object.fromEntries(
      [...document.querySelectorAll('.night__slips .slip')].map((slip) => [
        slip.querySelector('h4').textContent,
        [...slip.querySelectorAll('li')].map((li) => li.textContent),
      ]),
    ),
  );
  assert.deepEqual(
    slips.Jo.map((line) => line.split(':')[0]),
    ['Round 2', 'Round 3'],
  );
  assert.deepEqual(
    slips.Eve.map((line) => line.split(':')[0]),
    ['Round 1'],
  );

  // The change is kept: a reload shows it, and the form still offers it.
  await app.reload();
  await app.see('From round 2: Jo joins; Eve leaves after round 1; 9 players at one table of four and one of five.');
  await seats(app, 2, nowHere);
  assert.deepEqual(await planTables(app, 1), first, 'round 1 as it was, after a reload');

  // Eve comes back after all: the plan is as if she had never gone.
  await app.press('Eve is back from round 2');
  await app.find('status', 'Eve is seated from round 2.');
  await app.see('From round 2: Jo joins; 10 players at two tables of five.');
  await seats(app, 2, [...NIGHT_OF_NINE, 'Jo']);
});

flow('the board in another window follows a player added', async (app) => {
  await drawUpNight(app, { name: 'Tuesday', players: NIGHT_OF_NINE, rounds: 2, hands: 4 });
  const organiser = await app.driver.getWindowHandle();
  const board = await openBoard(app);
  await app.find('heading', 'Round 2: where to sit');

  await app.driver.switchTo().window(organiser);
  await addPlayer(app, 'Kim');
  await app.find('status', 'Kim is seated from round 2.');
  await app.driver.switchTo().window(board);
  await app.see(/Kim/);
  // The board left as the hall would leave it: its clock stopped.
  await app.press('Back to the night');
  await app.find('heading', 'Tuesday');
  await app.driver.close();
  await app.driver.switchTo().window(organiser);
});
