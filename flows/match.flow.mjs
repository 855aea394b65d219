import assert from 'node:assert/strict';
import { flow } from './flow.mjs';
import { enterHand, enterRodBillBenJack, expectRow, hasRow, openTab, scoreWin, sheetRow, startMatch, tabOpen } from './play.mjs';
import { WORKED_GAME } from './stories.mjs';

flow('set-up refuses a blank and a repeated name, in other capitals or spacing too, then the worked hand settles up', async (app) => {
  await app.find('heading', 'New match');
  // A name repeated in other capitals is the same name; a blank is refused.
  await app.fill('Player 1', 'Rod');
  await app.fill('Player 2', 'rod');
  await app.press('Start match');
  await app.see('Players 1 and 2 have the same name, rod');
  await app.see('Player 3 needs a name');
  assert.equal((await app.all('table', 'Score sheet')).length, 0);
  for (const [i, name] of ['Rod', 'Bill', 'Rod', 'Jack'].entries()) await app.fill(`Player ${i + 1}`, name);
  await app.press('Start match');
  await app.see('Players 1 and 3 have the same name, Rod');
  assert.equal((await app.all('table', 'Score sheet')).length, 0);
  // Names apart only in capitals and spaces are one player too.
  await app.fill('Player 2', 'Bill Smith');
  await app.fill('Player 3', 'bill  smith');
  await app.press('Start match');
  await app.see(/Players 2 and 3 have the same name, bill\s+smith/);
  await app.fill('Player 2', 'Bill');
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

/** Waits until the score sheet has no row of that hand. */
async function noRow(app, name) {
  await app.until(async () => !(await hasRow(app, name)), `no row ${name} on the score sheet`);
}

flow('a removed hand comes back on undo, and a past hand is corrected', async (app) => {
  await startMatch(app, ['A', 'B', 'C', 'D']);
  await scoreWin(app, 'B', 3);
  // The only hand removed: nothing is left to remove, and Undo brings it back.
  await app.press('Remove last hand');
  await app.press('Remove hand');
  await app.see('Hand 1 was taken off the score sheet.');
  await noRow(app, '1');
  assert.equal(await (await app.find('button', 'Remove last hand')).isEnabled(), false);
  await app.press('Undo');
  await expectRow(app, '1', ['0', '26 (Mah-Jong)', '0', '0'], 4);
  await scoreWin(app, 'C', 3);
  await expectRow(app, '2', ['0', '0', '26 (Mah-Jong)', '0'], 4);
  // Asked first: "Keep it" keeps the hand.
  await app.press('Remove last hand');
  await app.find('dialog', /Remove hand 2/);
  await app.press('Keep it');
  await app.gone('dialog', /Remove hand 2/);
  assert.equal(await hasRow(app, '2'), true);
  await app.press('Remove last hand');
  await app.press('Remove hand');
  await noRow(app, '2');
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
  await expectRow(app, '1', ['-112', '224', '-56', '-56', '0', '56 (Mah-Jong)', '0', '0']);
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
  const before = await sheetRow(app, '2');

  // Rod, East, won hand 1, not Bill: East stays, and Ben sits West in hand 2.
  await app.press('Change hand 1');
  await app.find('heading', /Correcting hand 1/);
  await app.tap('tab', /^Bill\b/);
  await app.tick('Declares Mah-Jong', false);
  await enterHand(app, 'Rod', { mahJong: true, counts: { 'Pung (2-8) exposed': 3 } });
  await app.press('Calculate scores');
  const changes = await app.find('alert', 'This correction changes later hands');
  await app.find('text', 'Hand 2: Rod sits East instead of North, Bill sits South instead of East', changes);
  await app.find('text', 'payment becomes', changes);
  // Gone back to the form, nothing is kept yet.
  await app.press('Go back to the form');
  await app.gone('alert', 'This correction changes later hands');
  await app.find('heading', /Correcting hand 1/);
  await app.press('Calculate scores');
  await app.see(
    "Check Ben's hand, now West: the entries cannot tell whether Ben held a pung, kong or pair of West winds, so it is left out; correct hand 2 if so.",
  );
  await app.press('Keep the correction');
  await app.find('status', /^Hand 1 is corrected\. Balances moved: .+ Check hand 2, as asked\./);
  // Bill keeps his three pungs as a loser; hand 2 is scored again.
  await expectRow(app, '1', ['26 (Mah-Jong)', '6', '0', '0'], 4);
  assert.notDeepEqual(await sheetRow(app, '2'), before);
});

flow('a hand being entered is never lost: a reload brings it back, Cancel asks and Undo restores, a refused hand keeps every entry', async (app) => {
  await startMatch(app, ['Rod', 'Bill', 'Ben', 'Jack']);
  await scoreWin(app, 'Bill', 3);
  const billsHand = ['0', '26 (Mah-Jong)', '0', '0'];
  await app.press('Score next hand');
  await enterHand(app, 'Ben', { counts: { 'Pung (2-8) concealed': 2, Flowers: 1 } });
  const bensEntries = async () => {
    await tabOpen(app, 'Ben');
    await app.hasValue('Pung (2-8) concealed', 2);
    await app.hasValue('Flowers', 1);
  };
  await app.reload();
  await bensEntries();
  // Cancel asks first, and the entries thrown away come back on Undo.
  await app.press('Cancel');
  await app.press('Keep entering');
  await bensEntries();
  await app.press('Cancel');
  await app.press('Throw the entries away');
  await app.see('The entries for hand 2 were thrown away.');
  await app.press('Undo');
  await bensEntries();
  await app.reload();
  await bensEntries();
  // Thrown away for good, the sheet is as it was, across a reload.
  await app.press('Cancel');
  await app.press('Throw the entries away');
  await expectRow(app, '1', billsHand, 4);
  await app.reload();
  await expectRow(app, '1', billsHand, 4);
  assert.equal(await hasRow(app, '2'), false);

  // A hand started, the page reloaded, then finished: two winners are
  // refused by name, every entry kept, and the hand joins the sheet once right.
  await app.press('Score next hand');
  await enterHand(app, 'Ben', { counts: { 'Pung (2-8) concealed': 2 } });
  await app.reload();
  await enterHand(app, 'Rod', { mahJong: true, counts: { 'Pung (2-8) exposed': 3 } });
  await enterHand(app, 'Ben', { mahJong: true, counts: { 'Pung (2-8) exposed': 2 } });
  await app.press('Calculate scores');
  await app.see('Only one player can go Mah-Jong, but Rod and Ben both declared it.');
  assert.equal((await app.all('button', 'Score anyway')).length, 0);
  await app.hasValue('Pung (2-8) exposed', 2);
  await app.hasValue('Pung (2-8) concealed', 2);
  await openTab(app, 'Rod');
  await app.tick('Declares Mah-Jong', false);
  await app.press('Calculate scores');
  await app.until(async () => /Mah-Jong/.test((await sheetRow(app, '2'))[6]), "Ben's Mah-Jong in hand 2");
  await expectRow(app, '1', billsHand, 4);
});

/** The player sitting South wins with three exposed minor pungs. */
async function southWins(app) {
  const south = await app.eval(() => document.querySelector('.seat--right .seat__name').textContent.trim());
  await scoreWin(app, south, 3);
  return south;
}

/** After hand 1, won by B at South with three pungs (26): B's standing and
 * the hand's marks. */
async function standingsAfterHand1(app) {
  const standings = await app.find('table', 'Standings');
  const b = await app.eval(
    (t) => [...t.querySelectorAll('tbody tr')].map((tr) => tr.textContent.replace(/\s+/g, ' ').trim()).find((row) => row.startsWith('B')),
    standings,
  );
  for (const part of ['2,104', '+104', '26 (hand 1)']) assert.ok(b?.includes(part), `${part} in B's standing: ${b}`);
  const sheet = await app.find('table', 'Score sheet');
  const marks = await app.eval((t) => [...t.querySelectorAll('tbody th')].find((th) => /^1\b/.test(th.textContent.trim()))?.textContent, sheet);
  assert.match(marks ?? '', /A East/);
}

/** A rematch: the same players, from the first seats, with no hand yet. */
async function rematch(app) {
  await app.press('Rematch: same players');
  await app.until(() => app.eval(() => document.querySelector('.seat--bottom .seat__name')?.textContent.trim() === 'A'), 'A East again');
  await app.find('text', 'B', await app.find('table', 'Standings'));
  assert.equal(await hasRow(app, '1'), false);
  assert.equal(await (await app.find('button', 'Remove last hand')).isEnabled(), false);
}

flow(
  'the winds pass anticlockwise, the prevailing wind reaches South after four hands, East winning keeps the seats; the standings sum it up, and a rematch seats the players afresh',
  async (app) => {
    await startMatch(app, ['A', 'B', 'C', 'D']);
    const prevailing = () => app.eval(() => document.querySelector('.table__prevailing strong').textContent.trim());
    const east = () => app.eval(() => document.querySelector('.seat--east .seat__name').textContent.trim());
    assert.equal(await prevailing(), 'East');
    const winners = [await southWins(app)];
    await standingsAfterHand1(app);
    for (let i = 1; i < 4; i++) winners.push(await southWins(app));
    assert.deepEqual(winners, ['B', 'C', 'D', 'A']);
    assert.equal(await prevailing(), 'South');
    assert.equal(await east(), 'A');
    await app.see('Hand 5 is next, in the South round.');
    await app.press('Score next hand');
    await enterHand(app, 'A', { mahJong: true, counts: { 'Pung (2-8) exposed': 2 } });
    await app.press('Calculate scores');
    await app.see(/A went out with 2 pungs and kongs/);
    await app.press('Score anyway');
    await app.find('table', 'Score sheet');
    assert.equal(await east(), 'A');
    await rematch(app);
  },
);
