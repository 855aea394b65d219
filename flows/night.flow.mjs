import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { flow, keepScreenshot } from './flow.mjs';
import { drawUpNight, enterHand, limitThisMatch, openSection, paste, resultLink, tableLink, tableSeats } from './play.mjs';
import { NIGHT_OF_NINE as PLAYERS } from './stories.mjs';

/** The tables of a round, as the plan names them: "Round r, table t". */
async function tablesOf(app, round) {
  const headings = await app.all('heading', new RegExp(`^Round ${round}, table \\d+$`));
  return Promise.all(headings.map((heading) => app.text(heading)));
}

/** A table's tablet, a browser of its own: it opens the table's link and
 * starts the match, seat 1 goes out with three exposed pungs (26 points) in
 * the round's one hand, and the result's link is handed back. */
async function playOneHand(open, link, table, shots) {
  const tablet = await open();
  await tablet.go(link);
  await tablet.find('heading', table);
  const seats = await tableSeats(tablet);
  if (shots) await keepScreenshot(tablet, 'club-night-table-link');
  await tablet.press("Start this table's match");
  await tablet.find('table', 'Score sheet');
  await tablet.find('text', table, await tablet.find('region', 'Club night table'));
  await tablet.press('Score next hand');
  await enterHand(tablet, seats[0], { mahJong: true, counts: { 'Pung (2-8) exposed': 3 } });
  await tablet.press('Calculate scores');
  await tablet.see('The round is over: hand the result to the organiser.');
  if (shots) {
    await tablet.press("Show the result's QR code");
    await tablet.find('img', "QR code of the link to this table's result");
    await keepScreenshot(tablet, 'club-night-table-result');
  }
  const result = await resultLink(tablet);
  await tablet.close();
  return { seats, result };
}

/** Each player's net points, by the standings' own column headings. */
async function nets(app) {
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
}

/** Whether the print stylesheet leaves an element out. */
function hiddenInPrint(app, element) {
  return app.eval((el) => {
    const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]);
    const print = rules.filter((rule) => rule instanceof CSSMediaRule && rule.media.mediaText.includes('print'));
    const hiding = print.flatMap((rule) => [...rule.cssRules]).filter((rule) => /display:\s*none/.test(rule.cssText));
    return hiding.some((rule) => el.closest(rule.selectorText) !== null);
  }, element);
}

/** The plan printed: the browser's print asked for once, the plan alone in it. */
async function printPlan(app) {
  await app.eval(() => {
    window.printed = 0;
    window.print = () => {
      window.printed += 1;
    };
  });
  await app.press('Print the plan');
  await app.until(() => app.eval(() => window.printed === 1), 'the print dialog asked for');
  assert.equal(await hiddenInPrint(app, await app.find('heading', 'Round 2, table 1')), false, 'the plan printed');
  assert.equal(await hiddenInPrint(app, await app.find('navigation', 'Sections')), true, 'the sections left out');
  assert.equal(await hiddenInPrint(app, await app.find('table', 'Standings')), true, 'the standings left out');
}

flow(
  'a night of nine over two rounds: tables set up by link in browsers of their own, results back by link, the standings as worked by hand',
  async (app, open) => {
    await drawUpNight(app, { name: 'Thursday', players: PLAYERS, rounds: 2, hands: 1 });
    await keepScreenshot(app, 'club-night-organiser');
    // Each seat's net, worked by hand: seat 1 is East and wins 26, paid double
    // by each other player in the hand (2 × 26); at a table of five the fifth
    // seat sits the first hand out.
    const expected = new Map(PLAYERS.map((p) => [p, 0]));
    const read = async (table, { seats, result }) => {
      const inHand = seats.slice(0, 4);
      expected.set(inHand[0], expected.get(inHand[0]) + 2 * 26 * (inHand.length - 1));
      for (const p of inHand.slice(1)) expected.set(p, expected.get(p) - 2 * 26);
      await paste(app, "Result's link", result);
      await app.press('Read the result');
      await app.find('status', `${table}: result read.`);
    };
    const played = [];
    for (const table of await tablesOf(app, 1)) {
      played.push(await playOneHand(open, await tableLink(app, table), table, played.length === 0));
      await read(table, played.at(-1));
    }
    // A round-2 result before round 2 starts is refused, saying why.
    const [early, ...rest] = await tablesOf(app, 2);
    const earlyResult = await playOneHand(open, await tableLink(app, early), early);
    await paste(app, "Result's link", earlyResult.result);
    await app.press('Read the result');
    await app.find('alert', 'This result is for round 2, which has not been started: the night is in round 1.');
    await app.press('Start round 2');
    await app.see(/^Round 2 started at \d\d:\d\d\.$/);
    await read(early, earlyResult);
    for (const table of rest) await read(table, await playOneHand(open, await tableLink(app, table), table));

    const worked = Object.fromEntries([...expected].map(([p, n]) => [p, n > 0 ? `+${n.toLocaleString('en-GB')}` : n.toLocaleString('en-GB')]));
    assert.equal(
      [...expected.values()].reduce((a, b) => a + b, 0),
      0,
      'the nets sum to nothing',
    );
    assert.deepEqual(await nets(app), worked);
    // The same table's result read again is known as the same table's.
    await paste(app, "Result's link", played[0].result);
    await app.press('Read the result');
    await app.see('the match kept for this table is brought up to date.');
    await app.reload();
    assert.deepEqual(await nets(app), worked, 'the standings kept');
    await printPlan(app);
  },
);

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

