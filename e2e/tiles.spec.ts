import { expect, Page, test } from '@playwright/test';
import { mkdirSync } from 'fs';
import { enterHand, expectNoViolations, previewScore, sheetRow, startMatch } from './helpers';

// Screenshots of tile entry are kept with the project, beside the docs.
const shots = 'docs/screenshots';
mkdirSync(shots, { recursive: true });

const landscape = { width: 1024, height: 768 };
const portrait = { width: 768, height: 1024 };

async function openTab(page: Page, player: string) {
  await page.getByRole('tab', { name: new RegExp(`^${player}\\b`) }).click();
}

/** Taps a palette tile by its name. */
async function tap(page: Page, name: string) {
  await page.getByRole('group', { name: 'Tiles to lay out' }).getByRole('button', { name, exact: true }).click();
}

/** Types a whole hand into the notation field. */
async function typeHand(page: Page, text: string) {
  const field = page.getByLabel('Type the hand');
  await field.fill(text);
  await field.press('Enter');
  await expect(field).toHaveValue(text);
}

async function layOutTiles(page: Page) {
  await page.getByRole('button', { name: 'Lay out tiles' }).click();
}

/** Rod's hand of the worked game, tapped tile by tile. */
async function tapRodsHand(page: Page) {
  await openTab(page, 'Rod');
  await layOutTiles(page);
  for (const [tile, kind, exposed] of [['7 of Characters', 'Pung', true], ['6 of Characters', 'Pung', true], ['Red dragon', 'Pung', false]] as const) {
    await tap(page, tile);
    await page.getByRole('button', { name: kind, exact: true }).click();
    if (exposed) {
      const group = page.locator('.laid__group').last();
      await expect(group.locator('.laid__state')).toHaveText('Concealed');
      await group.getByRole('button', { name: /^Expose the / }).click();
      await expect(group.locator('.laid__state')).toHaveText('Exposed');
    }
  }
  for (const tile of ['1 of Circles', '9 of Circles', '2 of Bamboos', '4 of Bamboos', 'Flower 1', 'Season 2']) {
    await tap(page, tile);
  }
  await expect(page.getByLabel('Type the hand')).toHaveValue('+777c +666c RRR ?24b19d f1 s2');
}

test('the worked game laid out in tiles scores 80, 84, 208 and 416 and settles up', async ({ page }) => {
  await page.setViewportSize(landscape);
  await startMatch(page, ['Rod', 'Bill', 'Ben', 'Jack'], { start: 4000, money: 1 });
  await page.getByRole('button', { name: 'Score next hand' }).click();
  await tapRodsHand(page);
  expect(await previewScore(page)).toBe('80');
  // The counts show what the tiles give, and cannot be changed.
  await expect(page.getByLabel('Pung (2-8) exposed', { exact: true })).toHaveValue('2');
  await expect(page.getByLabel('Pung (2-8) exposed', { exact: true })).toBeDisabled();
  await expect(page.getByLabel('Own flower')).toBeChecked();
  await page.screenshot({ path: `${shots}/tiles-landscape-rod.png` });

  await openTab(page, 'Bill');
  await page.getByLabel('Declares Mah-Jong').check();
  await layOutTiles(page);
  await typeHand(page, '999c +GGG +4444d 234b SS');
  expect(await previewScore(page)).toBe('84');

  await openTab(page, 'Ben');
  await layOutTiles(page);
  await typeHand(page, '?1133557b113355d s3');
  await expect(page.getByLabel('Fishing', { exact: true })).toBeChecked();
  await expect(page.getByText('Waits for:')).toBeVisible();
  await expect(page.locator('.waits__tile > span:last-child')).toHaveText(['7 of Circles, for Knitting']);
  expect(await previewScore(page)).toBe('208');
  await expect(page.getByText('Fishing for Knitting — scored, the higher')).toBeVisible();
  await page.screenshot({ path: `${shots}/tiles-landscape-ben-waits.png` });

  // Jack keeps to the count form.
  await enterHand(page, 'Jack', {
    counts: { 'Pung (1, 9, winds, dragons) concealed': 2, 'Kong (1, 9, winds, dragons) concealed': 1, 'Dragon sets': 1, Seasons: 1 },
    ticks: [/^Pung\/Kong of own wind/, /^Pung\/Kong of prevailing wind/],
  });
  expect(await previewScore(page)).toBe('416');
  // Bill marked no winning tile and the score depends on it: asked, never assumed.
  await page.getByRole('button', { name: 'Calculate scores' }).click();
  await expect(page.getByText("Which tile completed Bill's hand?")).toBeVisible();
  await page.getByRole('button', { name: /^Use the best: the .+, 84$/ }).click();
  const row = await sheetRow(page, '1');
  expect(row.slice(0, 8)).toEqual(['-£1,096.00', '£336.00', '-£36.00', '£796.00', '80', '84 (Mah-Jong)', '208', '416']);
  await expect(page.getByText('Rod gives £168.00 to Bill, £672.00 to Jack and £256.00 to Ben.')).toBeVisible();
});

