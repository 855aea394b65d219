// axe-core over screens the player flows reach but cannot judge: nothing
// fails WCAG 2.1 AA.
import { expect, Page, test } from '@playwright/test';
import { enterHand, expectNoViolations, startMatch } from './helpers';
import { NIGHT_OF_NINE } from '../flows/stories.mjs';
import { enterRodBillBenJack } from './helpers';

for (const scheme of ['light', 'dark'] as const) {
  test(`every screen and dialog passes axe in the ${scheme} theme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('./');
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    // The theme follows the device's.
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe(scheme === 'dark' ? 'rgb(20, 25, 23)' : 'rgb(246, 243, 236)');
    await expectNoViolations(page, 'setup');
    await page.getByRole('button', { name: 'Start match' }).click();
    await expectNoViolations(page, 'setup with problems');

    await startMatch(page, ['Rod', 'Bill', 'Ben', 'Jack'], { money: 1 });
    await expectNoViolations(page, 'empty score sheet');
    await page.getByRole('button', { name: 'Score next hand' }).click();
    await expectNoViolations(page, 'blank hand form');
    await enterRodBillBenJack(page);
    await expectNoViolations(page, 'filled hand form');
    await enterHand(page, 'Bill', {});
    await expectNoViolations(page, 'winner form');
    await enterHand(page, 'Ben', {});
    await expectNoViolations(page, 'fishing form');
    await page.getByRole('button', { name: 'Calculate scores' }).click();
    await expectNoViolations(page, 'score sheet with a hand, settling up and chart');
    await page.getByRole('button', { name: 'Remove last hand' }).click();
    await expectNoViolations(page, 'remove-hand dialog');
    await page.getByRole('button', { name: 'Keep it' }).click();

    await page.getByRole('button', { name: 'Score next hand' }).click();
    await enterHand(page, 'Rod', { mahJong: true, counts: { 'Pung (2-8) exposed': 2 } });
    await enterHand(page, 'Ben', { mahJong: true });
    await page.getByRole('button', { name: 'Calculate scores' }).click();
    await expectNoViolations(page, 'refused hand');
    await enterHand(page, 'Ben', {});
    await page.getByLabel('Declares Mah-Jong').uncheck();
    await page.getByRole('button', { name: 'Calculate scores' }).click();
    await expectNoViolations(page, 'warning');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expectNoViolations(page, 'cancel-hand dialog');
    await page.getByRole('button', { name: 'Throw the entries away' }).click();
    await expectNoViolations(page, 'undo notice');
    await page.getByRole('button', { name: 'Score next hand' }).click();
    await page.getByRole('button', { name: 'Calculate scores' }).click();
    await expectNoViolations(page, 'no winner');
    // Nothing was entered: cancelling asks nothing.
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('button', { name: 'Score next hand' })).toBeVisible();

    await historyAndRules(page);
  });
}

/** History with its dialogs and the house rules' editor, each through axe. */
async function historyAndRules(page: Page) {
  await page.getByRole('button', { name: 'History' }).click();
  await page.locator('.match-card').getByRole('button', { name: /^Rename/ }).click();
  await expectNoViolations(page, 'history with rename');
  await page.getByLabel('Import a file').setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from('{') });
  await expect(page.getByText('This file cannot be imported:')).toBeVisible();
  await expectNoViolations(page, 'import problems');

  await page.getByRole('button', { name: 'House rules' }).click();
  await page.getByRole('button', { name: "Edit this match's rules" }).click();
  await page.getByRole('region', { name: 'This match' }).getByLabel('Limit', { exact: true }).fill('x');
  await expectNoViolations(page, 'rules editor with a bad value');
  await page.getByRole('button', { name: 'Copy to a new preset' }).click();
  await page.getByRole('button', { name: 'Delete preset' }).click();
  await expectNoViolations(page, 'delete-preset dialog');
}

test("the sheet with a hand being entered and with shortened names, a club night's plan and a table's link", async ({ page }) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await startMatch(page, ['Christopher Anderson', 'Christopher Andrews', 'Ben', 'Jack']);
  await expectNoViolations(page, 'the sheet with shortened names');
  await page.getByRole('button', { name: 'Score next hand' }).click();
  await enterHand(page, 'Ben', { counts: { Flowers: 1 } });
  await page.goto('./?sheet');
  await expect(page.getByRole('status').filter({ hasText: 'Hand 1 is being entered: its entries are kept.' })).toBeVisible();
  await expectNoViolations(page, 'the sheet with a hand being entered');

  await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'Club nights' }).click();
  await page.getByLabel('Night name').fill('Tuesday');
  await page.getByLabel('Players, one a line').fill(NIGHT_OF_NINE.join('\n'));
  await page.getByLabel('Rounds').selectOption('2');
  await page.getByRole('button', { name: 'Draw up the night' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Tuesday' })).toBeVisible();
  await expectNoViolations(page, "the night's plan");
  await page.getByRole('button', { name: "Table's link, Round 1, table 1" }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain('?table#');
  await page.goto(await page.evaluate(() => navigator.clipboard.readText()));
  await expect(page.getByRole('heading', { name: 'Round 1, table 1' })).toBeVisible();
  await expectNoViolations(page, "a table's link");
});
