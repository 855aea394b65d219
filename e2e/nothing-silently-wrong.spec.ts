import { expect, Page, test } from '@playwright/test';
import { mkdirSync } from 'fs';
import { expectNoViolations, previewScore, sheetRowLocator, startMatch } from './helpers';

// Screenshots of the sheet are kept with the project, beside the docs.
const shots = 'docs/screenshots';
mkdirSync(shots, { recursive: true });

const sizes = [
  { name: 'landscape', width: 1024, height: 768 },
  { name: 'portrait', width: 768, height: 1024 },
];

const names = ['Margaret', 'Bill', 'Benedict', 'Jack'];

/** One hand won by `who` with three concealed major pungs and an exposed minor one. */
async function winHand(page: Page, who: string) {
  await page.getByRole('button', { name: 'Score next hand' }).click();
  await page.getByRole('tab', { name: new RegExp(`^${who}\\b`) }).click();
  await page.getByLabel('Declares Mah-Jong').check();
  const major = page.getByRole('button', { name: 'Increase Pung (1, 9, winds, dragons) concealed', exact: true });
  for (let i = 0; i < 3; i++) await major.click();
  await page.getByRole('button', { name: 'Increase Pung (2-8) exposed', exact: true }).click();
  await expect(page.getByLabel('Pung (2-8) exposed', { exact: true })).toHaveValue('1');
  await page.getByRole('button', { name: 'Calculate scores' }).click();
  await expect(page.getByRole('button', { name: 'Score next hand' })).toBeVisible();
}

/** The element's box lies wholly inside the viewport, with no scrolling. */
async function inViewUnscrolled(page: Page, locator: ReturnType<Page['locator']>, height: number, what: string) {
  expect(await page.evaluate(() => window.scrollY), 'not scrolled').toBe(0);
  const box = (await locator.boundingBox())!;
  expect(box.y, `${what} starts in view`).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, `${what} ends in view`).toBeLessThanOrEqual(height);
}

for (const size of sizes) {
  test(`after six hands the totals and the newest hand are in view on a ${size.name} tablet`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await startMatch(page, names);
    for (let h = 0; h < 6; h++) await winHand(page, names[h % 4]);
    await page.evaluate(() => window.scrollTo(0, 0));
    const sheet = page.getByRole('table', { name: 'Score sheet' });
    await inViewUnscrolled(page, sheetRowLocator(page, 'Total'), size.height, 'the totals');
    await inViewUnscrolled(page, sheetRowLocator(page, '6'), size.height, 'hand 6');
    // Newest first, the oldest furthest away, the start last.
    const heads = await sheet.locator('tbody th[scope="row"]').allTextContents();
    const order = heads.map((t) => t.trim().split(/\s/)[0]);
    expect(order).toEqual(['Total', '6', '5', '4', '3', '2', '1', 'Start']);
    // Every column of the sheet is inside the page, none cut off.
    const overflow = await sheet.evaluate((el) => el.scrollWidth - el.closest('.sheet__scroll')!.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // The standings' headings stand over their figures.
    const standings = page.getByRole('table', { name: 'Standings' });
    for (const column of [2, 3, 4, 5]) {
      const [head, cell] = await Promise.all([
        standings.locator(`thead th:nth-child(${column})`).evaluate((el) => getComputedStyle(el).textAlign),
        standings.locator(`tbody tr:first-child > :nth-child(${column})`).evaluate((el) => getComputedStyle(el).textAlign),
      ]);
      expect(head, `standings column ${column}`).toBe(cell);
    }
    // Every seat's name shows whole in the wind diagram.
    for (const seat of await page.locator('.seat__name').all()) {
      expect(await seat.evaluate((el) => el.scrollWidth <= el.clientWidth), await seat.textContent() ?? '').toBe(true);
    }
    await expectNoViolations(page, `sheet after six hands, ${size.name}`);
    await page.screenshot({ path: `${shots}/sheet-${size.name}-six-hands.png` });
    await page.getByLabel('Theme').selectOption('dark');
    await page.screenshot({ path: `${shots}/sheet-${size.name}-six-hands-dark.png`, fullPage: true });
    // The first line of the chart is a light tone in the dark theme.
    const stroke = await page.locator('.chart__series-0').first().evaluate((el) => getComputedStyle(el).stroke);
    expect(stroke).toBe('rgb(74, 222, 128)');
  });
}

