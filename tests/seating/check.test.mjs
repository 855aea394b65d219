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

const root = fileURLToPath(new URL('../../', import.meta.url));

const DOCS_HEADER =
  'players,prefer,rounds,tables,pairs,pairs met,most meetings,repeated pairs,odd seats,first east';
const CSV_HEADER = 'round,table,seat,player';
const FIGURES = ['pairs', 'pairs met', 'most meetings', 'repeated pairs', 'odd seats', 'first east'];

/** A night's key, as both the docs and the example name it. */
const key = (players, prefer, rounds) => `${players},${prefer},${rounds}`;

/** A night in words, for failure messages. */
function nightName({ players, prefer, rounds }) {
  const asking = { 5: ' asking for fives', 3: ' asking for threes', '-': '' }[prefer];
  return `${players} players${asking}, ${rounds} round${rounds === 1 ? '' : 's'}`;
}

/**
 * Splits the example's output into nights: each `== players prefer rounds`
 * line, then that night's CSV. Returns the nights and every problem met
 * (a malformed line, a line of CSV without its CR).
 */
export function parsePlans(text) {
  const nights = [];
  const problems = [];
  let night = null;
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  lines.forEach((raw, index) => {
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    const where = `line ${index + 1}`;
    const heading = /^== (\d+) (5|3|-) (\d+)$/.exec(line);
    if (heading) {
      night = {
        players: Number(heading[1]),
        prefer: heading[2],
        rounds: Number(heading[3]),
        rows: [],
        header: false,
      };
      nights.push(night);
      return;
    }
    if (line === '') return;
    if (night === null) {
      problems.push(`${where}: ${JSON.stringify(line)} comes before any night's heading`);
      return;
    }
    if (!raw.endsWith('\r')) problems.push(`${where} (${nightName(night)}): the line does not end in CRLF`);
    if (!night.header) {
      if (line === CSV_HEADER) night.header = true;
      else problems.push(`${where} (${nightName(night)}): the CSV header must be ${CSV_HEADER} but was ${line}`);
      return;
    }
    const row = /^(\d+),(\d+),(\d+),Player (\d+)$/.exec(line);
    if (!row) {
      problems.push(`${where} (${nightName(night)}): not a row of round,table,seat,Player N: ${line}`);
      return;
    }
    const [round, table, seat, player] = row.slice(1).map(Number);
    night.rows.push({ round, table, seat, player });
  });
  for (const n of nights) {
    if (!n.header) problems.push(`${nightName(n)}: no CSV header`);
  }
  return { nights, problems };
}

/**
 * Builds a night's rounds (each a list of tables, each its players in seat
 * order) from its rows, with every way the plan breaks the rules: a round
 * missing or extra, tables or seats not counted 1, 2, 3…, a table not of 3 to
 * 5, a player missing from a round, seated twice, or not of the night.
 */
export function seatPlan(night) {
  const problems = [];
  const name = nightName(night);
  const byRound = new Map();
  for (const { round, table, seat, player } of night.rows) {
    if (!byRound.has(round)) byRound.set(round, new Map());
    const tables = byRound.get(round);
    if (!tables.has(table)) tables.set(table, new Map());
    const seats = tables.get(table);
    if (seats.has(seat)) problems.push(`${name}: round ${round} table ${table} seat ${seat} is given twice`);
    seats.set(seat, player);
  }
  const roundNumbers = [...byRound.keys()].sort((a, b) => a - b);
  const expectedRounds = Array.from({ length: night.rounds }, (_, i) => i + 1);
  if (roundNumbers.join() !== expectedRounds.join()) {
    problems.push(`${name}: rounds must be ${expectedRounds.join(',')} but were ${roundNumbers.join(',')}`);
  }
  const rounds = roundNumbers.map((round) => {
    const tables = byRound.get(round);
    const tableNumbers = [...tables.keys()].sort((a, b) => a - b);
    if (tableNumbers.some((t, i) => t !== i + 1)) {
      problems.push(`${name}: round ${round}'s tables are numbered ${tableNumbers.join(',')}`);
    }
    const seated = tableNumbers.map((t) => {
      const seats = tables.get(t);
      const seatNumbers = [...seats.keys()].sort((a, b) => a - b);
      if (seatNumbers.some((s, i) => s !== i + 1)) {
        problems.push(`${name}: round ${round} table ${t}'s seats are numbered ${seatNumbers.join(',')}`);
      }
      if (seats.size < 3 || seats.size > 5) {
        problems.push(`${name}: round ${round} table ${t} seats ${seats.size}, not 3 to 5`);
      }
      return seatNumbers.map((s) => seats.get(s));
    });
    const times = new Map();
    for (const player of seated.flat()) times.set(player, (times.get(player) ?? 0) + 1);
    for (let p = 1; p <= night.players; p++) {
      const n = times.get(p) ?? 0;
      if (n !== 1) problems.push(`${name}: round ${round} seats Player ${p} ${n} times`);
    }
    for (const p of times.keys()) {
      if (p < 1 || p > night.players) problems.push(`${name}: round ${round} seats Player ${p}, not of the night`);
    }
    return seated;
  });
  return { rounds, problems };
}

