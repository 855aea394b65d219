// An independent check of the club night's seating figures: it reads the
// plans the `night_plan` example prints, checks each one seats every player
// once a round, counts every figure afresh, and holds the counts against the
// table in docs/seating.md and against the promises of SPEC §13.
// Run: node --test tests/seating/

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CSV_HEADER, DOCS_HEADER, FIGURES, figures, key, meetings, nightName, pairCounts, parseDocsTable, readNights, sizes } from './count.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));

// --- The counting, checked on plans worked by hand ---

const crlf = (lines) => lines.map((l) => `${l}\r\n`).join('');

// 8 players, two rounds of 4 + 4. Round 1: 1 2 3 4 | 5 6 7 8. Round 2:
// 2 1 5 6 | 3 7 8 4. Met in round 1: 12 pairs; round 2 meets 12 pairs of
// which 1-2, 5-6, 3-4 and 7-8 again: 20 met, 4 repeated, most 2. Seat 1:
// players 1 and 5, then 2 and 3: first East 0–1. No table of 3 or 5: 0–0.
const EIGHT = [
  '== 8 - 2\n',
  crlf([
    CSV_HEADER,
    ...[1, 2, 3, 4].map((p, i) => `1,1,${i + 1},Player ${p}`),
    ...[5, 6, 7, 8].map((p, i) => `1,2,${i + 1},Player ${p}`),
    ...[2, 1, 5, 6].map((p, i) => `2,1,${i + 1},Player ${p}`),
    ...[3, 7, 8, 4].map((p, i) => `2,2,${i + 1},Player ${p}`),
  ]),
].join('');

// 9 players asking for fives, two rounds of 4 + 5. Round 1: 1 2 3 4 |
// 5 6 7 8 9. Round 2: 1 2 5 6 | 7 3 4 8 9. Round 2's four repeats 1-2 and 5-6,
// its five 3-4, 7-8, 7-9 and 8-9: 6 repeated; met 16 + 16 - 6 = 26 of 36.
// At the fives: 3, 4, 5, 6 once, 7, 8, 9 twice, 1 and 2 never: 0–2. Seat 1:
// player 1 twice, 5 and 7 once: 0–2.
const NINE = [
  '== 9 5 2\n',
  crlf([
    CSV_HEADER,
    ...[1, 2, 3, 4].map((p, i) => `1,1,${i + 1},Player ${p}`),
    ...[5, 6, 7, 8, 9].map((p, i) => `1,2,${i + 1},Player ${p}`),
    ...[1, 2, 5, 6].map((p, i) => `2,1,${i + 1},Player ${p}`),
    ...[7, 3, 4, 8, 9].map((p, i) => `2,2,${i + 1},Player ${p}`),
  ]),
].join('');

test('the counting gives the figures worked by hand for 8 players and for 9 over two rounds', () => {
  const { byKey, problems } = readNights(EIGHT + NINE);
  assert.deepEqual(problems, []);
  assert.deepEqual([...byKey.keys()], ['8,-,2', '9,5,2']);
  const eight = byKey.get('8,-,2');
  assert.deepEqual(eight.plan, [
    [
      [1, 2, 3, 4],
      [5, 6, 7, 8],
    ],
    [
      [2, 1, 5, 6],
      [3, 7, 8, 4],
    ],
  ]);
  assert.deepEqual(figures(8, eight.plan), {
    pairs: '28',
    'pairs met': '20',
    'most meetings': '2',
    'repeated pairs': '4',
    'odd seats': '0–0',
    'first east': '0–1',
  });
  assert.deepEqual(figures(9, byKey.get('9,5,2').plan), {
    pairs: '36',
    'pairs met': '26',
    'most meetings': '2',
    'repeated pairs': '6',
    'odd seats': '0–2',
    'first east': '0–2',
  });
  const met = meetings(9, byKey.get('9,5,2').plan);
  assert.equal(met[7][9], 2);
  assert.equal(met[9][7], 2);
  assert.equal(met[1][9], 0);
  assert.equal(met[3][8], 1);
});

test('a broken plan is caught: a player twice, one missing, tables of six and two, a round short, a bare LF', () => {
  const text = [
    '== 8 - 3\n',
    crlf([
      CSV_HEADER,
      ...[1, 2, 3, 4].map((p, i) => `1,1,${i + 1},Player ${p}`),
      ...[5, 6, 7, 1].map((p, i) => `1,2,${i + 1},Player ${p}`),
      ...[1, 2, 3, 4, 5, 6].map((p, i) => `2,1,${i + 1},Player ${p}`),
    ]),
    '2,2,1,Player 7\n',
    '2,2,2,Player 8\r\n',
  ].join('');
  const { problems } = readNights(text);
  assert.deepEqual(problems, [
    'line 17 (8 players, 3 rounds): the line does not end in CRLF',
    '8 players, 3 rounds: rounds must be 1,2,3 but were 1,2',
    '8 players, 3 rounds: round 1 seats Player 1 2 times',
    '8 players, 3 rounds: round 1 seats Player 8 0 times',
    '8 players, 3 rounds: round 2 table 1 seats 6, not 3 to 5',
    '8 players, 3 rounds: round 2 table 2 seats 2, not 3 to 5',
  ]);
});

