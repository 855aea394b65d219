// Requests intercepted with page.route: a part of the app cut off, or held
// back, while the rest loads (the service worker blocked, so every request
// reaches the route).
import { expect, type Page, test } from '@playwright/test';
import { startMatch } from './helpers';

async function startFourPlayers(page: Page) {
  for (const [i, n] of ['A', 'B', 'C', 'D'].entries()) await page.getByLabel(`Player ${i + 1}`, { exact: true }).fill(n);
  await page.getByRole('button', { name: 'Start match' }).click();
  await expect(page.getByRole('table', { name: 'Score sheet' })).toBeVisible();
}

test('a part that cannot be fetched says so and offers a reload; nothing is lost', async ({ browser }) => {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto('./');
  await startFourPlayers(page);
  const part = /\/split_[^/]*\.wasm$/;
  await page.route(part, (route) => route.abort());
  await page.reload();
  // The header and its sections are in the main module; the sheet is not.
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('This part of the app could not be fetched');
  await page.getByRole('button', { name: 'History' }).click();
  await expect(alert).toContainText('This part of the app could not be fetched');
  await page.unroute(part);
  // The reload stays on History, which now comes in; the match is whole.
  await alert.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { name: 'Matches' })).toBeVisible();
  await page.getByRole('button', { name: 'Match', exact: true }).click();
  await expect(page.getByRole('table', { name: 'Score sheet' })).toBeVisible();
  await context.close();
});

test("the club nights' part not fetched says so, and the rest of the app works on", async ({ browser }) => {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.route(/\/split_night\.wasm$/, (route) => route.abort());
  await page.goto('./');
  await startFourPlayers(page);
  await page.getByRole('button', { name: 'History' }).click();
  await page.getByRole('button', { name: 'Draw up a club night' }).click();
  await expect(page.getByRole('alert')).toContainText('This part of the app could not be fetched');
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Matches' })).toBeVisible();
  await page.getByRole('button', { name: 'Match', exact: true }).click();
  await expect(page.getByRole('table', { name: 'Score sheet' })).toBeVisible();
  await context.close();
});

test("with the session's part not fetched, a match waiting to start says why and starts once it comes", async ({ browser }) => {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const parts = /\/split_[^/]*\.wasm$/;
  await page.route(parts, (route) => route.abort());
  await page.goto('./');
  // Set-up is in the main module: it shows and takes the names.
  for (const [i, name] of ['Rod', 'Bill', 'Ben', 'Jack'].entries()) {
    await page.getByLabel(`Player ${i + 1}`, { exact: true }).fill(name);
  }
  await page.getByRole('button', { name: /^(Start match|Starting…)$/ }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This part of the app could not be fetched' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start match' })).toBeVisible();
  await expect(page.getByLabel('Player 2', { exact: true })).toHaveValue('Bill');
  // The connection back, the same entries start the match.
  await page.unroute(parts);
  await page.getByRole('button', { name: 'Start match' }).click();
  await expect(page.getByRole('table', { name: 'Score sheet' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Bill' }).first()).toBeVisible();
  await context.close();
});

test('taps made before the rest of the app is in are done once it is, and Back meanwhile is kept', async ({ browser }) => {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  let release = () => {};
  const held = new Promise<void>((done) => (release = done));
  await page.route(/\/split_session\.wasm$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('./');
  for (const [i, name] of ['Rod', 'Bill', 'Ben', 'Jack'].entries()) {
    await page.getByLabel(`Player ${i + 1}`, { exact: true }).fill(name);
  }
  await page.getByRole('button', { name: 'Start match' }).click();
  await expect(page.getByRole('button', { name: 'Starting…' })).toBeVisible();
  // A section tapped meanwhile takes its address; Back leaves it again.
  await page.getByRole('button', { name: 'History' }).click();
  await expect(page).toHaveURL(/\?history$/);
  await expect(page.getByText('Loading…')).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'New match' })).toBeVisible();
  release();
  // The match waiting to start starts; History, left by Back, stays closed.
  await expect(page.getByRole('table', { name: 'Score sheet' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Jack' }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Matches' })).toHaveCount(0);
  await context.close();
});

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

  test('with a match kept, or another screen named, the drawn new-match screen never shows', async ({ page }) => {
    await startMatch(page, ['Ann', 'Bob', 'Cy', 'Di']);
    // The sheet as the app drew it is kept, and shows in its place.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('mahjong-scorer.drawn-sheet') !== null)).toBe(true);
    const release = await holdModule(page);
    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect(page.locator('#drawn[data-sheet]')).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'New match' })).toHaveCount(0);
    release();
    await expect(drawn(page)).toHaveCount(0);
    await expect(page.getByRole('table', { name: 'Score sheet' })).toBeVisible();

    await page.evaluate(() => localStorage.clear());
    await page.goto('./?players', { waitUntil: 'domcontentloaded' });
    await expect(drawn(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Players' })).toBeVisible();
  });
});