/** How many times each pair of players sits at one table: meetings[a][b]. */
export function meetings(players, rounds) {
  const met = Array.from({ length: players + 1 }, () => new Array(players + 1).fill(0));
  for (const round of rounds) {
    for (const table of round) {
      for (let i = 0; i < table.length; i++) {
        for (let j = i + 1; j < table.length; j++) {
          met[table[i]][table[j]] += 1;
          met[table[j]][table[i]] += 1;
        }
      }
    }
  }
  return met;
}

/** Every pair's meetings, one number a pair. */
function pairCounts(players, met) {
  const counts = [];
  for (let a = 1; a <= players; a++) {
    for (let b = a + 1; b <= players; b++) counts.push(met[a][b]);
  }
  return counts;
}

/** Fewest and most of a per-player count, written as the docs write it. */
function span(perPlayer) {
  return `${Math.min(...perPlayer)}–${Math.max(...perPlayer)}`;
}

/** A plan's figures, each as docs/seating.md writes it. */
export function figures(players, rounds) {
  const counts = pairCounts(players, meetings(players, rounds));
  const odd = new Array(players + 1).fill(0);
  const east = new Array(players + 1).fill(0);
  for (const round of rounds) {
    for (const table of round) {
      if (table.length === 3 || table.length === 5) for (const p of table) odd[p] += 1;
      east[table[0]] += 1;
    }
  }
  return {
    pairs: String(counts.length),
    'pairs met': String(counts.filter((n) => n >= 1).length),
    'most meetings': String(Math.max(...counts)),
    'repeated pairs': String(counts.filter((n) => n >= 2).length),
    'odd seats': span(odd.slice(1)),
    'first east': span(east.slice(1)),
  };
}

/** Table sizes, smallest first, for comparing as a multiset. */
const sizes = (list) => [...list].sort((a, b) => a - b).join('+');

/** The rows of the whole-table CSV block in a Markdown text, by night. */
export function parseDocsTable(markdown) {
  const lines = markdown.split(/\r?\n/);
  const start = lines.findIndex((line, i) => line === '```' && lines[i + 1] === DOCS_HEADER);
  assert.notEqual(start, -1, `no fenced block starting ${DOCS_HEADER}`);
  const rows = new Map();
  const columns = DOCS_HEADER.split(',');
  for (const line of lines.slice(start + 2)) {
    if (line === '```') return rows;
    const cells = line.split(',');
    assert.equal(cells.length, columns.length, `docs row ${line} must have ${columns.length} cells`);
    const row = Object.fromEntries(columns.map((c, i) => [c, cells[i]]));
    const k = key(row.players, row.prefer, row.rounds);
    assert.ok(!rows.has(k), `docs list ${k} twice`);
    rows.set(k, row);
  }
  assert.fail('the docs table has no closing fence');
}

/** Every night in the example's output, checked and counted, by key. */
function readNights(text) {
  const { nights, problems } = parsePlans(text);
  const byKey = new Map();
  for (const night of nights) {
    const k = key(night.players, night.prefer, night.rounds);
    if (byKey.has(k)) problems.push(`${nightName(night)} is printed twice`);
    const plan = seatPlan(night);
    problems.push(...plan.problems);
    byKey.set(k, { ...night, plan: plan.rounds });
  }
  return { byKey, problems };
}

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
  assert.deepEqual(counts.filter((n) => n !== 1), []);
});
