import { expect, Page, test } from '@playwright/test';
import { enterHand, enterRodBillBenJack, expectNoViolations, startMatch } from './helpers';

for (const scheme of ['light', 'dark'] as const) {
  test(`every screen and dialog passes axe in the ${scheme} theme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('./');
    await page.evaluate(() => localStorage.clear());
    await page.reload();
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
  });
}

test('a whole hand can be scored with the keyboard alone', async ({ page }) => {
  await startMatch(page, ['Rod', 'Bill', 'Ben', 'Jack']);
  const focusOn = async (name: string | RegExp, role: 'button' | 'tab' | 'checkbox' = 'button') => {
    const target = page.getByRole(role, { name, exact: typeof name === 'string' });
    for (let i = 0; i < 80; i++) {
      if (await target.evaluate((el) => el === document.activeElement)) return;
      await page.keyboard.press('Tab');
    }
    throw new Error(`could not reach ${name} with Tab`);
  };
  await page.locator('body').click({ position: { x: 1, y: 300 } });
  await focusOn('Score next hand');
  await page.keyboard.press('Enter');
  await focusOn(/^Bill/, 'tab');
  await page.keyboard.press('Enter');
  await focusOn('Declares Mah-Jong', 'checkbox');
  await page.keyboard.press('Space');
  await focusOn('Increase Pung (2-8) exposed');
  for (let i = 0; i < 4; i++) await page.keyboard.press('Enter');
  await expect(page.getByLabel('Score', { exact: true })).toHaveText('56');
  await focusOn('Calculate scores');
  const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
  expect(outline).not.toBe('none'); // focus is visible
  await page.keyboard.press('Enter');
  await expect(page.getByRole('table', { name: 'Score sheet' })).toBeVisible();
  await expect(page.getByText('Bill receives 112 from Rod, 56 from Ben and 56 from Jack.')).toBeVisible();
});

test("the winner's part stays in place as the hand is entered, and a tick there keeps the keyboard's focus", async ({ page }) => {
  await startMatch(page, ['Rod', 'Bill', 'Ben', 'Jack']);
  await page.getByRole('button', { name: 'Score next hand' }).click();
  await enterHand(page, 'Bill', { mahJong: true });
  const purity = await page.getByLabel('Purity', { exact: true }).elementHandle();
  await page.getByRole('button', { name: 'Increase Pung (2-8) exposed', exact: true }).click();
  await expect(page.getByLabel('Pung (2-8) exposed', { exact: true })).toHaveValue('1');
  expect(await purity!.evaluate((tick) => tick.isConnected)).toBe(true);
  const oneSuit = page.getByLabel('All one suit with honours', { exact: true });
  await oneSuit.focus();
  await page.keyboard.press('Space');
  await expect(oneSuit).toBeChecked();
  await expect(oneSuit).toBeFocused();
  expect(await purity!.evaluate((tick) => tick.isConnected)).toBe(true);
});

test('at 200% zoom everything still fits across and can be reached', async ({ page }) => {
  await page.setViewportSize({ width: 512, height: 384 }); // a 1024 × 768 tablet at 200%
  await startMatch(page, ['Rod', 'Bill', 'Ben', 'Jack']);
  await page.getByRole('button', { name: 'Score next hand' }).click();
  await enterHand(page, 'Bill', { mahJong: true, counts: { 'Pung (2-8) exposed': 4 } });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'Calculate scores' }).click();
  await expect(page.getByRole('table', { name: 'Score sheet' })).toBeVisible();
});

test('touch targets are at least 44 by 44 pixels', async ({ page }) => {
  await startMatch(page, ['Rod', 'Bill', 'Ben', 'Jack']);
  await page.getByRole('button', { name: 'Score next hand' }).click();
  await enterHand(page, 'Bill', { mahJong: true });
  const small = await page.evaluate(() =>
    [...document.querySelectorAll('button, select, input, .tick')]
      .filter((el) => !(el instanceof HTMLInputElement && el.type === 'checkbox'))
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.width > 0 && (r.width < 44 || r.height < 44))
      .map(({ el, r }) => `${el.tagName}.${el.className} ${Math.round(r.width)}×${Math.round(r.height)}`),
  );
  expect(small).toEqual([]);
});

test('the theme follows the device and can be switched, and the choice is kept', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('./');
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(await background()).toBe('rgb(20, 25, 23)');
  await page.getByLabel('Theme').selectOption('light');
  expect(await background()).toBe('rgb(246, 243, 236)');
  await page.reload();
  await expect(page.getByLabel('Theme')).toHaveValue('light');
  expect(await background()).toBe('rgb(246, 243, 236)');
  await page.getByLabel('Theme').selectOption('system');
  expect(await background()).toBe('rgb(20, 25, 23)');
});
