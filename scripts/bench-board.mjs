// How soon a night's board in a second window shows what the organiser did
// in the first (SPEC §17): from the organiser's window writing the night
// (round 2 started, or its start undone) to the animation frame after the
// board's round line changed, in one Chromium, at full speed and with the
// CPU slowed 4×. Prints figures; asserts nothing.
//   node scripts/bench-board.mjs [--site <dist>] [--times N]
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.mjs';
import { frameWhen, roundLine } from './frames.mjs';
import { serve } from './site.mjs';

const option = (name) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const times = Number(option('--times') ?? 10);
const server = await serve(option('--site') ?? 'dist');
// Both windows are on screen in a hall: neither is throttled as a tab left
// behind another would be.
const ON_SCREEN = ['--disable-background-timer-throttling', '--disable-renderer-backgrounding', '--disable-backgrounding-occluded-windows'];
const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, ...ON_SCREEN] });
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Draws up a night of nine in two rounds and starts round 1; its id. */
async function drawUp(page) {
  await page.goto(server.url);
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'Club nights' }).click();
  await page.getByLabel('Night name').fill('Friday');
  await page.getByLabel('Players, one a line').fill(['Ann', 'Bob', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal', 'Ida'].join('\n'));
  await page.getByLabel('Rounds').selectOption('2');
  await page.getByRole('button', { name: 'Draw up the night' }).click();
  await page.getByRole('button', { name: 'Start round 1' }).click();
  await page.getByRole('button', { name: 'Start round 2' }).waitFor();
  return new URL(page.url()).searchParams.get('night');
}

/** Keeps the time of each write of the nights on the organiser's page. */
const KEEP_WRITES = () => {
  const set = Storage.prototype.setItem;
  window.nightsWritten = [];
  Storage.prototype.setItem = function (key, value) {
    if (key === 'mahjong-scorer.nights') window.nightsWritten.push(performance.timeOrigin + performance.now());
    return set.call(this, key, value);
  };
};

/** One change made on the organiser's page and seen on the board: from
 * its first write of the night to the board's frame, in ms. */
async function once(organiser, board, press, text) {
  const shown = frameWhen(board, roundLine(text));
  await organiser.evaluate(() => {
    window.nightsWritten = [];
  });
  await press();
  const frame = await shown;
  const written = await organiser.evaluate(() => window.nightsWritten[0]);
  return frame - written;
}

async function run(rate) {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const organiser = await context.newPage();
  await organiser.addInitScript(KEEP_WRITES);
  const id = await drawUp(organiser);
  const board = await context.newPage();
  await board.setViewportSize({ width: 1920, height: 1080 });
  await board.goto(`${server.url}?board=${id}`);
  await board.locator('.board__round').waitFor();
  for (const page of [organiser, board]) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  }
  const start = async () => {
    await organiser.getByRole('button', { name: 'Start round 2' }).click();
    await organiser.getByRole('button', { name: 'Start round 2 anyway' }).click();
  };
  const undo = () => organiser.getByRole('button', { name: 'Undo starting round 2' }).click();
  const started = [];
  const undone = [];
  for (let i = 0; i < times; i++) {
    started.push(await once(organiser, board, start, 'Round 2 of 2'));
    undone.push(await once(organiser, board, undo, 'Round 1 of 2'));
  }
  await context.close();
  return { started: median(started), undone: median(undone), most: Math.max(...started, ...undone) };
}

try {
  console.log(`The night written in the organiser's window to the board's frame in another (median of ${times} each):`);
  for (const rate of [1, 4]) {
    const t = await run(rate);
    const ms = (v) => `${v.toFixed(0)} ms`;
    console.log(`  CPU ${rate}×: round 2 started ${ms(t.started)}, its start undone ${ms(t.undone)}, the slowest ${ms(t.most)}`);
  }
} finally {
  await browser.close();
  await server.close();
}
