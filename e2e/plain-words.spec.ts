import { expect, test } from '@playwright/test';
import { enterHand, sheetRowLocator, startMatch } from './helpers';

test('a refusal names the players, counts right and says what to change', async ({ page }) => {
  await startMatch(page, ['Rod', 'Bill', 'Ben', 'Jack']);
  await page.getByRole('button', { name: 'Score next hand' }).click();
  await enterHand(page, 'Ben', { mahJong: true, counts: { 'Pung (1, 9, winds, dragons) exposed': 2, 'Dragon sets': 2 } });
  await enterHand(page, 'Jack', { counts: { 'Pairs of dragons': 2 } });
  await page.getByRole('button', { name: 'Calculate scores' }).click();
  await expect(
    page.getByText('Jack holds 2 dragon pairs, but only 1 dragon is not in a set (Ben holds 2 dragon sets), so one player can hold at most 1 dragon pair. Change the pairs of dragons or the dragon sets.'),
  ).toBeVisible();
});

test('setup says every problem at once, in words and grouped digits', async ({ page }) => {
  await page.goto('./');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.getByLabel('Player 1', { exact: true }).fill('Rod');
  await page.getByLabel('Player 2', { exact: true }).fill('Bill');
  await page.getByLabel('Starting points').fill('-5');
  await page.getByRole('button', { name: 'Start match' }).click();
  await expect(page.getByText('Starting points must be from 0 to 1,000,000,000,000 but were -5.')).toBeVisible();
  await expect(page.getByText('Player 3 needs a name.').first()).toBeVisible();
  await page.getByLabel('Starting points').fill('lots');
  await expect(page.getByText('Starting points must be a whole number, such as 2000.')).toBeVisible();
  await expect(page.getByText('Player 3 needs a name.').first()).toBeVisible();
});

test('a count typed above the most allowed goes to the most allowed', async ({ page }) => {
  await startMatch(page, ['Rod', 'Bill', 'Ben', 'Jack']);
  await page.getByRole('button', { name: 'Score next hand' }).click();
  const pungs = page.getByLabel('Pung (2-8) exposed', { exact: true });
  await pungs.fill('9');
  await pungs.press('Enter');
  await expect(pungs).toHaveValue('4');
  await expect(page.getByLabel('Kong (2-8) exposed', { exact: true })).toBeDisabled();
});

test('a blank rename says why it was not taken, and a CSV picked for import is named as one', async ({ page }) => {
  await startMatch(page, ['Rod', 'Bill', 'Ben', 'Jack']);
  await page.getByRole('button', { name: 'History' }).click();
  await page.getByRole('button', { name: /^Rename/ }).click();
  await page.getByLabel('New name').fill('   ');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('A match needs a name, so the old one is kept.')).toBeVisible();
  await page.getByLabel('Import a file').setInputFiles({
    name: 'sheet.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Hand,Round,East,Outcome\r\nStart,,,\r\n'),
  });
  await expect(page.getByText('file: this is a CSV file (a score sheet for a spreadsheet), which cannot be imported')).toBeVisible();
});

test('Purity is in the fishing list from the start, offered once three pungs are in', async ({ page }) => {
  await startMatch(page, ['Rod', 'Bill', 'Ben', 'Jack']);
  await page.getByRole('button', { name: 'Score next hand' }).click();
  await enterHand(page, 'Ben', { fishing: true });
  const purity = page.getByLabel('Fishing for').locator('option', { hasText: 'Purity' });
  await expect(purity).toHaveCount(1);
  await expect(purity).toBeDisabled();
  await enterHand(page, 'Ben', { counts: { 'Pung (2-8) concealed': 3 } });
  await expect(purity).toBeEnabled();
  await page.getByLabel('Fishing for').selectOption({ label: 'Purity' });
  await expect(page.getByLabel('Score', { exact: true })).toHaveText('96');
});

test('the sheet marks who was East, drawn hands and the goulash after them', async ({ page }) => {
  await startMatch(page, ['Rod', 'Bill', 'Ben', 'Jack']);
  await page.getByRole('button', { name: 'Score next hand' }).click();
  await page.getByRole('button', { name: 'Calculate scores' }).click();
  await page.getByRole('button', { name: 'Drawn hand' }).click();
  await page.getByRole('button', { name: 'Score next hand' }).click();
  await enterHand(page, 'Bill', { mahJong: true, counts: { 'Pung (2-8) exposed': 4 } });
  await page.getByRole('button', { name: 'Calculate scores' }).click();
  const marks = (hand: string) => sheetRowLocator(page, hand).locator('.sheet__marks');
  await expect(marks('1')).toHaveText('East round, Rod East, drawn');
  await expect(marks('2')).toHaveText('East round, Rod East, goulash');
});
