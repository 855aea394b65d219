import { Browser, expect, Page, test } from '@playwright/test';
import { enterHand, enterRodBillBenJack, readyOffline, startMatch } from './helpers';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** Shares the open match and returns the link copied. */
async function shareLink(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Share this match' }).click();
  await expect(page.getByText(/^The link to this match is copied \([\d,]+ characters\)/)).toBeVisible();
  return page.evaluate(() => navigator.clipboard.readText());
}

/** Every row of the score sheet, as text. */
async function sheetText(page: Page): Promise<string[]> {
  const sheet = page.getByRole('table', { name: 'Score sheet' });
  await expect(sheet).toBeVisible();
  return sheet.locator('tr').allTextContents();
}

/** A browser context of its own: nothing stored. */
async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

async function playTwoHands(page: Page) {
  await startMatch(page, ['Rod', 'Bill', 'Ben', 'Jack']);
  await page.getByRole('button', { name: 'Score next hand' }).click();
  await enterRodBillBenJack(page);
  await page.getByRole('button', { name: 'Calculate scores' }).click();
  await page.getByRole('button', { name: 'Score next hand' }).click();
  await enterHand(page, 'Jack', { mahJong: true, counts: { 'Pung (2-8) exposed': 4 } });
  await page.getByRole('button', { name: 'Calculate scores' }).click();
}

test('a link made in one browser opens in another with nothing stored and gives the same score sheet', async ({ page, browser }) => {
  await playTwoHands(page);
  const link = await shareLink(page);
  expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?shared#1\.\d+\.[A-Za-z0-9_-]+$/);
  expect(link).not.toContain('Rod');
  const sheet = await sheetText(page);

  const other = await freshPage(browser);
  await other.goto(link);
  await expect(other.getByRole('heading', { name: 'A match handed on by a link' })).toBeVisible();
  await expect(other.getByText(/; 2 hands played by Rod, Bill, Ben, Jack\.$/)).toBeVisible();
  await expect(other.getByRole('table', { name: 'Standings' })).toContainText('Rod');
  // Every hand, not only the standings.
  await other.getByText('Every hand (2 hands)').click();
  await expect(other.getByText('Hand 1: Bill went out with 84; Rod was East.')).toBeVisible();
  await expect(other.getByText('Hand 2: Jack went out with 56; Bill was East.')).toBeVisible();
  await expect(other.getByText('The link holds 1 match. It will be added beside what is here.')).toBeVisible();
  // A reload keeps the link.
  await other.reload();
  await other.getByRole('button', { name: 'Add them' }).click();
  await expect(other).toHaveURL(/\?history$/);
  await expect(other.getByText('Added 1 match from the link; nothing was replaced.')).toBeVisible();
  await other.getByRole('button', { name: /^Resume / }).click();
  expect(await sheetText(other)).toEqual(sheet);

  // The same link again: the match is here already, and the players are asked.
  await other.goto(link);
  await expect(other.getByText(/is here already\.$/)).toBeVisible();
  await other.getByRole('button', { name: 'Skip those' }).click();
  await expect(other.getByText('Added 0 matches from the link; skipped 1 match already here.')).toBeVisible();
  await other.context().close();
});

test('a link opens with no network in the app the service worker keeps', async ({ page, browser }) => {
  await playTwoHands(page);
  const link = await shareLink(page);
  const sheet = await sheetText(page);

  const other = await freshPage(browser);
  await other.goto('./');
  await readyOffline(other);
  await other.context().setOffline(true);
  await other.goto(link);
  await expect(other.getByText(/; 2 hands played by Rod, Bill, Ben, Jack\.$/)).toBeVisible();
  await other.getByRole('button', { name: 'Add them' }).click();
  await other.getByRole('button', { name: /^Resume / }).click();
  expect(await sheetText(other)).toEqual(sheet);
  await other.context().close();
});

test('a link with one character changed, or cut short, imports nothing and says why', async ({ page, browser }) => {
  await playTwoHands(page);
  const link = await shareLink(page);
  const data = link.lastIndexOf('.') + 1;
  const at = data + Math.floor((link.length - data) / 2);
  const changed = link.slice(0, at) + (link[at] === 'A' ? 'B' : 'A') + link.slice(at + 1);
  const cut = link.slice(0, link.length - 40);
  const needs = link.length - data;

  const other = await freshPage(browser);
  await other.goto(changed);
  await expect(other.getByRole('alert')).toContainText('This link was changed on its way: what it holds does not check out, so nothing was imported.');
  await expect(other.getByRole('button', { name: 'Add them' })).toHaveCount(0);
  await other.goto(cut);
  await expect(other.getByRole('alert')).toContainText(`This link was cut short: it holds ${needs - 40} of its ${needs} characters, so nothing was imported.`);
  await other.getByRole('button', { name: 'Go to my match' }).click();
  await other.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'History' }).click();
  await expect(other.getByText('No matches yet.')).toBeVisible();
  await other.context().close();
});

