// Independent checker for the re-drawn Mah-Jong club-night seating plan printed by
// `cargo run --release --quiet --example night_redraw`. For every night it parses
// the "before" and "after" CSV plans and checks: structure and numbering, the
// rosters before and after two late arrivals and one early leaver, that started
// rounds are untouched, table sizes, opponent spreading and first-East rotation.
// It shares no code with the Rust side; it is written from the plain description.
//
// Run from the repository root:      node --test tests/seating/
// Check a saved output (no cargo):   REDRAW_OUTPUT=/path/to/output.txt node --test tests/seating/
//
// Format choice: a CSV line (header or row) that does not end with "\r\n" is
// REJECTED (reported by the structure rule), because the format promises CRLF.
// Wholly empty lines are skipped.

import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const HEADER = 'round,table,seat,player';
const LEAVER = 'Player 5';
const LATE = ['Late 1', 'Late 2'];

// ---------- small helpers ----------

const playerName = (n) => `Player ${n}`;
const byNumber = (a, b) => a - b;
const range = (from, to) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

function groupBy(items, key) {
  const groups = new Map();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

function duplicates(values) {
  const [seen, twice] = [new Set(), new Set()];
  for (const v of values) (seen.has(v) ? twice : seen).add(v);
  return [...twice];
}

const tablesOf = (plan, round) => plan?.rounds[round - 1] ?? [];
const playersOf = (plan, round) => tablesOf(plan, round).flat();

// ---------- parser: text -> nights ----------

function parseOutput(text) {
  const [nights, problems] = [[], []];
  let [night, plan] = [null, null];
  text.split('\n').forEach((raw, i) => {
    const where = `line ${i + 1}`;
    if (raw === '') return;
    if (raw.startsWith('== ')) {
      [night, plan] = [newNight(raw, where), null];
      nights.push(night);
    } else if (!night) {
      problems.push(`${where}: text before the first night: ${JSON.stringify(raw)}`);
    } else if (raw.startsWith('-- ')) {
      plan = startPlan(night, raw, where);
    } else if (!plan) {
      night.formatProblems.push(`${where}: CSV line outside a "-- before"/"-- after" section`);
    } else {
      readCsvLine(night, plan, raw, where);
    }
  });
  nights.forEach(finishNight);
  return { nights, problems };
}

function newNight(raw, where) {
  const m = /^== (\d+) (\d+) (\d+)$/.exec(raw);
  const [players, rounds, started] = m ? m.slice(1).map(Number) : [NaN, NaN, NaN];
  const night = { players, rounds, started, before: null, after: null, formatProblems: [] };
  night.label = `night at ${where} (${players} players, ${rounds} rounds, ${started} started)`;
  if (!m) night.formatProblems.push(`${where}: bad night line ${JSON.stringify(raw)}`);
  return night;
}

function startPlan(night, raw, where) {
  const name = { '-- before': 'before', '-- after': 'after' }[raw];
  if (!name) return void night.formatProblems.push(`${where}: unknown section line ${JSON.stringify(raw)}`);
  if (night[name]) night.formatProblems.push(`${where}: second "${raw}" section in one night`);
  night[name] = { rows: [], sawHeader: false, rounds: [] };
  return night[name];
}

function readCsvLine(night, plan, raw, where) {
  if (!raw.endsWith('\r')) night.formatProblems.push(`${where}: CSV line lacks CRLF: ${JSON.stringify(raw)}`);
  const line = raw.replace(/\r$/, '');
  if (!plan.sawHeader) {
    plan.sawHeader = true;
    if (line !== HEADER) night.formatProblems.push(`${where}: expected header "${HEADER}", got ${JSON.stringify(line)}`);
    return;
  }
  const fields = line.split(',');
  const numbers = fields.slice(0, 3).map((f) => (/^[1-9]\d*$/.test(f) ? Number(f) : null));
  if (fields.length !== 4 || numbers.includes(null) || fields[3] === '') {
    return void night.formatProblems.push(`${where}: malformed row ${JSON.stringify(line)}`);
  }
  const [round, table, seat] = numbers;
  plan.rows.push({ round, table, seat, player: fields[3] });
}

function finishNight(night) {
  for (const name of ['before', 'after']) {
    if (night[name]) night[name].rounds = nestRows(night[name].rows);
    else night.formatProblems.push(`the "-- ${name}" section is missing`);
  }
}

// rows -> rounds (index round-1) -> tables (in table order) -> players (in seat order)
function nestRows(rows) {
  const byRound = groupBy(rows, (r) => r.round);
  return range(1, Math.max(0, ...byRound.keys())).map((round) => {
    const byTable = groupBy(byRound.get(round) ?? [], (r) => r.table);
    return [...byTable.keys()].sort(byNumber).map((t) =>
      byTable
        .get(t)
        .sort((a, b) => a.seat - b.seat)
        .map((r) => r.player),
    );
  });
}

// ---------- rules: each returns a list of problem strings for one night ----------

// Rule 1: format, numbering without gaps, each player once a round, tables of 3..5.
function checkStructure(night) {
  const problems = [...night.formatProblems];
  for (const name of ['before', 'after'].filter((n) => night[n])) {
    problems.push(...planStructureProblems(night[name], night.rounds).map((p) => `${name}: ${p}`));
  }
  return problems;
}

function planStructureProblems(plan, roundCount) {
  const problems = [];
  const byRound = groupBy(plan.rows, (r) => r.round);
  problems.push(...numberingProblems('rounds', [...byRound.keys()], roundCount));
  for (const round of [...byRound.keys()].sort(byNumber)) {
    const rows = byRound.get(round);
    const byTable = groupBy(rows, (r) => r.table);
    problems.push(...numberingProblems(`round ${round}: tables`, [...byTable.keys()]));
    problems.push(...duplicates(rows.map((r) => r.player)).map((p) => `round ${round}: ${p} is seated twice`));
    for (const table of [...byTable.keys()].sort(byNumber)) {
      const seats = byTable.get(table).map((r) => r.seat);
      problems.push(...numberingProblems(`round ${round} table ${table}: seats`, seats));
      if (seats.length < 3 || seats.length > 5) problems.push(`round ${round} table ${table}: ${seats.length} players`);
    }
  }
  return problems;
}

function numberingProblems(what, numbers, expected = Math.max(0, ...numbers)) {
  const problems = duplicates(numbers).map((n) => `${what}: ${n} used more than once`);
  const seen = new Set(numbers);
  for (const n of range(1, expected)) if (!seen.has(n)) problems.push(`${what}: ${n} missing`);
  const extra = [...seen].filter((n) => n > expected).sort(byNumber);
  return [...problems, ...extra.map((n) => `${what}: ${n} unexpected (expected 1..${expected})`)];
}

function rosterProblems(where, actual, expected) {
  const missing = expected.filter((p) => !actual.includes(p));
  const extra = [...new Set(actual)].filter((p) => !expected.includes(p));
  return [missing.length ? `${where}: missing ${missing.join(', ')}` : null, extra.length ? `${where}: unexpected ${extra.join(', ')}` : null].filter(Boolean);
}

const originalRoster = (night) => range(1, night.players).map(playerName);
const laterRoster = (night) => [...originalRoster(night).filter((p) => p !== LEAVER), ...LATE];

// Rule 2: every "before" round seats exactly Player 1..N.
function checkBeforeRoster(night) {
  return range(1, night.rounds).flatMap((r) => rosterProblems(`before round ${r}`, playersOf(night.before, r), originalRoster(night)));
}

// Rule 3: started rounds are identical in "after" (same table, same seat, same player).
function checkStartedUnchanged(night) {
  const seatings = (plan, round) =>
    (plan?.rows ?? [])
      .filter((r) => r.round === round)
      .map((r) => `table ${r.table} seat ${r.seat}: ${r.player}`)
      .sort();
  return range(1, night.started).flatMap((round) => {
    const before = seatings(night.before, round);
    const after = seatings(night.after, round);
    const onlyBefore = before.filter((s) => !after.includes(s));
    const onlyAfter = after.filter((s) => !before.includes(s));
    if (!onlyBefore.length && !onlyAfter.length) return [];
    return [`after round ${round} (started) changed: before had [${onlyBefore.join('; ')}], ` + `after has [${onlyAfter.join('; ')}]`];
  });
}

// Rule 4: later rounds seat exactly N - Player 5 + Late 1 + Late 2; no late player early.
function checkAfterRoster(night) {
  const early = range(1, night.started).flatMap((round) =>
    LATE.filter((late) => playersOf(night.after, round).includes(late)).map(
      (late) => `after round ${round}: ${late} is seated before arriving (started = ${night.started})`,
    ),
  );
  const later = range(night.started + 1, night.rounds).flatMap((round) =>
    rosterProblems(`after round ${round}`, playersOf(night.after, round), laterRoster(night)),
  );
  return [...early, ...later];
}

// Rule 5: table sizes of later rounds follow the layout rule for n = N + 1.
function layoutSizes(n) {
  let [tables, odd, oddSize] = [Math.floor(n / 4), n % 4, 5];
  if (!(tables - odd >= 0 && tables > 0)) [tables, odd, oddSize] = [Math.ceil(n / 4), (4 - (n % 4)) % 4, 3];
  return [...Array(tables - odd).fill(4), ...Array(odd).fill(oddSize)].sort(byNumber);
}

function checkLayout(night) {
  const expected = layoutSizes(night.players + 1).join('+');
  return range(night.started + 1, night.rounds).flatMap((round) => {
    const sizes = tablesOf(night.after, round)
      .map((t) => t.length)
      .sort(byNumber)
      .join('+');
    return sizes === expected ? [] : [`after round ${round}: table sizes ${sizes || '(none)'}, expected ${expected}`];
  });
}

// Rule 6: opponents are spread; the late pair does not keep meeting.
function pairCounts(plan) {
  const counts = new Map();
  for (const table of (plan?.rounds ?? []).flat()) {
    for (const [i, a] of table.entries()) {
      for (const b of table.slice(i + 1)) {
        const key = [a, b].sort().join(' & ');
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
    }
  }

  return counts;
}

function checkSpreading(night) {
  const [problems, after] = [[], pairCounts(night.after)];
  const allowed = Math.max(2, ...pairCounts(night.before).values());
  const worst = [...after].filter(([, n]) => n > allowed);
  if (worst.length)
    problems.push(
      `after: ${worst.length} pair(s) meet more than ${allowed} times, e.g. ` +
        worst
          .slice(0, 3)
          .map(([pair, n]) => `${pair} ${n}x`)
          .join(', '),
    );
  const laterRounds = night.rounds - night.started;
  const tablesPerRound = tablesOf(night.after, night.started + 1).length;
  if (laterRounds > 0 && tablesPerRound > 0) {
    const limit = Math.ceil(laterRounds / tablesPerRound) + 1;
    const met = after.get([...LATE].sort().join(' & ')) ?? 0;
    if (met > limit) problems.push(`after: ${LATE.join(' and ')} meet ${met} times (at most ${limit})`);
  }
  return problems;
}

// Rule 7: in the first redrawn round, seat 1 goes to players who have not
// had it, wherever the tables allow: seat 1 is given once the tables are
// drawn, so a table that seats anyone without it gives it to one of them.
function checkFirstEast(night) {
  const round = night.started + 1;
  if (round > night.rounds) return [];
  const had = new Set(range(1, night.started).flatMap((r) => tablesOf(night.after, r).map((t) => t[0])));
  const tables = tablesOf(night.after, round);
  const repeats = tables
    .map((t, i) => ({ table: i + 1, east: t[0], fresh: t.filter((p) => !had.has(p)) }))
    .filter((x) => had.has(x.east) && x.fresh.length > 0);
  return repeats.map(
    (x) => `after round ${round} table ${x.table}: seat 1 is ${x.east}, who already had ` + `seat 1, although ${x.fresh.join(', ')} at the table had not`,
  );
}

// Rule 8: the night the docs quote appears in the output.
function checkPresence(nights, players = 30, rounds = 4, started = 2) {
  return nights.some((n) => n.players === players && n.rounds === rounds && n.started === started)
    ? []
    : [`no night with ${players} players, ${rounds} rounds, ${started} started`];
}

const NIGHT_RULES = {
  'rule 1 (structure)': checkStructure,
  'rule 2 (before roster)': checkBeforeRoster,
  'rule 3 (started rounds unchanged)': checkStartedUnchanged,
  'rule 4 (after roster)': checkAfterRoster,
  'rule 5 (table layout)': checkLayout,
  'rule 6 (spreading opponents)': checkSpreading,
  'rule 7 (seat 1 rotation)': checkFirstEast,
};

function assertNoProblems(problems) {
  const more = problems.length > 40 ? [`... and ${problems.length - 40} more`] : [];
  assert.deepEqual([...problems.slice(0, 40), ...more], []);
}

// ---------- self-tests on hand-made nights (no cargo) ----------

const P = (...ns) => ns.map(playerName);
const [L1, L2] = LATE;

function tinySpec() {
  const before = [
    [P(1, 2, 3, 4), P(5, 6, 7, 8)],
    [P(1, 2, 5, 6), P(3, 4, 7, 8)],
    [P(1, 3, 5, 7), P(2, 4, 6, 8)],
  ];
  const after = [
    structuredClone(before[0]),
    [
      [...P(2, 6), L1, ...P(3)],
      [...P(4, 7), L2, ...P(8, 1)],
    ], // H = {Player 1, Player 5}
    [
      [...P(3, 7), L2, ...P(1)],
      [...P(6, 8), L1, ...P(2, 4)],
    ],
  ];
  return { players: 8, rounds: 3, started: 1, before, after };
}

function renderPlan(rounds) {
  const lines = [HEADER];
  for (const [r, tables] of rounds.entries()) {
    for (const [t, table] of tables.entries()) {
      for (const [seat, player] of table.entries()) lines.push(`${r + 1},${t + 1},${seat + 1},${player}`);
    }
  }
  return lines.map((l) => `${l}\r\n`).join('');
}

function renderNight(spec) {
  return `== ${spec.players} ${spec.rounds} ${spec.started}\n` + `-- before\n${renderPlan(spec.before)}-- after\n${renderPlan(spec.after)}`;
}

function tinyNight(mutate = () => {}, editText = (text) => text) {
  const spec = tinySpec();
  mutate(spec);
  const { nights, problems } = parseOutput(editText(renderNight(spec)));
  assert.deepEqual([problems, nights.length], [[], 1]);
  return nights[0];
}

describe('self-test on hand-made nights', () => {
  test('a correct tiny night passes every rule', () => {
    const night = tinyNight();
    for (const [name, rule] of Object.entries(NIGHT_RULES)) assert.deepEqual(rule(night), [], name);
    assert.deepEqual(checkPresence([night], 8, 3, 1), []);
  });

  test('layout rule gives the documented sizes', () => {
    const cases = { 9: '4+5', 31: '4+4+4+4+5+5+5', 6: '3+3', 7: '3+4', 12: '4+4+4' };
    for (const [n, sizes] of Object.entries(cases)) assert.equal(layoutSizes(Number(n)).join('+'), sizes);
  });

  const broken = [
    [
      'a started round changed',
      'rule 3 (started rounds unchanged)',
      (s) => {
        s.after[0][0] = P(2, 1, 3, 4);
      },
    ],
    [
      'Player 5 still seated after started',
      'rule 4 (after roster)',
      (s) => {
        s.after[2][0][1] = LEAVER;
      },
    ],
    [
      'Late 2 missing from a later round',
      'rule 4 (after roster)',
      (s) => {
        s.after[2][0] = P(3, 7, 1);
      },
    ],
    [
      'a late player seated in a started round',
      'rule 4 (after roster)',
      (s) => {
        s.before[0][0][3] = L1;
        s.after[0][0][3] = L1;
      },
    ],
    [
      'a player twice in one round',
      'rule 1 (structure)',
      (s) => {
        s.after[1][0][0] = playerName(4);
      },
    ],
    [
      'a table of six',
      'rule 1 (structure)',
      (s) => {
        s.after[1] = [
          [...P(2, 6), L1],
          [...P(4, 7), L2, ...P(8, 1, 3)],
        ];
      },
    ],
    [
      '3+3+3 where 4+5 is due',
      'rule 5 (table layout)',
      (s) => {
        s.after[2] = [[...P(3, 7), L2], P(1, 6, 8), [L1, ...P(2, 4)]];
      },
    ],
    [
      '4+4+1 style sizes',
      'rule 5 (table layout)',
      (s) => {
        s.after[2] = [[...P(3, 7), L2, ...P(1)], [...P(6, 8), L1, ...P(2)], P(4)];
      },
    ],
    [
      'seat 1 to someone in H while others were free',
      'rule 7 (seat 1 rotation)',
      (s) => {
        s.after[1][1] = [...P(1, 4, 7), L2, ...P(8)];
      },
    ],
    [
      'a before round with a stranger',
      'rule 2 (before roster)',
      (s) => {
        s.before[2][1][3] = playerName(9);
      },
    ],
    [
      'a pair meeting in every round',
      'rule 6 (spreading opponents)',
      (s) => {
        s.after[1] = [
          [...P(3, 1, 2), L1],
          [...P(4, 6), L2, ...P(7, 8)],
        ];
        s.after[2] = [
          [...P(6, 1, 2), L2],
          [...P(3, 4), L1, ...P(7, 8)],
        ];
      },
    ],
  ];
  for (const [what, ruleName, mutate] of broken) {
    test(`catches ${what} (${ruleName})`, () => assert.notDeepEqual(NIGHT_RULES[ruleName](tinyNight(mutate)), [], `${ruleName} should catch this`));
  }

  test('3+3+3 is not a structure problem, only a layout one', () => {
    const night = tinyNight((s) => {
      s.after[2] = [[...P(3, 7), L2], P(1, 6, 8), [L1, ...P(2, 4)]];
    });
    assert.deepEqual(checkStructure(night), []);
  });

  test('a CSV row without CRLF is rejected (rule 1)', () => {
    const night = tinyNight(undefined, (t) => t.replace('1,1,1,Player 1\r\n', '1,1,1,Player 1\n'));
    assert.match(checkStructure(night).join('\n'), /^line 4: CSV line lacks CRLF/);
  });

  test('a missing round number and a table gap are reported (rule 1)', () => {
    const night = tinyNight(undefined, (t) => t.replace(/^2,2,/gm, '2,3,').replace(/^3,/gm, '4,'));
    const problems = checkStructure(night).join('\n');
    assert.match(problems, /rounds: 3 missing/);
    assert.match(problems, /round 2: tables: 2 missing/);
  });

  test('presence rule reports an absent night (rule 8)', () => assert.equal(checkPresence([tinyNight()]).length, 1));
});

// ---------- tests on the real output ----------

let realCache = null;
function readRealOutput() {
  if (process.env.REDRAW_OUTPUT) return readFileSync(process.env.REDRAW_OUTPUT, 'utf8');
  const run = spawnSync('cargo', ['run', '--release', '--quiet', '--example', 'night_redraw'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (run.error) throw run.error;
  if (run.status !== 0) assert.fail(`night_redraw exited with ${run.status}:\n${run.stderr}`);
  return run.stdout;
}

const realOutput = () => (realCache ??= parseOutput(readRealOutput()));

describe('real night_redraw output', () => {
  test('output parses into nights', () => {
    const { nights, problems } = realOutput();
    assertNoProblems(problems);
    assert.ok(nights.length > 0, 'no nights in the output');
  });

  for (const [name, rule] of Object.entries(NIGHT_RULES)) {
    test(name, () => assertNoProblems(realOutput().nights.flatMap((n) => rule(n).map((p) => `${n.label}: ${p}`))));
  }

  test('rule 8 (the documented 30 players, 4 rounds, 2 started night is present)', () => {
    assertNoProblems(checkPresence(realOutput().nights));
  });
});
