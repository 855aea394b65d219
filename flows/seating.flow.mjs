import assert from 'node:assert/strict';
import { flow } from './flow.mjs';
import { drawUpNight, planTables } from './play.mjs';
import { NIGHT_OF_NINE as PLAYERS } from './stories.mjs';

/** The pairs of players who share a table, each written once. */
function pairs(tables) {
  return tables.flatMap((table) => table.flatMap((a, i) => table.slice(i + 1).map((b) => [a, b].sort().join(' & '))));
}

flow('a club night of nine at tables of five mixes round 1’s tables in round 2: six pairs meet again, not twelve', async (app) => {
  await drawUpNight(app, { name: 'Friday', players: PLAYERS, rounds: 2, odd: 'five', start: false });

  const first = await planTables(app, 1);
  const second = await planTables(app, 2);
  for (const [round, tables] of [
    [1, first],
    [2, second],
  ]) {
    assert.deepEqual(tables.map((t) => t.length).sort(), [4, 5], `round ${round}: a table of four and one of five`);
    assert.deepEqual(tables.flat().sort(), [...PLAYERS].sort(), `round ${round} seats every player once`);
  }
  const metBefore = new Set(pairs(first));
  const again = pairs(second).filter((pair) => metBefore.has(pair));
  assert.equal(again.length, 6, `pairs meeting again in round 2: ${again.join(', ')}`);
});
