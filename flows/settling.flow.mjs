import assert from 'node:assert/strict';
import { flow, keepScreenshot } from './flow.mjs';
import { enterHand, expectMarks, expectRow, expectScore, limitThisMatch, openSection, openTab, seatsShown, startMatch } from './play.mjs';

flow('a hand nobody won is scored by house rule, or drawn; the sheet marks who was East, the drawn hand and the goulash after it', async (app) => {
  await startMatch(app, ['Jenny', 'Jane', 'Fred', 'Bob']);
  await app.press('Score next hand');
  await enterHand(app, 'Jenny', { counts: { 'Pung (2-8) exposed': 1 } });
  await enterHand(app, 'Jane', { counts: { 'Pung (2-8) concealed': 1 } });
  await enterHand(app, 'Fred', { counts: { 'Pung (1, 9, winds, dragons) concealed': 1 } });
  await enterHand(app, 'Bob', { counts: { 'Kong (1, 9, winds, dragons) concealed': 1, 'Dragon sets': 1 } });
  await expectScore(app, '64');
  await app.press('Calculate scores');
  await app.see('Nobody declared Mah-Jong.');
  await app.press('Score it anyway');
  await expectRow(app, '1', ['-140', '-60', '-40', '240', '2', '4', '8', '64']);
  await app.see('Bob receives 56 from Fred, 60 from Jane and 124 from Jenny.');
  // Scored without a winner: the winds stay.
  assert.equal((await seatsShown(app)).East, 'Jenny');

  await app.press('Score next hand');
  await app.press('Calculate scores');
  await app.press('Drawn hand');
  await expectRow(app, '2', ['0', '0', '0', '0']);
  await app.see(/played as a goulash/);
  await app.press('Score next hand');
  assert.equal(await app.checked('Goulash hand'), true);
  await enterHand(app, 'Jane', { mahJong: true, counts: { 'Pung (2-8) exposed': 4 } });
  await app.press('Calculate scores');
  await expectMarks(app, '2', 'East round, Jenny East, drawn');
  await expectMarks(app, '3', 'East round, Jenny East, goulash');

  // A correction cancelled unchanged asks nothing; one with changes asks first.
  await app.press('Change hand 3');
  await app.press('Cancel');
  await app.find('button', 'Score next hand');
  assert.equal((await app.all('text', /thrown away/)).length, 0);
  await app.press('Change hand 3');
  await openTab(app, 'Bob');
  await app.press('Increase Flowers');
  await app.press('Cancel');
  await app.see('Stop correcting hand 3? It stays on the score sheet as it was, and the changes are thrown away.');
  await app.press('Stop correcting');
  await app.see('Hand 3 stays on the score sheet as it was: the changes to it were thrown away.');
});

/** Set-up says every problem at once, in words and grouped digits. */
async function setUpWrong(app) {
  await app.fill('Player 1', 'Rod');
  await app.fill('Player 2', 'Bill');
  await app.fill('Starting points', '-5');
  await app.press('Start match');
  await app.see('Starting points must be from 0 to 1,000,000,000,000 but were -5.');
  await app.see('Player 3 needs a name.');
  await app.fill('Starting points', 'lots');
  await app.see('Starting points must be a whole number, such as 2000.');
  await app.see('Player 3 needs a name.');
  await app.fill('Starting points', '2000');
}

/** Two players: the winner's 320 is short of the two-player minimum, so the
 * table is asked, and the loser holding 416 pays 224. */
async function twoPlayers(app) {
  await startMatch(app, ['Jane', 'Jenny']);
  await app.press('Score next hand');
  await enterHand(app, 'Jane', {
    counts: { 'Pung (1, 9, winds, dragons) concealed': 2, 'Kong (1, 9, winds, dragons) concealed': 1, 'Dragon sets': 1, Seasons: 1 },
    ticks: [/^Pung\/Kong of own wind/],
  });
  await expectScore(app, '416');
  await enterHand(app, 'Jenny', {
    mahJong: true,
    counts: { 'Pung (2-8) exposed': 2, 'Pung (1, 9, winds, dragons) exposed': 2, 'Dragon sets': 1, Flowers: 1, Seasons: 1 },
    ticks: [/^Pung\/Kong of own wind/, 'Own flower'],
  });
  await expectScore(app, '320');
  await app.press('Calculate scores');
  await app.see(/two-player game going out needs 4 doubles or 500 points/);
  await app.press('Score anyway');
  await expectRow(app, '1', ['-224', '224', '416', '320 (Mah-Jong)']);
  assert.deepEqual(await seatsShown(app), { East: 'Jenny', West: 'Jane' });
}

