import { expect, type Locator, type Page } from '@playwright/test';
import { resolve } from 'node:path';
import * as play from '../flows/play.mjs';

// What players do is said once, in flows/play.mjs; here it runs on a
// Playwright page through `asPlayer`. The rest is what the checks of e2e/
// need of their own: axe-core, the service worker's cache, the sheet's rows
// as locators.

type Name = string | RegExp;

/** The page as flows/play.mjs drives the app: controls found by role and
 * name (a string whole, a pattern matched; text, statuses and alerts by
 * what they hold). */
class PageApp {
  constructor(readonly page: Page) {}

  private locate(role: string, name: Name | null | undefined, within?: Locator): Locator {
    const root = within ?? this.page;
    const exact = typeof name === 'string';
    if (role === 'field') return root.getByLabel(name!, { exact });
    if (role === 'text') return root.getByText(name!);
    if (role === 'status' || role === 'alert') return root.getByRole(role).filter({ hasText: name ?? undefined });
    return root.getByRole(role as Parameters<Page['getByRole']>[0], name == null ? {} : { name, exact });
  }

  async all(role: string, name: Name, within?: Locator) {
    return this.locate(role, name, within).filter({ visible: true }).all();
  }

  async find(role: string, name: Name, within?: Locator) {
    const found = this.locate(role, name, within).filter({ visible: true }).first();
    await expect(found).toBeVisible();
    return found;
  }

  async gone(role: string, name: Name, within?: Locator) {
    await expect(this.locate(role, name, within).filter({ visible: true })).toHaveCount(0);
  }

  see(text: Name) {
    return this.find('text', text);
  }

  async tap(role: string, name: Name, within?: Locator) {
    await (await this.find(role, name, within)).click();
  }

  press(name: Name, within?: Locator) {
    return this.tap('button', name, within);
  }

  field(label: Name, within?: Locator) {
    return this.find('field', label, within);
  }

  async fill(label: Name, text: string | number, within?: Locator) {
    const field = await this.field(label, within);
    await field.fill(String(text));
    return field;
  }

  async value(label: Name, within?: Locator) {
    return (await this.field(label, within)).inputValue();
  }

  async hasValue(label: Name, expected: string | number) {
    await expect(this.locate('field', label)).toHaveValue(String(expected));
  }

  async checked(label: Name) {
    return (await this.field(label)).isChecked();
  }

  async tick(label: Name, on = true) {
    await (await this.field(label)).setChecked(on);
  }

  async choose(label: Name, option: string) {
    await (await this.field(label)).selectOption({ label: option });
  }

  async text(element: Locator) {
    return ((await element.textContent()) ?? '').replace(/\s+/g, ' ').trim();
  }

  /** Runs a function in the page: on an element first, where one is given. */
  eval(fn: (...args: any[]) => unknown, ...args: unknown[]) {
    const [first, second] = args;
    return first instanceof Object && 'evaluate' in first ? (first as Locator).evaluate(fn, second) : this.page.evaluate(fn, first);
  }

  async until(check: () => Promise<unknown>, what: string, timeout?: number) {
    await expect.poll(async () => !!(await check().catch(() => false)), { message: what, timeout }).toBe(true);
  }
}

/** The page, as play.mjs's words take it. */
export const asPlayer = (page: Page) => new PageApp(page);

export interface MatchOptions {
  start?: number;
  money?: number; // points per £1
}

/** Opens the app with empty storage and starts a match. */
export async function startMatch(page: Page, names: string[], options: MatchOptions = {}) {
  await page.goto('./');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await play.startMatch(asPlayer(page), names, options);
}

/** Opens a player's tab and fills in their form by tapping (play.mjs's `Hand`). */
export function enterHand(page: Page, player: string, hand: object) {
  return play.enterHand(asPlayer(page), player, hand);
}

/** The worked game (flows/stories.mjs), each score checked as it shows. */
export function enterRodBillBenJack(page: Page, names?: string[]) {
  return play.enterRodBillBenJack(asPlayer(page), names);
}

/** The texts of one score-sheet row, once it is shown. */
export function sheetRow(page: Page, name: string): Promise<string[]> {
  return play.sheetRow(asPlayer(page), name);
}

export async function previewScore(page: Page) {
  return page.getByLabel('Score', { exact: true }).textContent();
}

/** One score-sheet row ("Start", a hand number, or "Total"). */
export function sheetRowLocator(page: Page, name: string) {
  const table = page.getByRole('table', { name: 'Score sheet' });
  return table.locator('tr').filter({ has: page.locator('th', { hasText: new RegExp(`^${name}\\b`) }) });
}

const axePath = resolve('node_modules/axe-core/axe.min.js');

/** Runs axe-core over the page as it is and expects nothing at WCAG 2.1 AA. */
export async function expectNoViolations(page: Page, screen: string) {
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const result = await (window as any).axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations.map(
      (v: any) =>
        `${v.id}: ${v.help} — ${v.nodes
          .map((n: any) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
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
