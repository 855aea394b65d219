import { expect, test } from '@playwright/test';
import { expectNoViolations, startMatch } from './helpers';

const names = ['Christopher Anderson', 'Christopher Andrews', 'Ben', 'Jack'];

for (const tablet of [
  { name: 'landscape', width: 1024, height: 768 },
  { name: 'portrait', width: 768, height: 1024 },
]) {
  test(`names sharing a long beginning still look different, whole one tap away (${tablet.name})`, async ({ page }) => {
    await page.setViewportSize(tablet);
    await startMatch(page, names);
    // The sheet's heads keep the part that differs; a tap shows the whole name.
    const heads = page.getByRole('table', { name: 'Score sheet' }).locator('thead .name-tag');
    await expect(heads.first()).toHaveText('Chri…ersonChristopher Anderson');
    const shown = heads.locator('[aria-hidden="true"]');
    await expect(shown.nth(0)).toHaveText('Chri…erson');
    await expect(shown.nth(1)).toHaveText('Chris…rews');
    await heads.nth(1).click();
    await expect(heads.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(shown.nth(1)).toHaveText('Christopher Andrews');
    // The standings, likewise, and read out whole.
    await expect(page.getByRole('table', { name: 'Standings' }).getByRole('button', { name: 'Christopher Anderson' })).toBeVisible();
    await expectNoViolations(page, 'the sheet with shortened names');

    // The hand form's tabs; the player's whole name above the preview.
    await page.getByRole('button', { name: 'Score next hand' }).click();
    const tab = page.getByRole('tab', { name: /^Christopher Andrews/ });
    await expect(tab.locator('.tabs__name [aria-hidden="true"]')).toHaveText('Christo…rews');
    await expect(page.getByRole('tab', { name: /^Christopher Anderson/ }).locator('.tabs__name [aria-hidden="true"]')).toHaveText('Christ…erson');
    await tab.click();
    await expect(page.locator('.preview__player')).toHaveText('Christopher Andrews');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
}