/** Three sit East, South and West, and East pays double. */
async function threePlayers(app) {
  await startMatch(app, ['Ann', 'Bea', 'Cy']);
  assert.deepEqual(await seatsShown(app), { East: 'Ann', South: 'Bea', West: 'Cy' });
  await app.press('Score next hand');
  await enterHand(app, 'Ann', { counts: { 'Pung (2-8) exposed': 1 } });
  await enterHand(app, 'Bea', { mahJong: true, counts: { 'Pung (2-8) exposed': 4 } });
  await expectScore(app, '28');
  await app.press('Calculate scores');
  await expectRow(app, '1', ['-52', '84', '-32']);
  assert.equal((await seatsShown(app)).East, 'Bea');
}

/** Five: the one sitting out neither pays nor receives, and comes in as North. */
async function fivePlayers(app) {
  await startMatch(app, ['Ann', 'Bea', 'Cy', 'Di', 'Ed'], { sitsOut: 'Cy' });
  await app.see('Sitting out: Cy');
  await app.press('Score next hand');
  await app.see('Cy sits out this hand.');
  assert.equal((await app.all('tab', null)).length, 4);
  await enterHand(app, 'Bea', { mahJong: true, counts: { 'Pung (2-8) exposed': 4 } });
  await app.press('Calculate scores');
  await expectRow(app, '1', ['-112', '224', 'sits out', '-56', '-56']);
  await app.see('Sitting out: Ann');
  const seats = await seatsShown(app);
  assert.equal(seats.East, 'Bea');
  assert.equal(seats.North, 'Cy');
}

/** The players screen counts a match by the preset it started with, and
 * keeps the choice for the visit. */
async function countedByRules(app, kept) {
  await openSection(app, 'Players');
  await app.see(`Counting ${kept} of ${kept} kept matches.`);
  await app.choose('House rules', "Rules that are no preset's");
  await app.see(`Counting 0 of ${kept} kept matches. None falls within these days and rules.`);
  await app.gone('table', 'Standings across matches');
  await app.choose('House rules', 'BMJA preset');
  await app.see(`Counting ${kept} of ${kept} kept matches.`);
  await openSection(app, 'History');
  await openSection(app, 'Players');
  assert.equal(await app.value('House rules'), 'preset:BMJA');
}

flow(
  'set-up says every problem at once; matches of two, three and five players seat and settle as the rules say, and are counted by their rules',
  async (app) => {
    await app.go('?players');
    await app.see('No matches are kept yet: the standings fill in as matches are played.');
    await app.go('?new');
    await setUpWrong(app);
    for (const match of [twoPlayers, threePlayers, fivePlayers]) {
      if (match !== twoPlayers) {
        await openSection(app, 'History');
        await app.press('New match');
      }
      await match(app);
    }
    await countedByRules(app, 3);
  },
);

flow("each term of a hand's working leads to its rule in the guide, with the match's values, and back; the payments lead to settling up", async (app) => {
  await app.size(1024, 768);
  await startMatch(app, ['A', 'B', 'C', 'D']);
  await limitThisMatch(app, 50);
  await openSection(app, 'Match');
  await app.press('Score next hand');
  await enterHand(app, 'B', { mahJong: true, counts: { 'Pung (2-8) exposed': 4 } });
  await expectScore(app, '50');
  await keepScreenshot(app, 'working-terms');
  // The entry a term opens at holds the focus: where the players look.
  const focused = () => app.eval(() => [document.activeElement?.id ?? '', document.activeElement?.textContent ?? '']);
  const opensAt = async (term, id, text) => {
    await app.press(`${term}: its rule in the guide`);
    await app.find('heading', 'Rules guide');
    await app.until(async () => (await focused())[0] === id, `the guide open at ${id}`);
    assert.match((await focused())[1], text);
  };
  await opensAt('4 exposed minor pungs 8', 'guide-exposed-minor-pung', /Pung \(2-8\) exposed\s*2/);
  await app.press('Back to the hand');
  await opensAt('× 2 no chows', 'guide-double-no-chows', /No chows\s*× 2/);
  await keepScreenshot(app, 'guide-at-a-term');
  await app.press('Back to the hand');
  // The limit of this match, not BMJA's.
  await opensAt('limit 50', 'guide-limit', /the limit of 50 points/);
  await app.press('Back to the hand');
  await expectScore(app, '50');

  await app.press('Calculate scores');
  await app.see('B receives 100 from A, 50 from C and 50 from D.');
  await app.press('How the payments are worked out');
  await app.until(async () => (await focused())[0] === 'guide-settling', 'the guide open at settling up');
  await app.press('Back to the match');
  await app.see('B receives 100 from A, 50 from C and 50 from D.');
});
