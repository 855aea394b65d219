// Varied hands of counts, as a match stores them, for the benchmark and the
// player flows to fill a long match or a season with: the same hands for the
// same seed, every table's tiles adding up (bonus tiles and a dragon set for
// the winner alone: a flower or season is one tile, a dragon set three).

/** A seeded generator of whole numbers below `n` (mulberry32, whose low bits
 * do not repeat early). */
export function generator(seed = 20261125) {
  let state = seed;
  return (n) => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) % n;
  };
}

/** `count` hands of four players, one of them the winner, drawn from `next`. */
export function variedHands(count, next = generator()) {
  const sets = (n) => {
    const counts = [0, 0, 0, 0, 0, 0, 0, 0];
    for (let i = 0; i < n; i++) counts[next(8)] += 1;
    return counts;
  };
  const entry = (winner) => (p) => {
    const form = { sets: sets(p === winner ? 4 : next(4)) };
    if (p !== winner) return { Counts: form };
    form.role = 'MahJong';
    const majors = form.sets.filter((_, i) => [2, 3, 6, 7].includes(i)).reduce((a, b) => a + b, 0);
    if (majors > 0 && next(2)) form.dragon_sets = 1;
    const flowers = next(2);
    if (flowers) form.flowers = flowers;
    const seasons = next(2);
    if (seasons) form.seasons = seasons;
    return { Counts: form };
  };
  return Array.from({ length: count }, () => ({ entries: [0, 1, 2, 3].map(entry(next(4))) }));
}