/** Replaces the open match's hands with `count` varied hands of counts. */
async function storeVariedHands(page: Page, count: number) {
  await page.evaluate((count) => {
    // mulberry32: a small generator whose low bits do not repeat early.
    let seed = 20261125;
    const next = (n: number) => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) % n;
    };
    const sets = (n: number) => {
      const counts = [0, 0, 0, 0, 0, 0, 0, 0];
      for (let i = 0; i < n; i++) counts[next(8)] += 1;
      return counts;
    };
    const key = Object.keys(localStorage).find((k) => /^mahjong-scorer\.match\.\d+$/.test(k))!;
    const stored = JSON.parse(localStorage.getItem(key)!);
    stored.match.hands = Array.from({ length: count }, () => {
      const winner = next(4);
      // Bonus tiles and a dragon set for the winner alone, so the table's
      // tiles always add up (a flower or season is one tile, a dragon three).
      return {
        entries: [0, 1, 2, 3].map((p) => {
          const form: Record<string, unknown> = { sets: sets(p === winner ? 4 : next(4)) };
          if (p !== winner) return { Counts: form };
          form.role = 'MahJong';
          const majors = (form.sets as number[]).filter((_, i) => [2, 3, 6, 7].includes(i)).reduce((a, b) => a + b, 0);
          if (majors > 0 && next(2)) form.dragon_sets = 1;
          const flowers = next(2);
          if (flowers) form.flowers = flowers;
          const seasons = next(2);
          if (seasons) form.seasons = seasons;
          return { Counts: form };
        }),
      };
    });
    localStorage.setItem(key, JSON.stringify(stored));
  }, count);
  await page.reload();
}

test('a 60-hand match goes by link well within what browsers and messaging apps carry', async ({ page, browser }) => {
  await startMatch(page, ['Rodney', 'Wilhelmina', 'Benedict', 'Jacqueline']);
  await storeVariedHands(page, 60);
  await expect(page.getByText(/^Hand 61 is next/)).toBeVisible();
  const link = await shareLink(page);
  console.log(`a 60-hand match's link: ${link.length} characters`);
  expect(link.length).toBeLessThan(16_000);
  const sheet = await sheetText(page);

  const other = await freshPage(browser);
  await other.goto(link);
  await expect(other.getByText(/; 60 hands played by Rodney, Wilhelmina, Benedict, Jacqueline\.$/)).toBeVisible();
  await other.getByRole('button', { name: 'Add them' }).click();
  await other.getByRole('button', { name: /^Resume / }).click();
  expect(await sheetText(other)).toEqual(sheet);
  await other.context().close();
});

test('a match too long for a link says so and offers its file', async ({ page }) => {
  await startMatch(page, ['Rodney', 'Wilhelmina', 'Benedict', 'Jacqueline']);
  await storeVariedHands(page, 1200);
  await page.getByRole('button', { name: 'Share this match' }).click();
  await expect(page.getByText(/^This match is too long for a link: it would take [\d,]+ characters, and links are kept under 16,000/)).toBeVisible();
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('status').getByRole('button', { name: 'Export match' }).click(),
  ]);
  expect(file.suggestedFilename()).toMatch(/\.json$/);
});

test('where there is a share sheet the link goes through it', async ({ page }) => {
  await page.addInitScript(() => {
    (window as any).__shared = [];
    Object.defineProperty(navigator, 'canShare', { value: (data: any) => typeof data.url === 'string' });
    Object.defineProperty(navigator, 'share', {
      value: async (data: any) => {
        (window as any).__shared.push(data);
      },
    });
  });
  await playTwoHands(page);
  await page.getByRole('button', { name: 'Share this match' }).click();
  await expect.poll(() => page.evaluate(() => (window as any).__shared.length)).toBe(1);
  const shared = await page.evaluate(() => (window as any).__shared[0]);
  expect(shared.url).toMatch(/\?shared#1\.\d+\./);
  expect(shared.title).toMatch(/^Match of /);
  await expect(page.getByText(/The link to this match is copied/)).toHaveCount(0);
});
