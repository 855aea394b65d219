// Requests intercepted with page.route: a part of the app cut off, or held
// back, while the rest loads (the service worker blocked, so every request
// reaches the route).
import { expect, Page, test } from '@playwright/test';
import { startMatch } from './helpers';

// The drawn new-match screen while the app's main module is held back or
// refused. (Names typed on it carrying over are a player flow,
// flows/first-screen.flow.mjs.) The service worker would answer for the
// module on a second visit, out of the routes' reach.
test.describe("the drawn first screen, the app's module held back", () => {
  test.use({ serviceWorkers: 'block' });

  /** Holds the app's main module back until the returned function is called. */
  async function holdModule(page: Page): Promise<() => void> {
    let release!: () => void;
    const released = new Promise<void>((done) => (release = done));
    await page.route(/mahjong-scorer_bg\.wasm$/, async (route) => {
      await released;
      await route.continue();
    });
    return release;
  }

  const drawn = (page: Page) => page.locator('#drawn');

  test('Start match tapped before the app is in starts the match once it is', async ({ page }) => {
    const release = await holdModule(page);
    await page.goto('./');
    await page.getByLabel('Match name').fill('Tuesday');
    for (const [i, name] of ['Ann', 'Bob', 'Cy', 'Di'].entries()) {
      await page.getByLabel(`Player ${i + 1}`, { exact: true }).fill(name);
    }
    await page.getByRole('button', { name: 'Start match' }).click();
    await expect(page.getByRole('button', { name: 'Starting…' })).toBeVisible();
    // Pressed again while it waits: still one match.
    await page.getByRole('button', { name: 'Starting…' }).click();
    // The drawn form is never sent: the address stays the page's own.
    expect(new URL(page.url()).search).toBe('');
    release();
    await expect(page.getByRole('table', { name: 'Score sheet' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Score sheet' }).getByRole('columnheader')).toContainText(['Ann', 'Bob', 'Cy', 'Di']);
    await page.getByRole('button', { name: 'History' }).click();
    await expect(page.getByRole('heading', { name: 'Matches' })).toBeVisible();
    await expect(page.getByText('Tuesday')).toHaveCount(1);
  });

  test('a notice the app shows above the screen as it comes in moves no entry and no tap', async ({ page }) => {
    const release = await holdModule(page);
    await page.goto('./');
    for (const [i, name] of ['Ann', 'Bob', 'Cy', 'Di'].entries()) {
      await page.getByLabel(`Player ${i + 1}`, { exact: true }).fill(name);
    }
    await page.getByRole('button', { name: 'Start match' }).click();
    // A new version waiting: the app's first screen has its notice, and its
    // Reload button, before the form.
    await page.evaluate(() => {
      (window as unknown as { appUpdate: () => void }).appUpdate = () => {};
    });
    release();
    await expect(page.getByText('A new version is ready')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Score sheet' }).getByRole('columnheader')).toContainText(['Ann', 'Bob', 'Cy', 'Di']);
  });

  test('a tap on a section before the app is in opens it once it is', async ({ page }) => {
    const release = await holdModule(page);
    await page.goto('./');
    await page.getByRole('button', { name: 'Rules guide' }).click();
    release();
    await expect(page.getByRole('heading', { name: 'Rules guide' })).toBeVisible();
    await expect(page).toHaveURL(/\?guide$/);
  });

  test('where the app cannot be fetched, the drawn screen says so and a reload brings it', async ({ page }) => {
    await page.route(/mahjong-scorer_bg\.wasm$/, (route) => route.abort());
    await page.goto('./');
    await page.getByLabel('Player 1', { exact: true }).fill('Ann');
    await page.getByRole('button', { name: 'Start match' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The app could not be fetched' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start match' })).toBeVisible();
    await page.unroute(/mahjong-scorer_bg\.wasm$/);
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('heading', { name: 'New match' })).toBeVisible();
    await expect(drawn(page)).toHaveCount(0);
    await expect(page.getByLabel('Player 1', { exact: true })).toHaveValue('');
  });

  test('with a match kept, or another screen named, the drawn screen never shows', async ({ page }) => {
    await startMatch(page, ['Ann', 'Bob', 'Cy', 'Di']);
    const release = await holdModule(page);
    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect(drawn(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'New match' })).toHaveCount(0);
    release();
    await expect(page.getByRole('table', { name: 'Score sheet' })).toBeVisible();

    await page.evaluate(() => localStorage.clear());
    await page.goto('./?players', { waitUntil: 'domcontentloaded' });
    await expect(drawn(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Players' })).toBeVisible();
  });
});