test('one player\'s palette, hand and preview fit a landscape tablet', async ({ page }) => {
  await page.setViewportSize(landscape);
  await startMatch(page, ['Rod', 'Bill', 'Ben', 'Jack']);
  await page.getByRole('button', { name: 'Score next hand' }).click();
  await openTab(page, 'Bill');
  await page.getByLabel('Declares Mah-Jong').check();
  await layOutTiles(page);
  await typeHand(page, '+555d 234b 678b EEE WhWh @4b f1');
  // In view above the actions kept at the foot of the screen.
  const foot = (await page.locator('.hand__actions').boundingBox())!.y;
  for (const part of ['.palette', '.laid', '.preview']) {
    const box = (await page.locator(part).boundingBox())!;
    expect(box.y + box.height, part).toBeLessThanOrEqual(foot);
    expect(box.x + box.width, part).toBeLessThanOrEqual(landscape.width);
  }
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.screenshot({ path: `${shots}/tiles-landscape-winner.png` });
  await page.setViewportSize(portrait);
  await page.screenshot({ path: `${shots}/tiles-portrait-winner.png` });
});

test('Knitting and Thirteen unique wonders are found in the tiles', async ({ page }) => {
  await page.setViewportSize(portrait);
  await startMatch(page, ['Rod', 'Bill', 'Ben', 'Jack']);
  await page.getByRole('button', { name: 'Score next hand' }).click();
  await openTab(page, 'Bill');
  await page.getByLabel('Declares Mah-Jong').check();
  await page.getByLabel('Winning tile', { exact: true }).selectOption({ label: 'From the wall' });
  await layOutTiles(page);
  await typeHand(page, '?1133557b1133557d');
  await expect(page.getByText('The tiles make Knitting.')).toBeVisible();
  expect(await previewScore(page)).toBe('500');
  await page.screenshot({ path: `${shots}/tiles-portrait-knitting.png` });
  await typeHand(page, '?19b19c19dESWNRGWhWh');
  await expect(page.getByText('The tiles make Thirteen unique wonders.')).toBeVisible();
  expect(await previewScore(page)).toBe('1,000');
  await page.setViewportSize(landscape);
  await page.screenshot({ path: `${shots}/tiles-landscape-thirteen.png` });
});

