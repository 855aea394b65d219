import { expect, Page, test } from '@playwright/test';
import { enterHand, previewScore, sheetRow, sheetRowLocator, startMatch } from './helpers';

const sizes = [
  { name: 'landscape', width: 1024, height: 768 },
  { name: 'portrait', width: 768, height: 1024 },
];

// Four names of the 40 characters allowed.
const long = ['Roderick Alexander Montgomery-Smythe Jr.', 'Wilhelmina Bartholomew Featherstonehaugh', 'Benedict Cumberbatch-Worthington the 3rd', 'Jacqueline Ottoline Fitzwilliam-Harcourt'];
const [rod, bill, ben, jack] = long.map((n) => n.split(' ')[0]);

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The rectangles of two elements do not overlap. */
async function expectApart(page: Page, a: string, b: string) {
  const [ra, rb] = await Promise.all([a, b].map((s) => page.locator(s).first().evaluate((el) => el.getBoundingClientRect().toJSON())));
  const overlap = ra.left < rb.right && rb.left < ra.right && ra.top < rb.bottom && rb.top < ra.bottom;
  expect(overlap, `${a} overlaps ${b}`).toBe(false);
}

async function enterWorkedGame(page: Page) {
  await enterHand(page, rod, {
    counts: { 'Pung (2-8) exposed': 2, 'Pung (1, 9, winds, dragons) concealed': 1, 'Dragon sets': 1, Flowers: 1, Seasons: 1 },
    ticks: ['Own flower'],
  });
  expect(await previewScore(page)).toBe('80');
  await enterHand(page, bill, {
    mahJong: true,
    counts: { 'Pung (1, 9, winds, dragons) concealed': 1, 'Pung (1, 9, winds, dragons) exposed': 1, 'Kong (2-8) exposed': 1, 'Dragon sets': 1 },
    ticks: [/^Pair of own wind/],
  });
  expect(await previewScore(page)).toBe('84');
  await enterHand(page, ben, { fishing: true, counts: { Seasons: 1 }, ticks: ['Own season'], fishingFor: 'Knitting' });
  expect(await previewScore(page)).toBe('208');
  await enterHand(page, jack, {
    counts: { 'Pung (1, 9, winds, dragons) concealed': 2, 'Kong (1, 9, winds, dragons) concealed': 1, 'Dragon sets': 1, Seasons: 1 },
    ticks: [/^Pung\/Kong of own wind/, /^Pung\/Kong of prevailing wind/],
  });
  expect(await previewScore(page)).toBe('416');
}

for (const size of sizes) {
  test(`the worked game with four 40-character names stays tidy on a ${size.name} tablet`, async ({ page }, info) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    const shot = async (name: string) => {
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: info.outputPath(`${size.name}-${name}.png`) });
    };
    await startMatch(page, long, { start: 4000, money: 1 });
    await shot('sheet-empty');
    await expectApart(page, '.seat--top', '.table__prevailing');
    await page.getByRole('button', { name: 'Score next hand' }).click();
    await enterWorkedGame(page);
    // Each tab keeps its wind in view beside the shortened name.
    for (const tab of await page.getByRole('tab').all()) {
      const wind = tab.locator('.tabs__wind');
      await expect(wind).toBeVisible();
      const [t, w] = await Promise.all([tab.boundingBox(), wind.boundingBox()]);
      expect(w!.x + w!.width).toBeLessThanOrEqual(t!.x + t!.width + 1);
    }
    await expect(page.getByRole('tab', { name: new RegExp(`^${bill}.*Mah-Jong`) })).toBeVisible();
    await expect(page.getByRole('tab', { name: new RegExp(`^${ben}.*Fishing`) })).toBeVisible();
    await shot('hand');
    await page.getByRole('button', { name: 'Calculate scores' }).click();
    await expect(page.getByRole('table', { name: 'Score sheet' })).toBeVisible();
    expect((await sheetRow(page, '1')).slice(0, 4)).toEqual(['-£1,096.00', '£336.00', '-£36.00', '£796.00']);
    // Who pays whom, with the names shortened: no line swells with them.
    const settle = page.locator('.settle li');
    await expect(settle.first()).toBeVisible();
    for (const line of await settle.allTextContents()) {
      for (const name of long) expect(line).not.toContain(name);
      expect(line.length).toBeLessThan(120);
    }
    await shot('sheet');
    await page.getByRole('button', { name: 'History' }).click();
    await shot('history');
  });
}

