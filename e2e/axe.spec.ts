// axe-core over screens the player flows reach but cannot judge: nothing
// fails WCAG 2.1 AA.
import { expect, type Page, test } from '@playwright/test';
import { NIGHT_OF_NINE } from '../flows/stories.mjs';
import { enterHand, enterRodBillBenJack, expectNoViolations, startMatch } from './helpers';

/** One hand won by `who` with three concealed major pungs and an exposed minor one. */
async function winHand(page: Page, who: string) {
  await page.getByRole('button', { name: 'Score next hand' }).click();
  await enterHand(page, who, { mahJong: true, counts: { 'Pung (1, 9, winds, dragons) concealed': 3, 'Pung (2-8) exposed': 1 } });
  await page.getByRole('button', { name: 'Calculate scores' }).click();
  await expect(page.getByRole('button', { name: 'Score next hand' })).toBeVisible();
}

test('the score sheet after six hands, on a landscape and a portrait tablet', async ({ page }) => {
  const names = ['Margaret', 'Bill', 'Benedict', 'Jack'];
  await startMatch(page, names);
  for (let h = 0; h < 6; h++) await winHand(page, names[h % 4]);
  await expectNoViolations(page, 'sheet after six hands, landscape');
  await page.setViewportSize({ width: 768, height: 1024 });
  await expectNoViolations(page, 'sheet after six hands, portrait');
});

test('the hand form: the winning-tile question, the palette in both themes, the score line in portrait, and the rules guide', async ({ page }) => {
  await startMatch(page, ['Rod', 'Bill', 'Ben', 'Jack']);
  await page.getByRole('button', { name: 'Score next hand' }).click();
  await enterHand(page, 'Bill', { mahJong: true });
  await typeTiles(page, '234b 555c 777d NNN 99d');
  await expect(page.getByRole('group', { name: 'Which tile completed the hand' })).toBeVisible();
  await expectNoViolations(page, 'the winning-tile question');

  await enterHand(page, 'Ben', {});
  await typeTiles(page, '?1133557b113355d s3');
  await expect(page.getByText('Waits for:')).toBeVisible();
  await expectNoViolations(page, 'palette with a fishing hand, light');
  await page.getByLabel('Theme').selectOption('dark');
  await expectNoViolations(page, 'palette with a fishing hand, dark');
  await page.getByLabel('Theme').selectOption('light');

  await page.setViewportSize({ width: 768, height: 1024 });
  await enterHand(page, 'Bill', {});
  await expect(page.locator('.hand__score')).toContainText('Mah-Jong 20');
  await expectNoViolations(page, 'the hand form with its score line');

  await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'Rules guide' }).click();
  await expect(page.getByRole('region', { name: 'Knitting', exact: true })).toBeAttached();
  await expectNoViolations(page, 'rules guide');
});

/** Lays out the open player's tiles by typing them. */
async function typeTiles(page: Page, text: string) {
  await page.getByRole('button', { name: 'Lay out tiles' }).click();
  await page.getByLabel('Type the hand').fill(text);
  await page.getByLabel('Type the hand').press('Enter');
}

/** Every date the app keeps moved back four days, as if they had passed. */
async function fourDaysOn(page: Page) {
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage).filter((k) => k.startsWith('mahjong-scorer.'))) {
      const earlier = localStorage
        .getItem(key)!
        .replace(/"(\d{4}-\d\d-\d\dT[^"]*)"/g, (_, when) => JSON.stringify(new Date(Date.parse(when) - 4 * 86_400_000).toISOString()));
      localStorage.setItem(key, earlier);
    }
  });
  await page.reload();
}

test("the players screen with no match and with one, History's records, and the backup reminder", async ({ page }) => {
  await page.goto('./?players');
  await expect(page.getByText('No matches are kept yet: the standings fill in as matches are played.')).toBeVisible();
  await expectNoViolations(page, 'players with no match');

  await startMatch(page, ['Ann', 'Bea', 'Cy']);
  await page.getByRole('button', { name: 'Score next hand' }).click();
  await enterHand(page, 'Bea', { mahJong: true, counts: { 'Pung (2-8) exposed': 4 } });
  await page.getByRole('button', { name: 'Calculate scores' }).click();
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'Players' }).click();
  await expect(page.getByRole('table', { name: 'Standings across matches' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Running net across matches' })).toBeVisible();
  await expectNoViolations(page, 'players across matches');

  await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'History' }).click();
  await expect(page.getByRole('region', { name: 'Records in this browser' })).toContainText('No backup saved yet.');
  await expectNoViolations(page, 'History with its records');

  await fourDaysOn(page);
  await expect(page.getByRole('status').filter({ hasText: 'Matches have changed since the last backup' })).toBeVisible();
  await expectNoViolations(page, 'the backup reminder');
});

