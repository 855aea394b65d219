import assert from 'node:assert/strict';
import { Key } from 'selenium-webdriver';
import { flow } from './flow.mjs';
import { enterHand, expectScore, startMatch } from './play.mjs';

/** Presses keys on whatever holds the focus, as a keyboard does. */
function keys(app, ...pressed) {
  return app.driver
    .actions()
    .sendKeys(...pressed)
    .perform();
}

/** Tabs on until the control of that role and name holds the focus. Each
 * round presses Tab as often as there are controls between the focus and it
 * that surely take the focus (links and radio buttons left out, which an
 * engine may pass over), so it never tabs past it. */
async function tabTo(app, role, name) {
  const target = await app.find(role, name);
  for (let round = 0; round < 80; round++) {
    const presses = await app.eval((t) => {
      if (t === document.activeElement) return 0;
      const stops = [...document.querySelectorAll('button, input:not([type=radio]), select, textarea, summary, [tabindex]')].filter(
        (el) => !el.matches(':disabled') && el.tabIndex >= 0 && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden',
      );
      // From a control, as many presses as the controls between; from
      // anywhere else (where Tab starts from is the engine's), one.
      const from = stops.indexOf(document.activeElement);
      const ahead = stops.indexOf(t) - from;
      return from >= 0 && ahead > 1 ? ahead : 1;
    }, target);
    if (presses === 0) return target;
    await keys(app, ...Array(presses).fill(Key.TAB));
  }
  throw new Error(`could not reach ${role} ${name} with Tab`);
}

/** The page is no wider than the screen: nothing to scroll sideways to. */
async function fitsAcross(app) {
  assert.ok((await app.eval(() => document.documentElement.scrollWidth - innerWidth)) <= 0, 'the page scrolls sideways');
}

flow('a hand is scored with the keyboard alone, its focus seen and kept, with every target a finger wide and all in reach at 200% zoom', async (app) => {
  await startMatch(app, ['Rod', 'Bill', 'Ben', 'Jack']);
  await app.eval(() => document.activeElement?.blur());
  await tabTo(app, 'button', 'Score next hand');
  await keys(app, Key.ENTER);
  await tabTo(app, 'tab', /^Bill/);
  await keys(app, Key.ENTER);
  await tabTo(app, 'field', 'Declares Mah-Jong');
  await keys(app, Key.SPACE);
  await tabTo(app, 'button', 'Increase Pung (2-8) exposed');
  for (let i = 0; i < 4; i++) await keys(app, Key.ENTER);
  await expectScore(app, '56');
  // Touch targets of the hand form, a winner's included: at least 44 by 44 pixels.
  const small = await app.eval(() =>
    [...document.querySelectorAll('button, select, input, .tick')]
      .filter((el) => !(el instanceof HTMLInputElement && el.type === 'checkbox'))
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.width > 0 && (r.width < 44 || r.height < 44))
      .map(({ el, r }) => `${el.tagName}.${el.className} ${Math.round(r.width)}×${Math.round(r.height)}`),
  );
  assert.deepEqual(small, []);
  await tabTo(app, 'button', 'Calculate scores');
  assert.notEqual(await app.eval(() => getComputedStyle(document.activeElement).outlineStyle), 'none', 'the focus is seen');
  await keys(app, Key.ENTER);
  await app.find('table', 'Score sheet');
  await app.see('Bill receives 112 from Rod, 56 from Ben and 56 from Jack.');

  // The winner's part stays in place as counts are tapped, and a tick there
  // keeps the keyboard's focus.
  await app.press('Score next hand');
  await enterHand(app, 'Bill', { mahJong: true });
  const purity = await app.field('Purity');
  await app.press('Increase Pung (2-8) exposed');
  await app.hasValue('Pung (2-8) exposed', 1);
  assert.equal(await app.eval((tick) => tick.isConnected, purity), true, 'Purity drawn again');
  const oneSuit = await app.field('All one suit with honours');
  await app.eval((tick) => tick.focus(), oneSuit);
  await keys(app, Key.SPACE);
  await app.until(() => oneSuit.isSelected(), 'All one suit with honours ticked');
  assert.equal(await app.eval((tick) => tick === document.activeElement, oneSuit), true, 'the focus kept');
  assert.equal(await app.eval((tick) => tick.isConnected, purity), true, 'Purity drawn again');
  await app.press('Cancel');
  await app.press('Throw the entries away');

  // At 200% zoom a 1024 × 768 tablet is 512 × 384: everything fits across.
  await app.size(512, 384);
  await scoreWinAt200(app);
});

/** A winner's hand entered and scored, the page fitting across throughout. */
async function scoreWinAt200(app) {
  await app.press('Score next hand');
  await enterHand(app, 'Ben', { mahJong: true, counts: { 'Pung (2-8) exposed': 4 } });
  await fitsAcross(app);
  await app.press('Calculate scores');
  await app.find('table', 'Score sheet');
  await fitsAcross(app);
}

const backgrounds = { light: 'rgb(246, 243, 236)', dark: 'rgb(20, 25, 23)' };

flow(
  'the theme follows the device, can be switched, and the choice is kept; read text is 16 px or more, and a disabled tick looks it in the dark',
  async (app) => {
    const background = () => app.eval(() => getComputedStyle(document.body).backgroundColor);
    const device = () => app.eval(() => (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'));
    assert.equal(await background(), backgrounds[await device()]);
    await app.choose('Theme', 'Light');
    await app.until(async () => (await background()) === backgrounds.light, 'the light theme');
    await app.choose('Theme', 'Dark');
    await app.until(async () => (await background()) === backgrounds.dark, 'the dark theme');
    await app.reload();
    assert.equal(await app.value('Theme'), 'dark');
    assert.equal(await background(), backgrounds.dark);

    await startMatch(app, ['Rod', 'Bill', 'Ben', 'Jack']);
    await app.press('Score next hand');
    await enterHand(app, 'Bill', { mahJong: true, counts: { 'Pung (2-8) exposed': 3 } });
    const sizes = await app.eval(() => {
      const read = [
        '.tabs__wind',
        '.tabs__score',
        '.tabs__declared',
        '.preview__working',
        '.preview__name',
        '.form__hint',
        '.form__explanation',
        '.stepper > label',
        '.tick label',
        '.hand__rules',
      ];
      return read.flatMap((s) => [...document.querySelectorAll(s)].map((el) => [s, parseFloat(getComputedStyle(el).fontSize)]));
    });
    assert.ok(sizes.length > 10, `${sizes.length} pieces of text`);
    for (const [selector, px] of sizes) assert.ok(px >= 16, `${selector}: ${px} px`);
    const opacity = await app.eval(() => getComputedStyle(document.querySelector('.tick--disabled input')).opacity);
    assert.ok(Number(opacity) < 0.6, `a disabled tick's opacity ${opacity}`);
    await app.press('Calculate scores');
    await app.find('table', 'Score sheet');
    const sheetSizes = await app.eval(() =>
      ['.seat__note', '.seat__wind', '.sheet__marks', '.table__prevailing'].flatMap((s) =>
        [...document.querySelectorAll(s)].map((el) => parseFloat(getComputedStyle(el).fontSize)),
      ),
    );
    for (const px of sheetSizes) assert.ok(px >= 16, `${px} px on the sheet`);

    await app.choose('Theme', 'Device');
    await app.until(async () => (await background()) === backgrounds[await device()], "the device's theme");
  },
);
