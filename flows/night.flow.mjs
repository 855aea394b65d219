import assert from 'node:assert/strict';
import { flow } from './flow.mjs';
import { drawUpNight, enterHand, paste, resultLink, tableLink, tableSeats } from './play.mjs';
import { NIGHT_OF_NINE as PLAYERS } from './stories.mjs';

flow('a club night: a table set up by its link in another browser, its result read back, the standings as worked by hand', async (app, open) => {
  await drawUpNight(app, { name: 'Thursday', players: PLAYERS, rounds: 1, hands: 1 });

  // Each seat's net, worked by hand: seat 1 is East and goes out with three
  // exposed pungs (26), paid double by each other player in the hand.
  const expected = new Map(PLAYERS.map((p) => [p, 0]));
  for (const table of ['Round 1, table 1', 'Round 1, table 2']) {
    const link = await tableLink(app, table);
    const tablet = await open();
    await tablet.go(link);
    await tablet.find('heading', table);
    const seats = await tableSeats(tablet);
    await tablet.press("Start this table's match");
    await tablet.find('table', 'Score sheet');
    await tablet.press('Score next hand');
    await enterHand(tablet, seats[0], { mahJong: true, counts: { 'Pung (2-8) exposed': 3 } });
    await tablet.press('Calculate scores');
    await tablet.see('The round is over: hand the result to the organiser.');
    const result = await resultLink(tablet);

    const inHand = seats.slice(0, 4);
    expected.set(inHand[0], expected.get(inHand[0]) + 2 * 26 * (inHand.length - 1));
    for (const p of inHand.slice(1)) expected.set(p, expected.get(p) - 2 * 26);
    await paste(app, "Result's link", result);
    await app.press('Read the result');
    await app.see(`${table}: result read.`);
  }

  // Each player's net points, by the standings' own column headings.
  const nets = async () => {
    const standings = await app.find('table', 'Standings');
    return app.eval((table) => {
      const headings = [...table.querySelectorAll('thead th')].map((th) => th.textContent.trim());
      const [player, net] = ['Player', 'Net points'].map((h) => headings.indexOf(h));
      return Object.fromEntries(
        [...table.querySelectorAll('tbody tr')].map((tr) => {
          const cells = [...tr.children].map((c) => c.textContent.trim());
          return [cells[player], cells[net].replace('\u2212', '-')];
        }),
      );
    }, standings);
  };
  const worked = Object.fromEntries([...expected].map(([p, n]) => [p, n > 0 ? `+${n}` : String(n)]));
  assert.deepEqual(await nets(), worked);
  await app.reload();
  assert.deepEqual(await nets(), worked, 'the standings kept');
});

/** A table's tablet: its match started from the link, East winning each of
 * `hands` hands; the result's link handed back. */
async function playTable(open, link, table, hands, onEnd) {
  const tablet = await open();
  await tablet.go(link);
  await tablet.find('heading', table);
  const [east] = await tableSeats(tablet);
  await tablet.press("Start this table's match");
  await tablet.find('table', 'Score sheet');
  for (let hand = 0; hand < hands; hand++) {
    await tablet.press('Score next hand');
    await enterHand(tablet, east, { mahJong: true, counts: { 'Pung (2-8) exposed': 3 } });
    await tablet.press('Calculate scores');
  }
  await onEnd?.(tablet);
  return resultLink(tablet);
}

flow('a result link opened from the start screen counts for the night; a short result is marked and warned before the next round', async (app, open) => {
  await drawUpNight(app, { name: 'Friday', players: PLAYERS, rounds: 2, hands: 2 });
  const links = [await tableLink(app, 'Round 1, table 1'), await tableLink(app, 'Round 1, table 2')];
  // A table's own link pasted where its result's belongs says which is which.
  await paste(app, "Result's link", links[0]);
  await app.press('Read the result');
  await app.see("This is a table's link, which sets up the table's tablet. Paste the result's link instead");

  // Table 1 stops after one of its two hands.
  const short = await playTable(open, links[0], 'Round 1, table 1', 1);
  // Table 2 plays its two, and is asked before a third.
  const whole = await playTable(open, links[1], 'Round 1, table 2', 2, async (tablet) => {
    await tablet.see('The round is over: hand the result to the organiser.');
    await tablet.press('Score next hand');
    await tablet.see("Round 1 ended after 2 hands. Another hand stays on this sheet but does not count in Friday's result. Play it anyway?");
    await tablet.press('Stop here');
    await tablet.gone('button', 'Play another hand');
    await tablet.find('button', 'Score next hand');
  });

  // The organiser opens each result's link as it comes, from anywhere.
  await app.go('./');
  await app.go(short);
  await app.see("This is Round 1, table 1's result for Friday, a club night kept on this device: 1 of 2 hands, short of the round.");
  await app.press('Keep it for Friday');
  await app.find('heading', 'Friday');
  await app.see("Round 1, table 1's result: kept for Friday.");
  await app.see('Result read: 1 of 2 hands, short of the round.');
  await app.go(whole);
  await app.see("This is Round 1, table 2's result for Friday, a club night kept on this device: 2 of 2 hands.");
  await app.press('Keep it for Friday');
  await app.see('Result read: 2 of 2 hands.');

  // Round 2 asks first while round 1 has a short result.
  await app.press('Start round 2');
  await app.see("Round 1 is not finished: table 1's result holds 1 of 2 hands, short of the round. Start round 2 anyway?");
  await app.press('Not yet');
  await app.gone('button', 'Start round 2 anyway');
  await app.press('Start round 2');
  await app.press('Start round 2 anyway');
  await app.see(/^Round 2 started at \d\d:\d\d\.$/);
});
