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
import { checkPresence, checkStructure, HEADER, LATE, LEAVER, layoutSizes, NIGHT_RULES, parseOutput, playerName } from './redraw-rules.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

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