for (const scheme of ['light', 'dark'] as const) {
  test(`every screen and dialog passes axe in the ${scheme} theme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('./');
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    // The theme follows the device's.
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe(scheme === 'dark' ? 'rgb(20, 25, 23)' : 'rgb(246, 243, 236)');
    await expectNoViolations(page, 'setup');
    await page.getByRole('button', { name: 'Start match' }).click();
    await expectNoViolations(page, 'setup with problems');

    await startMatch(page, ['Rod', 'Bill', 'Ben', 'Jack'], { money: 1 });
    await expectNoViolations(page, 'empty score sheet');
    await page.getByRole('button', { name: 'Score next hand' }).click();
    await expectNoViolations(page, 'blank hand form');
    await enterRodBillBenJack(page);
    await expectNoViolations(page, 'filled hand form');
    await enterHand(page, 'Bill', {});
    await expectNoViolations(page, 'winner form');
    await enterHand(page, 'Ben', {});
    await expectNoViolations(page, 'fishing form');
    await page.getByRole('button', { name: 'Calculate scores' }).click();
    await expectNoViolations(page, 'score sheet with a hand, settling up and chart');
    await page.getByRole('button', { name: 'Remove last hand' }).click();
    await expectNoViolations(page, 'remove-hand dialog');
    await page.getByRole('button', { name: 'Keep it' }).click();

    await page.getByRole('button', { name: 'Score next hand' }).click();
    await enterHand(page, 'Rod', { mahJong: true, counts: { 'Pung (2-8) exposed': 2 } });
    await enterHand(page, 'Ben', { mahJong: true });
    await page.getByRole('button', { name: 'Calculate scores' }).click();
    await expectNoViolations(page, 'refused hand');
    await enterHand(page, 'Ben', {});
    await page.getByLabel('Declares Mah-Jong').uncheck();
    await page.getByRole('button', { name: 'Calculate scores' }).click();
    await expectNoViolations(page, 'warning');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expectNoViolations(page, 'cancel-hand dialog');
    await page.getByRole('button', { name: 'Throw the entries away' }).click();
    await expectNoViolations(page, 'undo notice');
    await page.getByRole('button', { name: 'Score next hand' }).click();
    await page.getByRole('button', { name: 'Calculate scores' }).click();
    await expectNoViolations(page, 'no winner');
    // Nothing was entered: cancelling asks nothing.
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('button', { name: 'Score next hand' })).toBeVisible();

    await historyAndRules(page);
  });
}

/** History with its dialogs and the house rules' editor, each through axe. */
async function historyAndRules(page: Page) {
  await page.getByRole('button', { name: 'History' }).click();
  await page
    .locator('.match-card')
    .getByRole('button', { name: /^Rename/ })
    .click();
  await expectNoViolations(page, 'history with rename');
  await page.getByLabel('Import a file').setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from('{') });
  await expect(page.getByText('This file cannot be imported:')).toBeVisible();
  await expectNoViolations(page, 'import problems');

  await page.getByRole('button', { name: 'House rules' }).click();
  await page.getByRole('button', { name: "Edit this match's rules" }).click();
  await page.getByRole('region', { name: 'This match' }).getByLabel('Limit', { exact: true }).fill('x');
  await expectNoViolations(page, 'rules editor with a bad value');
  await page.getByRole('button', { name: 'Copy to a new preset' }).click();
  await page.getByRole('button', { name: 'Delete preset' }).click();
  await expectNoViolations(page, 'delete-preset dialog');
}

test("the sheet with a hand being entered and with shortened names, a club night's plan and a table's link", async ({ page }) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await startMatch(page, ['Christopher Anderson', 'Christopher Andrews', 'Ben', 'Jack']);
  await expectNoViolations(page, 'the sheet with shortened names');
  await page.getByRole('button', { name: 'Score next hand' }).click();
  await enterHand(page, 'Ben', { counts: { Flowers: 1 } });
  await page.goto('./?sheet');
  await expect(page.getByRole('status').filter({ hasText: 'Hand 1 is being entered: its entries are kept.' })).toBeVisible();
  await expectNoViolations(page, 'the sheet with a hand being entered');

  await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'Club nights' }).click();
  await page.getByLabel('Night name').fill('Tuesday');
  await page.getByLabel('Players, one a line').fill(NIGHT_OF_NINE.join('\n'));
  await page.getByLabel('Rounds').selectOption('2');
  await page.getByRole('button', { name: 'Draw up the night' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Tuesday' })).toBeVisible();
  await expectNoViolations(page, "the night's plan");
  await page.getByRole('button', { name: 'Start round 1' }).click();
  await page.getByLabel("New player's name").fill('Ann');
  await page.getByRole('button', { name: 'Add a player' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Ann is already seated in the rounds to come.' })).toBeVisible();
  await page.getByRole('button', { name: 'Eve leaves after this round' }).click();
  await expect(page.getByRole('button', { name: 'Eve is back from round 2' })).toBeVisible();
  await expectNoViolations(page, 'players coming and going, light');
  await page.getByLabel('Theme').selectOption('dark');
  await expectNoViolations(page, 'players coming and going, dark');
  await page.getByLabel('Theme').selectOption('light');
  await page.getByRole('button', { name: "Table's link, Round 1, table 1" }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain('?table#');
  await page.goto(await page.evaluate(() => navigator.clipboard.readText()));
  await expect(page.getByRole('heading', { name: 'Round 1, table 1' })).toBeVisible();
  await expectNoViolations(page, "a table's link");
});

test('Club records, with its findings, in both themes', async ({ page }) => {
  await page.goto('./?club#server=https%3A%2F%2Fclub.example.org&database=club&user=tablet-2&password=secret');
  await expect(page.getByRole('heading', { name: 'Club records' })).toBeVisible();
  await expect(page.getByLabel('User name', { exact: true })).toHaveValue('tablet-2');
  await page.getByLabel('Database').fill('Club');
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'A database name starts' })).toBeVisible();
  await expectNoViolations(page, 'club records, light');
  await page.getByLabel('Theme').selectOption('dark');
  await expectNoViolations(page, 'club records, dark');
});

test("a club's own special hand on the preset's editor and in the rules guide, in both themes", async ({ page }) => {
  await page.goto('./');
  const sections = page.getByRole('navigation', { name: 'Sections' });
  await sections.getByRole('button', { name: 'House rules' }).click();
  await page.getByRole('button', { name: 'Copy to a new preset' }).click();
  const presets = page.getByRole('region', { name: 'Presets' });
  await presets.getByLabel('Limit', { exact: true }).fill('2000');
  await page.getByRole('button', { name: 'Add a special hand' }).click();
  await presets.getByLabel('Name', { exact: true }).fill("Dragon's Run");
  await presets.getByLabel('Shape', { exact: true }).fill('run 1-9 in suit A, single of each dragonz');
  await expect(page.getByText("‘dragonz’ is not one of a shape's words here")).toBeVisible();
  await expectNoViolations(page, 'own hand with a bad shape, light');
  await presets.getByLabel('Shape', { exact: true }).fill('run 1-9 in suit A, single of each dragon, pair of wind');
  await presets.getByLabel('Value', { exact: true }).fill('1500');
  await presets.getByLabel('Fishing value', { exact: true }).fill('600');
  await presets.getByLabel('Tiles to try against this shape').fill('?123456789dRGNNN');
  await expect(page.getByText('These tiles do not make the hand')).toBeVisible();
  await expectNoViolations(page, 'own hand drawn and tried, light');
  await page.getByLabel('Theme').selectOption('dark');
  await expectNoViolations(page, 'own hand drawn and tried, dark');

  await sections.getByRole('button', { name: 'Match' }).click();
  await page.getByLabel('House rules').selectOption('BMJA (copy)');
  for (const [i, name] of ['Rod', 'Bill', 'Ben', 'Jack'].entries()) await page.getByLabel(`Player ${i + 1}`).fill(name);
  await page.getByRole('button', { name: 'Start match' }).click();
  await expect(page.getByRole('table', { name: 'Score sheet' })).toBeVisible();
  await sections.getByRole('button', { name: 'Rules guide' }).click();
  await expect(page.getByRole('region', { name: "Dragon's Run" })).toBeAttached();
  await expectNoViolations(page, 'rules guide with an own hand, dark');
  await page.getByLabel('Theme').selectOption('light');
  await expectNoViolations(page, 'rules guide with an own hand, light');
});
