import { expect, Page, test } from '@playwright/test';
import { expectNoViolations, startMatch } from './helpers';

/** Bill's form open on a tablet of this size, his Mah-Jong declared. */
async function billDeclares(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await startMatch(page, ['Rod', 'Bill', 'Ben', 'Jack']);
  await page.getByRole('button', { name: 'Score next hand' }).click();
  await page.getByRole('tab', { name: /^Bill/ }).click();
  await page.getByLabel('Declares Mah-Jong').check();
}

// Counts tapped from the top of the form to its foot.
const counts = ['Pung (2-8) exposed', 'Kong (1, 9, winds, dragons) concealed', 'Pairs of dragons', 'Flowers', 'Seasons'];

for (const tablet of [
  { name: 'landscape', width: 1024, height: 768 },
  { name: 'large landscape', width: 1366, height: 1024 },
]) {
  test(`on a ${tablet.name} tablet the preview's score stays in view while counts are tapped`, async ({ page }) => {
    await billDeclares(page, tablet);
    const score = page.locator('#p1-score');
    for (const label of counts) {
      const before = await score.textContent();
      await page.getByRole('button', { name: `Increase ${label}`, exact: true }).click();
      await expect(score).not.toHaveText(before!);
      await expect(score).toBeInViewport();
    }
  });
}

test('on a portrait tablet a line at the foot keeps the player\'s score in view', async ({ page }) => {
  await billDeclares(page, { width: 768, height: 1024 });
  const line = page.locator('.hand__score');
  for (const label of counts) {
    await page.getByRole('button', { name: `Increase ${label}`, exact: true }).click();
    const score = await page.locator('#p1-score').textContent();
    // The score, then how it is made.
    await expect(line).toHaveText(new RegExp(`^Bill: ${score}(?![0-9,]).*Mah-Jong 20`));
    await expect(line).toBeInViewport();
  }
  await expectNoViolations(page, 'the hand form with its score line');
});