test('a winner short of a hand is told what is missing, and a fifth copy is not offered', async ({ page }) => {
  await startMatch(page, ['Rod', 'Bill', 'Ben', 'Jack']);
  await page.getByRole('button', { name: 'Score next hand' }).click();
  await openTab(page, 'Rod');
  await layOutTiles(page);
  await typeHand(page, '555d ?5d');
  await expect(page.getByRole('group', { name: 'Tiles to lay out' }).getByRole('button', { name: '5 of Circles', exact: true })).toBeDisabled();
  await openTab(page, 'Bill');
  await page.getByLabel('Declares Mah-Jong').check();
  await layOutTiles(page);
  await expect(page.getByRole('group', { name: 'Tiles to lay out' }).getByRole('button', { name: '5 of Circles', exact: true })).toBeDisabled();
  await page.getByLabel('Type the hand').fill('55d');
  await page.getByLabel('Type the hand').press('Enter');
  await expect(page.getByText('Not taken: the set has four 5 of Circles, and 4 are laid out by other players, so this hand can hold 0, not 2.')).toBeVisible();
  await typeHand(page, '+GGG 99c');
  await expect(page.getByRole('region', { name: 'Score preview' }).getByText(/^No Mah-Jong hand yet: 5 tiles are in/)).toBeVisible();
  await expect(page.getByLabel('Score', { exact: true })).toHaveText('');
  await page.getByLabel('Type the hand').fill('+GGG 99c 123x');
  await page.getByLabel('Type the hand').press('Enter');
  await expect(page.getByText(/^Not taken: ‘123x’ — /)).toBeVisible();
  // A typed hand that does not read is never passed over: Calculate names
  // the player and takes the focus to the box.
  await openTab(page, 'Rod');
  await page.getByRole('button', { name: 'Calculate scores' }).click();
  await expect(page.getByText("Bill's typed hand was not taken, so the hand cannot be recorded yet.", { exact: false })).toBeVisible();
  await expect(page.getByLabel('Type the hand')).toBeFocused();
  await expect(page.getByLabel('Type the hand')).toHaveValue('+GGG 99c 123x');
  await typeHand(page, '+GGG 99c');
  await page.getByRole('button', { name: 'Calculate scores' }).click();
  await expect(page.getByText(/Bill's tiles give no hand: no Mah-Jong hand yet/)).toBeVisible();
});

test('a reload in the middle of tile entry loses nothing', async ({ page }) => {
  await startMatch(page, ['Rod', 'Bill', 'Ben', 'Jack']);
  await page.getByRole('button', { name: 'Score next hand' }).click();
  await tapRodsHand(page);
  await page.getByRole('button', { name: 'Edit counts instead' }).click();
  await page.getByRole('button', { name: 'Increase Flowers' }).click();
  await page.reload();
  await openTab(page, 'Rod');
  await expect(page.getByLabel('Flowers', { exact: true })).toHaveValue('2');
  await page.getByRole('button', { name: 'Use the tiles again' }).click();
  await expect(page.getByLabel('Type the hand')).toHaveValue('+777c +666c RRR ?24b19d f1 s2');
  await expect(page.getByLabel('Flowers', { exact: true })).toHaveValue('1');
  expect(await previewScore(page)).toBe('80');
  await page.getByRole('button', { name: 'Clear tiles' }).click();
  await expect(page.getByRole('button', { name: 'Lay out tiles' })).toBeVisible();
  expect(await previewScore(page)).toBe('0');
});

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

for (const scheme of ['light', 'dark'] as const) {
  test(`the palette passes axe in the ${scheme} theme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await startMatch(page, ['Rod', 'Bill', 'Ben', 'Jack']);
    await page.getByRole('button', { name: 'Score next hand' }).click();
    await tapRodsHand(page);
    await openTab(page, 'Ben');
    await layOutTiles(page);
    await typeHand(page, '?1133557b113355d s3');
    await expectNoViolations(page, 'palette with a fishing hand');
  });
}

test('the rules guide shows every special hand in tiles with the match\'s values, reached from the form', async ({ page }) => {
  await page.setViewportSize(portrait);
  await startMatch(page, ['Rod', 'Bill', 'Ben', 'Jack']);
  await page.getByRole('button', { name: 'Score next hand' }).click();
  await openTab(page, 'Ben');
  await page.getByLabel('Fishing', { exact: true }).check();
  await page.getByLabel('Fishing for').selectOption({ label: 'Knitting' });
  await page.getByRole('button', { name: 'Knitting in the rules guide' }).click();
  const knitting = page.getByRole('region', { name: 'Knitting', exact: true });
  await expect(knitting).toBeInViewport();
  await expect(knitting.getByRole('img', { name: /^For example: 1 of Bamboos, 1 of Bamboos, 3 of Bamboos/ })).toBeVisible();
  await expect(knitting.getByText('Worth 500 to the winner, 200 to a player fishing for it.')).toBeVisible();
  await expect(page.locator('.guide__hand')).toHaveCount(19);
  await expect(page.getByRole('table', { name: 'What multiplies the points' })).toContainText('Each dragon set');
  await expect(page.getByRole('heading', { name: 'Settling up' })).toBeVisible();
  await page.screenshot({ path: `${shots}/guide-portrait-knitting.png` });
  await expectNoViolations(page, 'rules guide');
  await page.getByRole('button', { name: 'Back to the hand' }).click();
  await expect(page.getByLabel('Fishing for')).toHaveValue(/.+/);
});

test('a winner out on a discard is asked for the winning tile when it changes the score', async ({ page }) => {
  await page.setViewportSize(landscape);
  await startMatch(page, ['Rod', 'Bill', 'Ben', 'Jack']);
  await page.getByRole('button', { name: 'Score next hand' }).click();
  await openTab(page, 'Bill');
  await page.getByLabel('Declares Mah-Jong').check();
  await layOutTiles(page);
  await typeHand(page, '234b 555c 777d NNN 99d');
  const ask = page.getByRole('group', { name: 'Which tile completed the hand' });
  await expect(ask).toBeVisible();
  // Out on the chow or the pair the pungs stay concealed: 4 + 4 + 8 + 20.
  expect(await previewScore(page)).toBe('36');
  await page.screenshot({ path: `${shots}/tiles-landscape-winning-tile.png` });
  await expectNoViolations(page, 'the winning-tile question');
  // The discard completed the North wind pung, which is exposed then.
  await ask.getByRole('button', { name: /North wind: 32/ }).click();
  await expect(ask).toHaveCount(0);
  expect(await previewScore(page)).toBe('32');
  await expect(page.getByLabel('Type the hand')).toHaveValue('234b 555c 777d NNN 99d @N');
});
