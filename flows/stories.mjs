// The stories' own data, written once for the player flows and the
// end-to-end tests alike: the worked game and the club night of nine.

/** The worked game (crates/words/tests/golden_matches.rs): Rod East, Bill South, Ben West,
 * Jack North, in the East round; Bill goes out. Each hand, in seat order, as
 * the form takes it (counts and ticks), as it is typed in tiles where the
 * stories lay it out, and the score it makes. */
export const WORKED_GAME = {
  players: ['Rod', 'Bill', 'Ben', 'Jack'],
  hands: [
    {
      counts: { 'Pung (2-8) exposed': 2, 'Pung (1, 9, winds, dragons) concealed': 1, 'Dragon sets': 1, Flowers: 1, Seasons: 1 },
      ticks: ['Own flower'],
      tiles: '+777c +666c RRR ?24b19d f1 s2',
      score: '80',
    },
    {
      mahJong: true,
      counts: { 'Pung (1, 9, winds, dragons) concealed': 1, 'Pung (1, 9, winds, dragons) exposed': 1, 'Kong (2-8) exposed': 1, 'Dragon sets': 1 },
      ticks: [/^Pair of own wind/],
      tiles: '999c +GGG +4444d 234b SS',
      score: '84',
    },
    {
      fishing: true,
      counts: { Seasons: 1 },
      ticks: ['Own season'],
      fishingFor: 'Knitting',
      tiles: '?1133557b113355d s3',
      score: '208',
    },
    {
      counts: { 'Pung (1, 9, winds, dragons) concealed': 2, 'Kong (1, 9, winds, dragons) concealed': 1, 'Dragon sets': 1, Seasons: 1 },
      ticks: [/^Pung\/Kong of own wind/, /^Pung\/Kong of prevailing wind/],
      score: '416',
    },
  ],
  /** Hand 1's row of the score sheet: the balances, then the scores. */
  scores: ['80', '84 (Mah-Jong)', '208', '416'],
  /** Settled in points: hand 1's balances and who pays whom. */
  points: {
    balances: ['-1,096', '336', '-36', '796'],
    payments: ['Rod gives 168 to Bill, 672 to Jack and 256 to Ben.', 'Jack gives 84 to Bill and receives 208 from Ben and 672 from Rod.'],
  },
  /** Settled from 4,000 points at £1 a point. */
  pound: {
    start: 4000,
    money: 1,
    balances: ['-£1,096.00', '£336.00', '-£36.00', '£796.00'],
    totals: ['£2,904.00', '£4,336.00', '£3,964.00', '£4,796.00'],
    payments: [
      'Rod gives £168.00 to Bill, £672.00 to Jack and £256.00 to Ben.',
      'Jack gives £84.00 to Bill and receives £208.00 from Ben and £672.00 from Rod.',
    ],
  },
  /** Settled from 4,000 points at a thousand points to the pound. */
  thousand: {
    start: 4000,
    money: 1000,
    balances: ['-£1.10', '£0.33', '-£0.03', '£0.80'],
    totals: ['£2.90', '£4.33', '£3.97', '£4.80'],
    payments: ['Bill receives £0.08 from Jack, £0.08 from Ben and £0.17 from Rod.'],
  },
};

/** The club night of nine players, a count four does not divide. */
export const NIGHT_OF_NINE = ['Ann', 'Bob', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal', 'Ida'];