flow(
  "a round's start pressed by mistake is taken back; another night's result is refused, saying why, and read from a file on its own night",
  async (app, open) => {
    // A name beside the same name spaced otherwise is one player: refused.
    await openSection(app, 'Club nights');
    await paste(app, 'Players, one a line', [...PLAYERS, 'bill  smith', 'Bill Smith'].join('\n'));
    await app.press('Draw up the night');
    await app.see('Bill Smith is named twice: give each player one line.');
    await drawUpNight(app, { name: 'Wednesday', players: PLAYERS, rounds: 2, hands: 1 });
    await app.press('Undo starting round 1');
    await app.see(/^Round 1 has not started/);
    await app.press('Start round 1');
    await app.see(/^Round 1 started at \d\d:\d\d\.$/);
    const [table] = await tablesOf(app, 1);
    const { result } = await playOneHand(open, await tableLink(app, table), table);

    await drawUpNight(app, { name: 'Thursday', players: PLAYERS, rounds: 2, hands: 1, start: false });
    await paste(app, "Result's link", result);
    await app.press('Read the result');
    await app.find('alert', 'This result is from another night (Wednesday), not this one');

    // The same result as a file (as for a match too long for a link) is read
    // on its own night's screen, and the start can no longer be taken back.
    const text = gunzipSync(Buffer.from(result.split('#')[1].split('.')[2], 'base64url')).toString('utf8');
    const path = join(mkdtempSync(join(tmpdir(), 'flows-')), 'result.json');
    writeFileSync(path, text);
    await openSection(app, 'History');
    await app.press('Open Wednesday');
    await (await app.field('Read a result file')).sendKeys(path);
    await app.find('status', `${table}: result read.`);
    await app.gone('button', 'Undo starting round 1');
  },
);

flow("every table shows the rules' check, and a table that played under other rules is marked on the organiser's plan with what differs", async (app, open) => {
  await drawUpNight(app, { name: 'Friday', players: PLAYERS, rounds: 2, hands: 1 });
  await app.see('Rules check: 5S84');
  const link = await tableLink(app, 'Round 1, table 1');
  const tablet = await open();
  await tablet.go(link);
  await tablet.find('heading', 'Round 1, table 1');
  await tablet.see('Scored by: Limit 1,000 · Mah-Jong 20 · BMJA rules. Rules check: 5S84.');
  const [east] = await tableSeats(tablet);
  await tablet.press("Start this table's match");
  await tablet.find('table', 'Score sheet');
  // The table plays to a limit of its own.
  await limitThisMatch(tablet, 500);
  await tablet.press('Score next hand');
  await tablet.see('Scored by: Limit 500 · Mah-Jong 20 · 1 change from BMJA. Rules check: AM1M. Changed: Limit 500 (BMJA 1,000).');
  await enterHand(tablet, east, { mahJong: true, counts: { 'Pung (2-8) exposed': 3 } });
  await tablet.press('Calculate scores');
  await tablet.find('table', 'Score sheet');
  await paste(app, "Result's link", await resultLink(tablet));
  await app.press('Read the result');
  await app.see('Result read: 1 of 1 hands.');
  await app.see("Played under other rules (Rules check: AM1M): Limit 500 (the night's 1,000).");
  await app.eval(() => document.querySelector('.night-table__apart').scrollIntoView({ block: 'center' }));
  await keepScreenshot(app, 'night-table-under-other-rules');
});
