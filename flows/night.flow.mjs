import assert from 'node:assert/strict';
import { flow } from './flow.mjs';
import { enterHand, openSection } from './play.mjs';

const PLAYERS = ['Ann', 'Bob', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal', 'Ida'];

/** Keeps what the page copies, to hand it to another browser. */
function keepCopies(app) {
  return app.eval(() => {
    const write = navigator.clipboard.writeText.bind(navigator.clipboard);
    navigator.clipboard.writeText = (text) => {
      window.flowCopied = text;
      return write(text).catch(() => {});
    };
  });
}

/** Text pasted into a field, as a paste lands: all at once. */
async function paste(app, label, text) {
  const field = await app.field(label);
  await app.eval(
    (el, value) => {
      el.value = value;
      el.dispatchEvent(new Event('input', { bubbles: true }));
    },
    field,
    text,
  );
}

flow('a club night: a table set up by its link in another browser, its result read back, the standings as worked by hand', async (app, open) => {
  await openSection(app, 'History');
  await app.press('Draw up a club night');
  await app.fill('Night name', 'Thursday');
  await paste(app, 'Players, one a line', PLAYERS.join('\n'));
  await app.see('9 players typed.');
  await app.choose('Rounds', '1');
  await app.fill('Hands in a round', '1');
  await app.press('Draw up the night');
  await app.find('heading', 'Thursday');
  await app.press('Start round 1');
  await app.see(/^Round 1 started at \d\d:\d\d\.$/);
  await keepCopies(app);

  // Each seat's net, worked by hand: seat 1 is East and goes out with three
  // exposed pungs (26), paid double by each other player in the hand.
  const expected = new Map(PLAYERS.map((p) => [p, 0]));
  for (const table of ['Round 1, table 1', 'Round 1, table 2']) {
    await app.press(`Table's link, ${table}`);
    await app.until(() => app.eval(() => (window.flowCopied ?? '').includes('?table#')), "the table's link");
    const link = await app.eval(() => window.flowCopied);
    await app.eval(() => { window.flowCopied = ''; });

    const tablet = await open();
    await tablet.go(link);
    await tablet.find('heading', table);
    const seats = await tablet.eval(() =>
      [...document.querySelectorAll('.table-link__seats li')].map((li) => li.textContent.replace(/^Seat \d+( \(East for the first hand\))?: /, '')),
    );
    await tablet.press("Start this table's match");
    await tablet.find('table', 'Score sheet');
    await tablet.press('Score next hand');
    await enterHand(tablet, seats[0], { mahJong: true, counts: { 'Pung (2-8) exposed': 3 } });
    await tablet.press('Calculate scores');
    await tablet.see('The round is over: hand the result to the organiser.');
    await keepCopies(tablet);
    await tablet.press("Hand on the result's link");
    await tablet.until(() => tablet.eval(() => (window.flowCopied ?? '').includes('?shared#')), "the result's link");
    const result = await tablet.eval(() => window.flowCopied);

    const inHand = seats.slice(0, 4);
    expected.set(inHand[0], expected.get(inHand[0]) + 2 * 26 * (inHand.length - 1));
    for (const p of inHand.slice(1)) expected.set(p, expected.get(p) - 2 * 26);
    await paste(app, 'Result link', result);
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
