// Keys pressed through Chromium's DevTools input: the palette's tiles taken
// by the keyboard alone. (Through Firefox's WebDriver a palette tile
// reached by Tab takes no Enter or Space, so the player flows cannot tell
// this in all three engines yet.)
import { expect, test } from '@playwright/test';
import { previewScore, startMatch } from './helpers';

test('tiles can be laid out with the keyboard alone', async ({ page }) => {
  await startMatch(page, ['Rod', 'Bill', 'Ben', 'Jack']);
  await page.getByRole('button', { name: 'Score next hand' }).click();
  await page.getByRole('button', { name: 'Lay out tiles' }).focus();
  await page.keyboard.press('Enter');
  const redDragon = page.getByRole('group', { name: 'Tiles to lay out' }).getByRole('button', { name: 'Red dragon' });
  await expect(redDragon).toBeVisible();
  // Tab along the palette to the Red dragon, then to the Pung button.
  for (let i = 0; i < 150; i++) {
    if (await redDragon.evaluate((el) => el === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(redDragon).toBeFocused();
  await page.keyboard.press('Enter');
  const pung = page.getByRole('button', { name: 'Pung', exact: true });
  for (let i = 0; i < 30; i++) {
    if (await pung.evaluate((el) => el === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(pung).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByLabel('Type the hand')).toHaveValue('RRR');
  expect(await previewScore(page)).toBe('16');
});
