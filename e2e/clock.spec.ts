// The clock set to three club nights' dates: the season counted over days.
import { expect, type Page, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { enterHand } from './helpers';

// Three three-player matches of one hand each, on three club nights. In each,
// East holds an exposed pung (2) and the second player goes out with four
// exposed pungs (28): East pays 2 × (28 − 2) = 52, the third player 28 + 4 = 32
// (four for East's pung), and the winner takes 84.
//   3 September, Ann Bea Cy:      Ann −52, Bea +84, Cy −32
//   10 September, Cyril Di BEA:   Cyril −52, Di +84, BEA −32
//   1 October, Di Ann Cy:         Di −52, Ann +84, Cy −32
const nights: [string, string[]][] = [
  ['2026-09-03T19:30:00Z', ['Ann', 'Bea', 'Cy']],
  ['2026-09-10T19:30:00Z', ['Cyril', 'Di', 'BEA']],
  ['2026-10-01T19:30:00Z', ['Di', 'Ann', 'Cy']],
];

async function playNight(page: Page, when: string, names: string[]) {
  await page.clock.setFixedTime(new Date(when));
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'History' }).click();
  await page.getByRole('button', { name: 'New match' }).click();
  await page.getByLabel('Number of players').selectOption('3');
  for (const [i, name] of names.entries()) {
    await page.getByLabel(`Player ${i + 1}`, { exact: true }).fill(name);
  }
  await page.getByRole('button', { name: 'Start match' }).click();
  await page.getByRole('button', { name: 'Score next hand' }).click();
  await enterHand(page, names[0], { counts: { 'Pung (2-8) exposed': 1 } });
  await enterHand(page, names[1], { mahJong: true, counts: { 'Pung (2-8) exposed': 4 } });
  await page.getByRole('button', { name: 'Calculate scores' }).click();
  await expect(page.getByRole('table', { name: 'Score sheet' })).toBeVisible();
}

/** The standings' rows as text, by player. */
async function standings(page: Page): Promise<Record<string, string[]>> {
  const table = page.getByRole('table', { name: 'Standings across matches' });
  await expect(table).toBeVisible();
  const rows: Record<string, string[]> = {};
  for (const row of await table.locator('tbody tr').all()) {
    const name = (await row.locator('th').textContent())!.replace(/also written.*/, '').trim();
    rows[name] = (await row.locator('td').allTextContents()).map((t) => t.trim());
  }
  return rows;
}

/** Highest net first; a press on a heading sorts by it, again the other way. */
async function sortsByHeadings(page: Page) {
  const order = async () => await standings(page).then(Object.keys);
  expect(await order()).toEqual(['BEA', 'Ann', 'Di', 'Cy']);
  await page.getByRole('button', { name: 'Player', exact: true }).click();
  expect(await order()).toEqual(['Ann', 'BEA', 'Cy', 'Di']);
  await page.getByRole('button', { name: 'Matches', exact: true }).click();
  expect(await order()).toEqual(['Cy', 'Ann', 'BEA', 'Di']);
  await page.getByRole('button', { name: 'Matches', exact: true }).click();
  expect(await order()).toEqual(['Ann', 'BEA', 'Di', 'Cy']);
}

test('three club nights: standings add up by hand, spellings join, a season leaves a night out, and the CSV reads as numbers', async ({ page }) => {
  await page.goto('./');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  for (const [when, names] of nights) await playNight(page, when, names);

  await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'Players' }).click();
  await expect(page).toHaveURL(/\?players$/);
  await expect(page.getByText('Counting 3 of 3 kept matches.')).toBeVisible();
  // Bea and BEA are one player already; Cy and Cyril not yet.
  let rows = await standings(page);
  expect(Object.keys(rows).sort()).toEqual(['Ann', 'BEA', 'Cy', 'Cyril', 'Di']);
  //                 matches, hands, won, net, average, biggest, specials
  expect(rows.Cy.slice(0, 5)).toEqual(['2', '2', '0', '-64', '-32.0']);
  expect(rows.Cyril.slice(0, 5)).toEqual(['1', '1', '0', '-52', '-52.0']);

  await page.getByLabel('This name').selectOption('Cyril');
  await page.getByLabel('is the same player as').selectOption('Cy');
  await page.getByRole('button', { name: 'Count as one player' }).click();
  await expect(page.getByText('Cyril and Cy are one player')).toBeVisible();
  rows = await standings(page);
  expect(Object.keys(rows).sort()).toEqual(['Ann', 'BEA', 'Cy', 'Di']);
  expect(rows.Ann).toEqual(['2', '2', '1', '+32', '+16.0', '28Match of 2026-10-01hand 1', '—']);
  expect(rows.BEA.slice(0, 5)).toEqual(['2', '2', '1', '+52', '+26.0']);
  expect(rows.Cy.slice(0, 5)).toEqual(['3', '3', '0', '-116', '-38.7']);
  expect(rows.Cy[5], 'the biggest hand is a hand won, and Cy won none').toBe('—');
  expect(rows.Di.slice(0, 5)).toEqual(['2', '2', '1', '+32', '+16.0']);
  await sortsByHeadings(page);
  await expect(page.getByRole('img', { name: 'Running net across matches' })).toBeVisible();

  // The link is kept.
  await page.reload();
  rows = await standings(page);
  expect(rows.Cy.slice(0, 4)).toEqual(['3', '3', '0', '-116']);

  // September alone: the October night is left out.
  await page.getByLabel('First day').fill('2026-09-01');
  await page.getByLabel('Last day').fill('2026-09-30');
  await expect(page.getByText('Counting 2 of 3 kept matches.')).toBeVisible();
  rows = await standings(page);
  expect(rows.Ann.slice(0, 4)).toEqual(['1', '1', '0', '-52']);
  expect(rows.BEA.slice(0, 4)).toEqual(['2', '2', '1', '+52']);
  // Cyril is the later spelling of the two nights counted.
  expect(rows.Cyril.slice(0, 4)).toEqual(['2', '2', '0', '-84']);
  expect(rows.Di.slice(0, 4)).toEqual(['1', '1', '1', '+84']);

  await csvReadsAsNumbers(page);

  // Separated again, Cyril stands alone.
  await page.getByRole('button', { name: 'Separate Cyril and Cy' }).click();
  rows = await standings(page);
  expect(rows.Cyril.slice(0, 4)).toEqual(['1', '1', '0', '-52']);
});

/** The season's CSV: every figure a number, the spellings joined named, the nets summing to nought. */
async function csvReadsAsNumbers(page: Page) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  const csv = readFileSync((await download.path())!, 'utf8')
    .trim()
    .split('\r\n')
    .map((line) => line.split(','));
  expect(csv[0]).toEqual([
    'Player',
    'Also written',
    'Matches',
    'Hands played',
    'Hands won',
    'Net points',
    'Average per hand',
    'Biggest hand',
    'Match of biggest hand',
    'Day of biggest hand',
    'Special hands made',
  ]);
  const byName = Object.fromEntries(csv.slice(1).map((r) => [r[0], r]));
  expect(byName.Cyril[1]).toBe('Cy');
  for (const row of csv.slice(1)) {
    for (const column of [2, 3, 4, 5, 6, 7]) expect(Number.isFinite(Number(row[column])), `${row[0]} ${csv[0][column]}`).toBe(true);
  }
  expect([2, 3, 4, 5, 6].map((c) => Number(byName.Cyril[c]))).toEqual([2, 2, 0, -84, -42]);
  expect(csv.slice(1).reduce((sum, r) => sum + Number(r[5]), 0)).toBe(0);
}
