// The rules of the independent check of plans drawn again for players
// coming and going (redraw.test.mjs): a parser of the night_redraw
// example's output and one function a rule, each listing the problems it
// finds in one night. Written from the description of that output and the
// rules alone, sharing no code with the app.

export const HEADER = 'round,table,seat,player';
export const LEAVER = 'Player 5';
export const LATE = ['Late 1', 'Late 2'];

// ---------- small helpers ----------

export const playerName = (n) => `Player ${n}`;
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

export function parseOutput(text) {
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
export function checkStructure(night) {
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
export function layoutSizes(n) {
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
export function checkPresence(nights, players = 30, rounds = 4, started = 2) {
  return nights.some((n) => n.players === players && n.rounds === rounds && n.started === started)
    ? []
    : [`no night with ${players} players, ${rounds} rounds, ${started} started`];
}

export const NIGHT_RULES = {
  'rule 1 (structure)': checkStructure,
  'rule 2 (before roster)': checkBeforeRoster,
  'rule 3 (started rounds unchanged)': checkStartedUnchanged,
  'rule 4 (after roster)': checkAfterRoster,
  'rule 5 (table layout)': checkLayout,
  'rule 6 (spreading opponents)': checkSpreading,
  'rule 7 (seat 1 rotation)': checkFirstEast,
};