test('a sheet of 30 hands keeps the names, the totals and the newest hand in view without scrolling', async ({ page }, info) => {
  await startMatch(page, ['Rod', 'Bill', 'Ben', 'Jack']);
  await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => /^mahjong-scorer\.match\.\d+$/.test(k))!;
    const stored = JSON.parse(localStorage.getItem(key)!);
    stored.match.hands = Array.from({ length: 30 }, (_, i) => ({
      forms: [0, 1, 2, 3].map((p) => (p === i % 4 ? { role: 'MahJong', sets: [3, 0, 0, 0, 0, 0, 0, 0] } : { sets: [0, 1, 0, 0, 0, 0, 0, 0] })),
    }));
    localStorage.setItem(key, JSON.stringify(stored));
  });
  for (const size of sizes) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.reload();
    await expect(page.getByRole('table', { name: 'Score sheet' })).toBeVisible();
    const inView = async (locator: ReturnType<Page['locator']>) => {
      const box = (await locator.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(size.height);
    };
    const standings = page.getByRole('table', { name: 'Standings' });
    await inView(standings);
    for (const name of ['Rod', 'Bill', 'Ben', 'Jack']) await expect(standings).toContainText(name);
    await expect(standings.locator('tbody tr')).toHaveCount(4);
    // Without scrolling: the sheet's names, its totals and its newest hand,
    // however many hands came before.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const sheet = page.getByRole('table', { name: 'Score sheet' });
    await inView(sheet.locator('thead'));
    await inView(sheetRowLocator(page, 'Total'));
    await inView(sheetRowLocator(page, '30'));
    await page.screenshot({ path: info.outputPath(`${size.name}-thirty-hands.png`) });
  }
});

test('text a player reads is at least 16 px, and a disabled tick looks disabled in the dark theme', async ({ page }) => {
  await startMatch(page, ['Rod', 'Bill', 'Ben', 'Jack']);
  await page.getByRole('button', { name: 'Score next hand' }).click();
  await enterHand(page, 'Bill', { mahJong: true, counts: { 'Pung (2-8) exposed': 3 } });
  const sizes = await page.evaluate(() => {
    const read = ['.tabs__wind', '.tabs__score', '.tabs__declared', '.preview__working', '.preview__name', '.form__hint', '.form__explanation', '.stepper > label', '.tick label', '.hand__rules'];
    return read.flatMap((s) => [...document.querySelectorAll(s)].map((el) => [s, parseFloat(getComputedStyle(el).fontSize)] as [string, number]));
  });
  expect(sizes.length).toBeGreaterThan(10);
  for (const [selector, px] of sizes) expect(px, selector).toBeGreaterThanOrEqual(16);
  await page.getByLabel('Theme').selectOption('dark');
  const opacity = await page.locator('.tick--disabled input').first().evaluate((el) => getComputedStyle(el).opacity);
  expect(Number(opacity)).toBeLessThan(0.6);
  await page.getByRole('button', { name: 'Calculate scores' }).click();
  const sheetSizes = await page.evaluate(() =>
    ['.seat__note', '.seat__wind', '.sheet__marks', '.table__prevailing'].flatMap((s) => [...document.querySelectorAll(s)].map((el) => parseFloat(getComputedStyle(el).fontSize))),
  );
  for (const px of sheetSizes) expect(px).toBeGreaterThanOrEqual(16);
});

test('on a landscape tablet the form uses the width and Calculate scores is in view with the winner panel open', async ({ page }, info) => {
  await startMatch(page, ['Rod', 'Bill', 'Ben', 'Jack']);
  await page.getByRole('button', { name: 'Score next hand' }).click();
  const calculate = page.getByRole('button', { name: 'Calculate scores' });
  await expect(calculate).toBeInViewport({ ratio: 1 });
  await enterHand(page, 'Bill', { mahJong: true, special: 'Heads and tails' });
  await expect(calculate).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: info.outputPath('landscape-winner-panel.png') });
  // No form label wraps onto a third line.
  const tallest = await page.evaluate(() => Math.max(...[...document.querySelectorAll('.form label')].map((l) => l.getBoundingClientRect().height / parseFloat(getComputedStyle(l).lineHeight))));
  expect(tallest).toBeLessThan(2.5);
});