test('the docs table is read by night, every figure as written', () => {
  const markdown = ['Text before.', '', '```', DOCS_HEADER, '9,5,2,4+5,36,26,2,6,0–2,0–2', '```', ''].join('\n');
  const rows = parseDocsTable(markdown);
  assert.deepEqual([...rows.keys()], ['9,5,2']);
  assert.deepEqual(rows.get('9,5,2'), {
    players: '9',
    prefer: '5',
    rounds: '2',
    tables: '4+5',
    pairs: '36',
    'pairs met': '26',
    'most meetings': '2',
    'repeated pairs': '6',
    'odd seats': '0–2',
    'first east': '0–2',
  });
});

// --- The example's plans ---

let run;
let example;
/** The example's output, run once (a failed run too): every night, checked and counted. */
function examplePlans() {
  run ??= spawnSync('cargo', ['run', '--release', '--quiet', '--example', 'night_plan', 'plans'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 1 << 30,
  });
  assert.equal(run.status, 0, `the example failed: ${run.error ?? ''}${run.stderr?.slice(-4000)}`);
  example ??= readNights(run.stdout);
  assert.ok(example.byKey.size > 0, 'the example printed no night');
  return example;
}

const docsRows = () => parseDocsTable(readFileSync(new URL('../../docs/seating.md', import.meta.url), 'utf8'));

test('every plan seats each of its players exactly once a round, at tables of 3 to 5', () => {
  assert.deepEqual(examplePlans().problems, []);
});

test('the docs table and the example list the same nights', () => {
  const printed = [...examplePlans().byKey.keys()];
  const documented = [...docsRows().keys()];
  assert.deepEqual(
    {
      'printed, not in the docs': printed.filter((k) => !documented.includes(k)),
      'in the docs, not printed': documented.filter((k) => !printed.includes(k)),
    },
    { 'printed, not in the docs': [], 'in the docs, not printed': [] },
  );
});

test("every round's tables are the sizes the docs give the night", () => {
  const docs = docsRows();
  const wrong = [];
  for (const [k, night] of examplePlans().byKey) {
    const row = docs.get(k);
    if (!row) continue;
    const want = sizes(row.tables.split('+').map(Number));
    night.plan.forEach((round, i) => {
      const got = sizes(round.map((table) => table.length));
      if (got !== want) wrong.push(`${nightName(night)}: round ${i + 1} has tables ${got}, the docs ${row.tables}`);
    });
  }
  assert.deepEqual(wrong, []);
});

test('every figure counted from the plans is the one in the docs table', () => {
  const docs = docsRows();
  const wrong = [];
  for (const [k, night] of examplePlans().byKey) {
    const row = docs.get(k);
    if (!row) continue;
    const counted = figures(night.players, night.plan);
    for (const figure of FIGURES) {
      if (counted[figure] !== row[figure]) {
        wrong.push(`${nightName(night)}: ${figure} is ${counted[figure]} in the plan, ${row[figure]} in the docs`);
      }
    }
  }
  assert.deepEqual(wrong, []);
});

/** The plan of one night the example printed. */
function planOf(players, prefer, rounds) {
  const night = examplePlans().byKey.get(key(players, prefer, rounds));
  assert.ok(night, `the example prints no plan for ${nightName({ players, prefer, rounds })}`);
  return night.plan;
}

test('9 players asking for fives over 2 rounds repeat exactly 6 pairs (SPEC §13)', () => {
  assert.equal(figures(9, planOf(9, '5', 2))['repeated pairs'], '6');
});

test('20 players over 5 rounds meet no one twice (SPEC §13)', () => {
  const counted = figures(20, planOf(20, '-', 5));
  assert.equal(counted['most meetings'], '1');
  assert.equal(counted['repeated pairs'], '0');
});

test('16 players over 5 rounds meet every other player exactly once (SPEC §13)', () => {
  const counts = pairCounts(16, meetings(16, planOf(16, '-', 5)));
  assert.equal(counts.length, 120);
  assert.deepEqual(
    counts.filter((n) => n !== 1),
    [],
  );
});
