// The independent counting of the seating check: the example's output read
// into nights, each plan's seats checked, and every figure counted afresh,
// as docs/seating.md writes it; and the docs table read by night. Written
// from the description of the CSV and the table alone.

import assert from 'node:assert/strict';

export const DOCS_HEADER = 'players,prefer,rounds,tables,pairs,pairs met,most meetings,repeated pairs,odd seats,first east';
export const CSV_HEADER = 'round,table,seat,player';
export const FIGURES = ['pairs', 'pairs met', 'most meetings', 'repeated pairs', 'odd seats', 'first east'];

/** A night's key, as both the docs and the example name it. */
export const key = (players, prefer, rounds) => `${players},${prefer},${rounds}`;

/** A night in words, for failure messages. */
export function nightName({ players, prefer, rounds }) {
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
export function pairCounts(players, met) {
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
export const sizes = (list) => [...list].sort((a, b) => a - b).join('+');

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
export function readNights(text) {
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
