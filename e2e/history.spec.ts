import { expect, Page, test } from '@playwright/test';
import { enterHand, sheetRow, startMatch } from './helpers';

async function scoreOneHand(page: Page, winner = 'B') {
  await page.getByRole('button', { name: 'Score next hand' }).click();
  await enterHand(page, winner, { mahJong: true, counts: { 'Pung (2-8) exposed': 4 } });
  await page.getByRole('button', { name: 'Calculate scores' }).click();
  await expect(page.getByRole('table', { name: 'Score sheet' })).toBeVisible();
}

test('matches are kept: resume, rename, delete and undo', async ({ page }) => {
  await startMatch(page, ['A', 'B', 'C', 'D']);
  await scoreOneHand(page);
  await page.getByRole('button', { name: 'New match', exact: true }).click();
  await page.getByLabel('Match name').fill('Second');
  for (const [i, n] of ['E', 'F', 'G', 'H'].entries()) await page.getByLabel(`Player ${i + 1}`, { exact: true }).fill(n);
  await page.getByRole('button', { name: 'Start match' }).click();

  await page.reload();
  await expect(page.getByRole('table', { name: 'Score sheet' })).toBeVisible(); // the last match opens
  await page.getByRole('button', { name: 'History' }).click();
  const cards = page.locator('.history__list:not(.bin__list) > .match-card');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(1)).toContainText('A, B, C, D');
  await expect(cards.nth(1)).toContainText('1 hand · B leads');

  const first = await cards.nth(1).locator('h3').textContent();
  await page.getByRole('button', { name: `Rename ${first}` }).click();
  await page.getByLabel('New name').fill('Club night');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(cards.nth(1).locator('h3')).toHaveText('Club night');

  await page.getByRole('button', { name: 'Delete Second' }).click();
  await expect(cards).toHaveCount(1);
  await expect(page.getByText('Second was moved to the bin in History.')).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(cards).toHaveCount(2);

  await page.getByRole('button', { name: 'Resume Club night' }).click();
  expect((await sheetRow(page, '1')).slice(4, 8)).toEqual(['0', '56 (Mah-Jong)', '0', '0']);
  await expect(page.getByRole('img', { name: 'Running balances' })).toBeVisible();
});

test('an export imported into a fresh browser gives the same score sheet', async ({ page, browser }) => {
  await startMatch(page, ['Rod', 'Bill', 'Ben', 'Jack'], { money: 1000 });
  await scoreOneHand(page, 'Bill');
  await scoreOneHand(page, 'Ben');
  const rows = [await sheetRow(page, '1'), await sheetRow(page, '2'), await sheetRow(page, 'Total')];
  await page.getByRole('button', { name: 'History' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export everything' }).click(),
  ]);
  const file = await download.path();

  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto('./');
  await other.getByRole('button', { name: 'History' }).click();
  await expect(other.getByText('No matches yet.')).toBeVisible();
  await other.getByLabel('Import a file').setInputFiles(file);
  await expect(other.getByText('The file holds 1 match.')).toBeVisible();
  await other.getByRole('button', { name: 'Add them' }).click();
  await other.locator('.match-card').getByRole('button', { name: /^Resume/ }).click();
  expect([await sheetRow(other, '1'), await sheetRow(other, '2'), await sheetRow(other, 'Total')]).toEqual(rows);
  await fresh.close();
});

test('an import with problems lists each one with where it is', async ({ page }) => {
  await page.goto('./');
  await page.getByRole('button', { name: 'History' }).click();
  await page.getByLabel('Import a file').setInputFiles({
    name: 'bad.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ format: 'mahjong-scorer', version: 1, matches: [{ name: 'x' }, 7] })),
  });
  await expect(page.getByText('This file cannot be imported:')).toBeVisible();
  await expect(page.getByText(/^matches\[0\]: missing field/)).toBeVisible();
  await expect(page.getByText(/^matches\[1\]: invalid type/)).toBeVisible();
});

test('the score sheet exports as CSV', async ({ page }) => {
  await startMatch(page, ['A', 'B', 'C', 'D']);
  await scoreOneHand(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const fs = await import('fs');
  const text = fs.readFileSync(await download.path(), 'utf8');
  const lines = text.split('\r\n');
  expect(lines[0]).toBe('Hand,Round,East,Outcome,Goulash or drawn,A payment,B payment,C payment,D payment,A score,B score,C score,D score');
  expect(lines[2]).toBe('1,East,A,B went Mah-Jong,,-112,224,-56,-56,0,56,0,0');
  // Every amount reads as a number, as a spreadsheet reads it.
  for (const line of lines.slice(1).filter(Boolean)) {
    for (const field of line.split(',').slice(5).filter(Boolean)) expect(Number.isFinite(Number(field))).toBe(true);
  }
});

test('a CSV in money keeps the currency in the header and plain amounts', async ({ page }) => {
  await startMatch(page, ['A', 'B', 'C', 'D'], { money: 100 });
  await scoreOneHand(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const fs = await import('fs');
  const lines = fs.readFileSync(await download.path(), 'utf8').split('\r\n');
  expect(lines[0]).toContain('A payment (£)');
  expect(lines[1]).toBe('Start,,,,,20.00,20.00,20.00,20.00,,,,');
  expect(lines[2]).toBe('1,East,A,B went Mah-Jong,,-1.12,2.24,-0.56,-0.56,0,56,0,0');
});
