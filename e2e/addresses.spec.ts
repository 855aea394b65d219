import { expect, Page, test } from '@playwright/test';
import { expectNoViolations, startMatch } from './helpers';

const tablets = [
  { name: 'landscape', width: 1024, height: 768 },
  { name: 'portrait', width: 768, height: 1024 },
];

const sheet = (page: Page) => page.getByRole('table', { name: 'Score sheet' });
const handHeading = (page: Page) => page.getByRole('heading', { name: /^Hand 1 / });
const historyHeading = (page: Page) => page.getByRole('heading', { name: 'Matches' });

/** The screen opened at its top, with the focus on its heading (or on it). */
async function atTheTop(page: Page) {
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.matches('main h2, main > section') ?? false))
    .toBe(true);
}

async function scrollDown(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
}

/** Bill's form as the test left it: Mah-Jong declared, three exposed minor pungs. */
async function expectBillsEntries(page: Page) {
  await expect(page.getByRole('tab', { name: /^Bill/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Declares Mah-Jong')).toBeChecked();
  await expect(page.getByLabel('Pung (2-8) exposed', { exact: true })).toHaveValue('3');
}

for (const tablet of tablets) {
  test(`Back and forward move between screens and keep the hand, on a ${tablet.name} tablet`, async ({ page }) => {
    await page.setViewportSize(tablet);
    await page.goto('./');
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await expect(page).toHaveURL(/\?new$/);
    await startMatch(page, ['Rod', 'Bill', 'Ben', 'Jack']);
    await expect(page).toHaveURL(/\?sheet$/);

    await scrollDown(page);
    await page.getByRole('button', { name: 'Score next hand' }).click();
    await expect(page).toHaveURL(/\?hand=1$/);
    await atTheTop(page);
    await page.getByRole('tab', { name: /^Bill/ }).click();
    await expect(page).toHaveURL(/\?hand=2$/);
    await page.getByLabel('Declares Mah-Jong').check();
    const more = page.getByRole('button', { name: 'Increase Pung (2-8) exposed', exact: true });
    for (let i = 0; i < 3; i++) await more.click();

    await scrollDown(page);
    await page.getByRole('button', { name: 'History' }).click();
    await expect(page).toHaveURL(/\?history$/);
    await expect(historyHeading(page)).toBeFocused();
    await atTheTop(page);

    // Back: the hand form at Bill's tab, every entry there.
    await page.goBack();
    await expect(page).toHaveURL(/\?hand=2$/);
    await expect(handHeading(page)).toBeVisible();
    await expectBillsEntries(page);
    await atTheTop(page);

    // Back again: the sheet, which says the hand is kept.
    await page.goBack();
    await expect(page).toHaveURL(/\?sheet$/);
    await expect(sheet(page)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Hand 1 is being entered: its entries are kept.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove last hand' })).toBeDisabled();
    await expectNoViolations(page, 'the sheet with a hand being entered');

    // Forward twice: the hand form, then History.
    await page.goForward();
    await expectBillsEntries(page);
    await page.goForward();
    await expect(historyHeading(page)).toBeVisible();

    // A reload stays on each screen.
    for (const [address, shows] of [
      ['?history', historyHeading(page)],
      ['?rules', page.getByRole('heading', { name: 'House rules' })],
      ['?guide', page.getByRole('heading', { name: 'Rules guide' })],
      ['?sheet', sheet(page)],
      ['?hand=2', handHeading(page)],
      ['?new', page.getByRole('heading', { name: 'New match' })],
    ] as const) {
      await page.goto(`./${address}`);
      await page.reload();
      await expect(page).toHaveURL(new RegExp(`\\${address}$`));
      await expect(shows).toBeVisible();
    }
    await page.goto('./?hand=2');
    await expectBillsEntries(page);

    // Recording the hand goes back to the sheet; Forward does not bring back the spent form.
    await page.goto('./?sheet');
    await page.getByRole('button', { name: 'Continue hand 1' }).click();
    await expect(page).toHaveURL(/\?hand=2$/);
    await page.getByRole('button', { name: 'Calculate scores' }).click();
    await expect(sheet(page)).toBeVisible();
    await expect(page).toHaveURL(/\?sheet$/);
    await expect(page.getByRole('status').filter({ hasText: 'is being entered' })).toHaveCount(0);
    await page.goForward();
    await expect(page).toHaveURL(/\?sheet$/);
    await expect(sheet(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Score next hand' })).toBeVisible();
  });
}

test('an address the app did not make opens the match where it stands', async ({ page }) => {
  await startMatch(page, ['Rod', 'Bill', 'Ben', 'Jack']);
  await page.goto('./?somewhere=else');
  await expect(sheet(page)).toBeVisible();
  await expect(page).toHaveURL(/\?sheet$/);
  // A hand form with no hand being entered shows the sheet.
  await page.goto('./?hand=3');
  await expect(sheet(page)).toBeVisible();
  await expect(page).toHaveURL(/\?sheet$/);
  await expect(page).toHaveTitle('Score sheet · Mah-Jong score keeper');
});

test('"New match" leaves the open match for set-up, and Back returns to it', async ({ page }) => {
  await startMatch(page, ['Rod', 'Bill', 'Ben', 'Jack']);
  await page.getByRole('button', { name: 'New match', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'New match' })).toBeFocused();
  await page.goBack();
  await expect(sheet(page)).toBeVisible();
  await expect(page.getByRole('columnheader', { name: /Rod/ }).first()).toBeVisible();
});
