import assert from 'node:assert/strict';
import { flow } from './flow.mjs';
import { enterHand, enterRodBillBenJack, expectRow, startMatch } from './play.mjs';
import { WORKED_GAME } from './stories.mjs';

flow('set-up refuses a repeated name, then the worked hand settles up', async (app) => {
  await app.find('heading', 'New match');
  for (const [i, name] of ['Rod', 'Bill', 'Rod', 'Jack'].entries()) await app.fill(`Player ${i + 1}`, name);
  await app.press('Start match');
  await app.see('Players 1 and 3 have the same name, Rod');
  assert.equal((await app.all('table', 'Score sheet')).length, 0);
  await app.fill('Player 3', 'Ben');
  await app.press('Start match');
  await app.find('table', 'Score sheet');
  await app.press('Score next hand');
  await enterRodBillBenJack(app);
  await app.press('Calculate scores');
  await expectRow(app, '1', [...WORKED_GAME.points.balances, ...WORKED_GAME.scores]);
  for (const payment of WORKED_GAME.points.payments) await app.see(payment);
  // A reload keeps it all.
  await app.reload();
  await expectRow(app, '1', WORKED_GAME.points.balances);
});

flow('a removed hand comes back on undo, and a past hand is corrected', async (app) => {
  await startMatch(app, ['A', 'B', 'C', 'D']);
  for (const winner of ['B', 'C']) {
    await app.press('Score next hand');
    await enterHand(app, winner, { mahJong: true, counts: { 'Pung (2-8) exposed': 3 } });
    await app.press('Calculate scores');
  }
  await expectRow(app, '2', ['0', '0', '26 (Mah-Jong)', '0'], 4);
  await app.press('Remove last hand');
  await app.find('dialog', /Remove hand 2/);
  await app.press('Remove hand');
  await app.see('Hand 2 was taken off the score sheet.');
  await app.press('Undo');
  await expectRow(app, '2', ['0', '0', '26 (Mah-Jong)', '0'], 4);

  // Correct hand 1: B went out with four pungs, not three.
  await app.press('Change hand 1');
  await app.find('heading', /Correcting hand 1/);
  await app.tap('tab', /^B\b/);
  await app.press('Increase Pung (2-8) exposed');
  await app.hasValue('Pung (2-8) exposed', 4);
  await app.press('Calculate scores');
  await expectRow(app, '1', ['0', '56 (Mah-Jong)', '0', '0'], 4);
  assert.deepEqual((await app.all('table', 'Score sheet')).length, 1);
});

flow('a correction that moves a later hand to another seat asks about its own-wind tick, then says whose balances moved', async (app) => {
  await startMatch(app, ['Rod', 'Bill', 'Ben', 'Jack']);
  await app.press('Score next hand');
  await enterHand(app, 'Bill', { mahJong: true, counts: { 'Pung (2-8) exposed': 3 } });
  await app.press('Calculate scores');
  // Hand 2: Ben, South, goes out with a pung of his own wind.
  await app.press('Score next hand');
  await enterHand(app, 'Ben', {
    mahJong: true,
    counts: { 'Pung (2-8) exposed': 3, 'Pung (1, 9, winds, dragons) exposed': 1 },
    ticks: [/^Pung\/Kong of own wind/],
  });
  await app.press('Calculate scores');

  // Rod, East, won hand 1, not Bill: East stays, and Ben sits West in hand 2.
  await app.press('Change hand 1');
  await app.find('heading', /Correcting hand 1/);
  await app.tap('tab', /^Bill\b/);
  await app.tick('Declares Mah-Jong', false);
  await enterHand(app, 'Rod', { mahJong: true, counts: { 'Pung (2-8) exposed': 3 } });
  await app.press('Calculate scores');
  await app.see('This correction changes later hands:');
  await app.see("Check Ben's hand, now West: the entries cannot tell whether Ben held a pung, kong or pair of West winds, so it is left out; correct hand 2 if so.");
  await app.press('Keep the correction');
  await app.find('status', /^Hand 1 is corrected\. Balances moved: .+ Check hand 2, as asked\./);
});
