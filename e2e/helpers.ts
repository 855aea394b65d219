import { expect, Page } from '@playwright/test';
import { resolve } from 'path';
import { WORKED_GAME } from '../flows/stories.mjs';

export interface MatchOptions {
  start?: number;
  money?: number; // points per £1
}

/** Opens the app with empty storage and starts a match. */
export async function startMatch(page: Page, names: string[], options: MatchOptions = {}) {
  await page.goto('./');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.getByLabel('Number of players').selectOption(String(names.length));
  for (const [i, name] of names.entries()) {
    await page.getByLabel(`Player ${i + 1}`, { exact: true }).fill(name);
  }
  if (options.start !== undefined) {
    await page.getByLabel('Starting points').fill(String(options.start));
  }
  if (options.money !== undefined) {
    await page.getByLabel('Use money').check();
    await page.getByLabel('Points per £1').selectOption(String(options.money));
  }
  await page.getByRole('button', { name: 'Start match' }).click();
  await expect(page.getByRole('table', { name: 'Score sheet' })).toBeVisible();
}

/** What one player's form holds: counts by label, ticks by label, choices. */
export interface Hand {
  mahJong?: boolean;
  fishing?: boolean;
  counts?: Record<string, number>;
  ticks?: (string | RegExp)[];
  winningTile?: string;
  special?: string;
  fishingFor?: string;
}

/** Opens a player's tab and fills in their form by tapping, as a player would. */
export async function enterHand(page: Page, player: string, hand: Hand) {
  await page.getByRole('tab', { name: new RegExp(`^${player}\\b`) }).click();
  if (hand.mahJong) await page.getByLabel('Declares Mah-Jong').check();
  if (hand.fishing) await page.getByLabel('Fishing', { exact: true }).check();
  for (const [label, n] of Object.entries(hand.counts ?? {})) {
    const more = page.getByRole('button', { name: `Increase ${label}`, exact: true });
    for (let i = 0; i < n; i++) await more.click();
    await expect(page.getByLabel(label, { exact: true })).toHaveValue(String(n));
  }
  for (const tick of hand.ticks ?? []) {
    await page.getByLabel(tick, typeof tick === 'string' ? { exact: true } : {}).check();
  }
  if (hand.winningTile) await page.getByLabel('Winning tile').selectOption({ label: hand.winningTile });
  if (hand.special) await page.getByLabel('Special hand').selectOption({ label: hand.special });
  if (hand.fishingFor) await page.getByLabel('Fishing for').selectOption({ label: hand.fishingFor });
}

export async function previewScore(page: Page) {
  return page.getByLabel('Score', { exact: true }).textContent();
}

/** One score-sheet row ("Start", a hand number, or "Total"). */
export function sheetRowLocator(page: Page, name: string) {
  const table = page.getByRole('table', { name: 'Score sheet' });
  return table.locator('tr').filter({ has: page.locator('th', { hasText: new RegExp(`^${name}\\b`) }) });
}

/** The texts of one score-sheet row, once it is shown. */
export async function sheetRow(page: Page, name: string): Promise<string[]> {
  const row = sheetRowLocator(page, name).first();
  await expect(row).toBeVisible();
  return (await row.locator('td').allTextContents()).map((t) => t.trim());
}

/** The worked game (flows/stories.mjs), hand by hand, each score checked as
 * it shows; `names` seat other players in its seats. */
export async function enterRodBillBenJack(page: Page, names: string[] = WORKED_GAME.players) {
  for (const [seat, hand] of WORKED_GAME.hands.entries()) {
    await enterHand(page, names[seat], hand);
    expect(await previewScore(page)).toBe(hand.score);
  }
}

const axePath = resolve('node_modules/axe-core/axe.min.js');

/** Runs axe-core over the page as it is and expects nothing at WCAG 2.1 AA. */
export async function expectNoViolations(page: Page, screen: string) {
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const result = await (window as any).axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations.map((v: any) => `${v.id}: ${v.help} — ${v.nodes.map((n: any) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
  });
  expect(violations, screen).toEqual([]);
}

/** Waits until the service worker controls the page and has every file of the build. */
export async function readyOffline(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  // As many files as the worker's precache list names.
  const listed = await page.evaluate(async () => {
    const worker = await (await fetch('./sw.js')).text();
    return worker.match(/url:"[^"]+"/g)?.length ?? 0;
  });
  expect(listed).toBeGreaterThan(5);
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const name = (await caches.keys()).find((key) => key.startsWith('mahjong-scorer-precache'));
        return name ? (await (await caches.open(name)).keys()).length : 0;
      }),
    )
    .toBe(listed);
}