test('a tick four flowers forced goes off again at one flower', async ({ page }) => {
  await startMatch(page, names);
  await page.getByRole('button', { name: 'Score next hand' }).click();
  await page.getByRole('tab', { name: /^Bill\b/ }).click();
  const flowers = page.getByLabel('Flowers', { exact: true });
  await flowers.fill('4');
  await flowers.press('Tab');
  await expect(page.getByLabel('Own flower')).toBeChecked();
  await expect(page.getByLabel('Own flower')).toBeDisabled();
  expect(await previewScore(page)).toBe('64');
  await flowers.fill('1');
  await flowers.press('Tab');
  await expect(page.getByLabel('Own flower')).not.toBeChecked();
  expect(await previewScore(page)).toBe('4');
});

test('a count typed past what the form holds says so beside the field', async ({ page }) => {
  await startMatch(page, names);
  await page.getByRole('button', { name: 'Score next hand' }).click();
  const pungs = page.getByLabel('Pung (2-8) exposed', { exact: true });
  await pungs.fill('9');
  await pungs.press('Tab');
  await expect(pungs).toHaveValue('4');
  await expect(page.getByText('9 is more than the hand can hold here: 4 taken.')).toBeVisible();
  const flowers = page.getByLabel('Flowers', { exact: true });
  await flowers.fill('7');
  await flowers.press('Tab');
  await expect(flowers).toHaveValue('4');
  await expect(page.getByText('7 is more than the hand can hold here: 4 taken.')).toBeVisible();
  // Changed another way, the count no longer carries the note.
  await page.getByRole('button', { name: 'Decrease Flowers', exact: true }).click();
  await expect(page.getByText('7 is more than the hand can hold here: 4 taken.')).toHaveCount(0);
});

test('cancelling a correction says what happens, and one that changed nothing asks nothing', async ({ page }) => {
  await startMatch(page, names);
  await winHand(page, 'Bill');
  await page.getByRole('button', { name: 'Change hand 1' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Score next hand' })).toBeVisible();
  await expect(page.getByText(/thrown away/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Change hand 1' }).click();
  await page.getByRole('tab', { name: /^Jack\b/ }).click();
  await page.getByRole('button', { name: 'Increase Flowers', exact: true }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Stop correcting hand 1? It stays on the score sheet as it was, and the changes are thrown away.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Stop correcting' }).click();
  await expect(page.getByText('Hand 1 stays on the score sheet as it was: the changes to it were thrown away.')).toBeVisible();
});

test('a winner with too few tiles is refused without an offer to score anyway', async ({ page }) => {
  await startMatch(page, names);
  await page.getByRole('button', { name: 'Score next hand' }).click();
  await page.getByRole('tab', { name: /^Bill\b/ }).click();
  await page.getByLabel('Declares Mah-Jong').check();
  await page.getByRole('button', { name: 'Lay out tiles' }).click();
  const typed = page.getByLabel('Type the hand');
  await typed.fill('+GGG 99c');
  await typed.press('Enter');
  await page.getByRole('button', { name: 'Calculate scores' }).click();
  await expect(page.getByText(/Bill's tiles give no hand/)).toBeVisible();
  await expect(page.getByText(/anyway/i)).toHaveCount(0);
});

test('the notation is explained where a hand is typed, and Knitting typed as pairs reads', async ({ page }) => {
  await startMatch(page, names);
  await page.getByRole('button', { name: 'Score next hand' }).click();
  await page.getByRole('tab', { name: /^Bill\b/ }).click();
  await page.getByLabel('Declares Mah-Jong').check();
  await page.getByLabel('Winning tile', { exact: true }).selectOption({ label: 'From the wall' });
  await page.getByRole('button', { name: 'Lay out tiles' }).click();
  await page.getByText('How to type a hand').click();
  await expect(page.getByText('d Circles (dots)', { exact: false })).toBeVisible();
  const typed = page.getByLabel('Type the hand');
  await typed.fill('1b1d 1b1d 3b3d 3b3d 5b5d 5b5d 7b7d');
  await typed.press('Enter');
  await expect(typed).toHaveValue('?1133557b1133557d');
  await expect(page.getByText('The tiles make Knitting.')).toBeVisible();
  expect(await previewScore(page)).toBe('500');
  await typed.fill('eee');
  await typed.press('Enter');
  await expect(page.getByText(/winds and dragons are capitals, E S W N, R G Wh/)).toBeVisible();
});
