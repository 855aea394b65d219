import { expect, test } from '@playwright/test';
import { enterHand, previewScore, startMatch } from './helpers';

test('a limit of 500 and 10 for Mah-Jong rescore the hand being entered', async ({ page }) => {
  await startMatch(page, ['A', 'B', 'C', 'D']);
  await page.getByRole('button', { name: 'Score next hand' }).click();
  await enterHand(page, 'C', { counts: { 'Kong (1, 9, winds, dragons) concealed': 3, 'Dragon sets': 3 } });
  expect(await previewScore(page)).toBe('768');
  await enterHand(page, 'B', { mahJong: true, counts: { 'Pung (2-8) exposed': 4 } });
  expect(await previewScore(page)).toBe('56');

  await page.getByRole('button', { name: 'House rules' }).click();
  await page.getByRole('button', { name: "Edit this match's rules" }).click();
  const editor = page.getByRole('region', { name: 'This match' });
  await editor.getByLabel('Limit', { exact: true }).fill('500');
  await editor.getByLabel('Mah-Jong points', { exact: true }).fill('10');
  await page.getByRole('button', { name: 'Apply to this match' }).click();
  await expect(page.getByText('The new house rules apply from hand 1 on')).toBeVisible();

  expect(await previewScore(page)).toBe('36');
  await page.getByRole('tab', { name: /^C\b/ }).click();
  expect(await previewScore(page)).toBe('500');
  await expect(page.getByLabel('Unlimited score')).toHaveText('768');
});

test('a bad value gets its own message and cannot be saved', async ({ page }) => {
  await startMatch(page, ['A', 'B', 'C', 'D']);
  await page.getByRole('button', { name: 'House rules' }).click();
  await page.getByRole('button', { name: "Edit this match's rules" }).click();
  const editor = page.getByRole('region', { name: 'This match' });
  await editor.getByLabel('Limit', { exact: true }).fill('lots');
  await expect(editor.getByText('Enter a whole number from 0 to 1,000,000,000.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply to this match' })).toBeDisabled();
  await editor.getByLabel('Limit', { exact: true }).fill('1500');
  await page.getByRole('button', { name: 'Move special-hand values to the new limit' }).click();
  await expect(editor.getByRole('textbox', { name: 'Knitting Mah-Jong', exact: true })).toHaveValue('750');
  await page.getByRole('button', { name: 'Restore default special-hand values' }).click();
  await expect(editor.getByRole('textbox', { name: 'Knitting Mah-Jong', exact: true })).toHaveValue('500');
});

test('without the British extensions the British hands and doubles disappear', async ({ page }) => {
  await startMatch(page, ['A', 'B', 'C', 'D']);
  await page.getByRole('button', { name: 'Score next hand' }).click();
  await enterHand(page, 'B', { mahJong: true });
  const special = page.getByLabel('Special hand');
  await expect(special.locator('option', { hasText: 'Knitting' })).toHaveCount(2); // Knitting and Triple knitting
  await expect(page.getByLabel('All concealed')).toHaveCount(1);

  await page.getByRole('button', { name: 'House rules' }).click();
  await page.getByRole('button', { name: "Edit this match's rules" }).click();
  await page.getByRole('region', { name: 'This match' }).getByLabel(/^British extensions/).uncheck();
  await page.getByRole('button', { name: 'Apply to this match' }).click();

  await expect(special.locator('option', { hasText: 'Knitting' })).toHaveCount(0);
  await expect(special.locator('option', { hasText: 'All winds and dragons' })).toHaveCount(0);
  await expect(special.locator('option', { hasText: 'Heads and tails' })).toHaveCount(1);
  await expect(page.getByLabel('All concealed')).toHaveCount(0);
});

test('presets are made, renamed, used for a new match and deleted; BMJA stays read only', async ({ page }) => {
  await page.goto('./');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.getByRole('button', { name: 'House rules' }).click();
  const presets = page.getByRole('region', { name: 'Presets' });
  await expect(presets.getByLabel('Limit', { exact: true })).toHaveAttribute('readonly', '');
  await page.getByRole('button', { name: 'Copy to a new preset' }).click();
  await expect(page.getByLabel('Preset', { exact: true })).toHaveValue('BMJA (copy)');
  await page.getByLabel('New name').fill('Tuesday club');
  await page.getByRole('button', { name: 'Rename' }).click();
  await presets.getByLabel('Limit', { exact: true }).fill('300');
  await expect(page.getByText('Each change to Tuesday club is kept as you make it')).toBeVisible();
  await page.getByLabel('New name').fill('bmja');
  await page.getByRole('button', { name: 'Rename' }).click();
  await expect(page.getByText('Cannot rename: BMJA is the built-in preset\'s name.')).toBeVisible();

  await page.reload();
  await page.getByRole('navigation').getByRole('button', { name: 'Match' }).click();
  await page.getByLabel('House rules').selectOption('Tuesday club');
  for (const [i, n] of ['A', 'B', 'C', 'D'].entries()) await page.getByLabel(`Player ${i + 1}`, { exact: true }).fill(n);
  await page.getByRole('button', { name: 'Start match' }).click();
  await page.getByRole('button', { name: 'Score next hand' }).click();
  await enterHand(page, 'C', { counts: { 'Kong (1, 9, winds, dragons) concealed': 3, 'Dragon sets': 3 } });
  expect(await previewScore(page)).toBe('300');

  await page.getByRole('button', { name: 'House rules' }).click();
  await page.getByLabel('Preset', { exact: true }).selectOption('Tuesday club');
  await page.getByRole('button', { name: 'Delete preset' }).click();
  await page.getByRole('button', { name: 'Delete it' }).click();
  await expect(page.getByLabel('Preset', { exact: true }).locator('option')).toHaveCount(1);
});
