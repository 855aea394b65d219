import { expect, Page, test } from '@playwright/test';
import { enterHand, enterRodBillBenJack, startMatch } from './helpers';

const sizes = [
  { name: 'landscape', width: 1024, height: 768 },
  { name: 'portrait', width: 768, height: 1024 },
];

/** Nothing may stick out sideways: the page scrolls down, never across. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const size of sizes) {
  test(`every screen fits a ${size.name} tablet`, async ({ page }, info) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    const shot = async (name: string) => {
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: info.outputPath(`${size.name}-${name}.png`), fullPage: true });
    };
    await page.goto('./');
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await shot('setup');
    await startMatch(page, ['Rod', 'Bill', 'Ben', 'Jack'], { start: 4000, money: 1 });
    await page.getByRole('button', { name: 'Score next hand' }).click();
    await enterRodBillBenJack(page);
    await shot('hand');
    await enterHand(page, 'Bill', {});
    await shot('hand-winner');
    await page.getByRole('button', { name: 'Calculate scores' }).click();
    await expect(page.getByRole('table', { name: 'Score sheet' })).toBeVisible();
    await shot('sheet');
    await page.getByRole('button', { name: 'History' }).click();
    await shot('history');
    await page.getByRole('button', { name: 'House rules' }).click();
    await page.getByRole('button', { name: "Edit this match's rules" }).click();
    await shot('rules');
  });
}

test('on a landscape tablet the preview sits beside the whole form, winner options included', async ({ page }) => {
  await startMatch(page, ['Rod', 'Bill', 'Ben', 'Jack']);
  await page.getByRole('button', { name: 'Score next hand' }).click();
  await enterHand(page, 'Bill', { mahJong: true });
  const form = (await page.locator('#player-form').boundingBox())!;
  const preview = (await page.locator('.preview').boundingBox())!;
  expect(preview.x).toBeGreaterThanOrEqual(form.x + form.width);
  expect(preview.x + preview.width).toBeLessThanOrEqual(1024);
  expect(preview.y).toBeLessThan(form.y + 10);
});

test('a phone 360 pixels wide can still score a hand', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await startMatch(page, ['Rod', 'Bill', 'Ben', 'Jack']);
  await page.getByRole('button', { name: 'Score next hand' }).click();
  await enterHand(page, 'Bill', { mahJong: true, counts: { 'Pung (2-8) exposed': 4 } });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'Calculate scores' }).click();
  await expect(page.getByRole('table', { name: 'Score sheet' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});