test('the form says who declared what and the rules in force', async ({ page }) => {
  await startMatch(page, ['Rod', 'Bill', 'Ben', 'Jack']);
  await page.getByRole('button', { name: 'House rules' }).click();
  await page.getByRole('button', { name: "Edit this match's rules" }).click();
  await page.getByRole('region', { name: 'This match' }).getByLabel('Limit', { exact: true }).fill('500');
  await page.getByRole('button', { name: 'Apply to this match' }).click();
  await page.getByRole('button', { name: 'Score next hand' }).click();
  await expect(page.getByText('Scored by: Limit 500 · Mah-Jong 20 · 1 change from BMJA. Changed: Limit 500 (BMJA 1,000).')).toBeVisible();
  await enterHand(page, 'Bill', { mahJong: true });
  await enterHand(page, 'Ben', { fishing: true });
  await expect(page.getByRole('tab', { name: /^Bill\b/ })).toContainText('Mah-Jong');
  await expect(page.getByRole('tab', { name: /^Ben\b/ })).toContainText('Fishing');
  await expect(page.getByRole('tab', { name: /^Rod\b/ })).not.toContainText('Fishing');
});

test('a printed sheet starts with the match, its date, the players and the rules', async ({ page }) => {
  await startMatch(page, ['Rod', 'Bill', 'Ben', 'Jack']);
  await page.getByRole('button', { name: 'Score next hand' }).click();
  await enterHand(page, 'Bill', { mahJong: true, counts: { 'Pung (2-8) exposed': 3 } });
  await page.getByRole('button', { name: 'Calculate scores' }).click();
  await page.emulateMedia({ media: 'print' });
  const heading = page.locator('.print-heading');
  await expect(heading).toBeVisible();
  await expect(heading).toContainText(/Match of \d{4}-\d\d-\d\d/);
  await expect(heading).toContainText('Players, from East: Rod, Bill, Ben, Jack.');
  await expect(heading).toContainText('Rules: Limit 1,000 · Mah-Jong 20 · BMJA rules.');
  await expect(page.getByRole('table', { name: 'Standings' })).toBeVisible();
  await expect(page.getByText('Settling up hand 1')).toBeVisible();
  for (const label of ['Theme', 'Score next hand', 'Change hand 1']) {
    await expect(page.getByText(label, { exact: true })).toBeHidden();
  }
  await expect(page.getByRole('button')).toHaveCount(await page.getByRole('button').count());
  const visibleButtons = await page.locator('button:visible').count();
  expect(visibleButtons).toBe(0);
});

test('the match summary and a new match with the same players', async ({ page }) => {
  await startMatch(page, ['Rod', 'Bill', 'Ben', 'Jack']);
  await page.getByRole('button', { name: 'Score next hand' }).click();
  await enterHand(page, 'Bill', { mahJong: true, counts: { 'Pung (2-8) exposed': 3 } });
  await page.getByRole('button', { name: 'Calculate scores' }).click();
  const bill = page.getByRole('table', { name: 'Standings' }).getByRole('row', { name: /^Bill/ });
  await expect(bill).toContainText('2,104');
  await expect(bill).toContainText('+104');
  await expect(bill).toContainText('26 (hand 1)');
  await expect(sheetMarks(page, '1')).toContainText('Rod East');
  await page.getByRole('button', { name: 'Rematch: same players' }).click();
  await expect(page.getByRole('table', { name: 'Standings' })).toContainText('Bill');
  await expect(page.locator('.seat--bottom .seat__name')).toHaveText('Rod');
  await expect(page.getByRole('button', { name: 'Remove last hand' })).toBeDisabled();
});

function sheetMarks(page: Page, hand: string) {
  return page.getByRole('table', { name: 'Score sheet' }).locator('tbody th').filter({ hasText: new RegExp(`^${hand}\\b`) });
}
