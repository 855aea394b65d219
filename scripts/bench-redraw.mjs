// How long players coming and going take to show (SPEC §17): a night of 30
// over 4 rounds with rounds 1 and 2 started; two players arrive and one
// leaves, each change drawing rounds 3 and 4 again. Timed from the tap
// (its click event) to the animation frame after the screen says what the
// change did, on the organiser's page, at full speed and with the CPU
// slowed 4×; then the same changes repeated (a player leaving and coming
// back). Prints figures; asserts nothing.
//   node scripts/bench-redraw.mjs [--site <dist>] [--times N]
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.mjs';
import { serve } from './site.mjs';

const option = (name) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const times = Number(option('--times') ?? 6);
const server = await serve(option('--site') ?? 'dist');
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const PLAYERS = Array.from({ length: 30 }, (_, i) => `Player ${i + 1}`);

/** Draws up the night and starts rounds 1 and 2. */
async function drawUp(page) {
  await page.goto(server.url);
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'Club nights' }).click();
  await page.getByLabel('Night name').fill('Saturday');
  await page.getByLabel('Players, one a line').fill(PLAYERS.join('\n'));
  await page.getByLabel('Rounds').selectOption('4');
  await page.getByRole('button', { name: 'Draw up the night' }).click();
  await page.getByRole('button', { name: 'Start round 1' }).click();
  await page.getByRole('button', { name: 'Start round 2' }).click();
  await page.getByRole('button', { name: 'Start round 2 anyway' }).click();
  await page.getByRole('heading', { name: 'Players coming and going' }).waitFor();
}

/** Notes the time of the next click, and resolves with the time of the
 * frame after the change's line reads `text`: the ms between. */
function tapToFrame(page, text) {
  return page.evaluate(
    (text) =>
      new Promise((resolve) => {
        let tapped;
        document.addEventListener('click', () => (tapped = performance.now()), { capture: true, once: true });
        const seen = () => tapped !== undefined && document.querySelector('.night-comings__told')?.textContent === text;
        new MutationObserver((_, observer) => {
          if (seen()) {
            observer.disconnect();
            requestAnimationFrame(() => resolve(performance.now() - tapped));
          }
        }).observe(document.body, { subtree: true, childList: true, characterData: true });
      }),
    text,
  );
}

/** One change: the tap, and the ms to its frame. */
async function once(page, tap, text) {
  const shown = tapToFrame(page, text);
  await tap();
  return shown;
}

async function run(rate) {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const page = await context.newPage();
  await drawUp(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const add = (name) => async () => {
    await page.getByLabel("New player's name").fill(name);
    await page.getByRole('button', { name: 'Add a player' }).click();
  };
  const leave = (name) => () => page.getByRole('button', { name: `${name} leaves after this round` }).click();
  const back = (name) => () => page.getByRole('button', { name: `${name} is back from round 3` }).click();
  const first = [
    await once(page, add('Late 1'), 'Late 1 is seated from round 3.'),
    await once(page, add('Late 2'), 'Late 2 is seated from round 3.'),
    await once(page, leave('Player 5'), 'Player 5 leaves after round 2.'),
  ];
  const again = [];
  for (let i = 0; i < times; i++) {
    again.push(await once(page, leave('Player 7'), 'Player 7 leaves after round 2.'));
    again.push(await once(page, back('Player 7'), 'Player 7 is seated from round 3.'));
  }
  await context.close();
  return { first, again: median(again), most: Math.max(...again) };
}

try {
  console.log(`30 players, rounds 1 and 2 started: a tap to the frame saying what the change did (then median of ${2 * times} more):`);
  for (const rate of [1, 4]) {
    const t = await run(rate);
    const ms = (v) => `${v.toFixed(0)} ms`;
    console.log(
      `  CPU ${rate}×: Late 1 ${ms(t.first[0])}, Late 2 ${ms(t.first[1])}, Player 5 leaving ${ms(t.first[2])}; again ${ms(t.again)}, the slowest ${ms(t.most)}`,
    );
  }
} finally {
  await browser.close();
  await server.close();
}
