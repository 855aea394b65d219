// How soon a night's board on another device shows what the organiser did,
// through the club's server (SPEC §17, §14): two devices turned on against
// a real CouchDB-compatible server (scripts/club-server.mjs) on 127.0.0.1,
// the organiser's drawing up a night of nine over three rounds, the other
// showing its board. Timed from the organiser's tap (its click event) to the
// board's frame showing the change: round 2 started and its start undone,
// and a player added. Both devices' CPUs slowed 4×. Prints figures; asserts
// nothing.
//   node scripts/bench-board-club.mjs [--site <dist>] [--times N]
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.mjs';
import { enterLogin, turnOn } from './club-login.mjs';
import { frameWhen, roundLine } from './frames.mjs';
import { startClubServer } from './club-server.mjs';
import { serve } from './site.mjs';

const option = (name) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const times = Number(option('--times') ?? 5);
const admin = { name: 'admin', password: 'admin-secret' };
const database = 'mahjong-club';
const organiser = { name: 'organiser', password: 'organiser-secret' };
const hall = { name: 'hall', password: 'hall-secret' };
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const PLAYERS = ['Ann', 'Bob', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal', 'Ida'];

/** A device turned on against the server, its CPU slowed 4×. */
async function device(browser, site, server, login) {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await enterLogin(page, site, server, database, login);
  await turnOn(page);
  return { context, page };
}

/** Draws up the night on the organiser's device and starts round 1; its id. */
async function drawUp(page) {
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'Club nights' }).click();
  await page.getByLabel('Night name').fill('Friday');
  await page.getByLabel('Players, one a line').fill(PLAYERS.join('\n'));
  await page.getByLabel('Rounds').selectOption('3');
  await page.getByRole('button', { name: 'Draw up the night' }).click();
  await page.getByRole('button', { name: 'Start round 1' }).click();
  await page.getByRole('button', { name: 'Start round 2' }).waitFor();
  return new URL(page.url()).searchParams.get('night');
}

/** Notes the wall-clock time of the organiser's next click. */
const noteTap = (page) =>
  page.evaluate(() => {
    window.tapped = undefined;
    document.addEventListener('click', () => (window.tapped = performance.timeOrigin + performance.now()), { capture: true, once: true });
  });

/** One change: from the tap on the organiser's device to the board's frame. */
async function once(desk, board, press, shows) {
  const shown = frameWhen(board, shows);
  await noteTap(desk);
  await press();
  const frame = await shown;
  return frame - (await desk.evaluate(() => window.tapped));
}

const site = await serve(option('--site') ?? 'dist', 0);
const server = await startClubServer({ admin, database, users: [organiser, hall], lifetime: 3_600_000 });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
try {
  const desk = await device(browser, site.url, server.url, organiser);
  const id = await drawUp(desk.page);
  const wall = await device(browser, site.url, server.url, hall);
  await wall.page.goto(`${site.url}?board=${id}`);
  await wall.page.locator('.board__round').waitFor({ timeout: 120_000 });
  const start = async () => {
    await desk.page.getByRole('button', { name: 'Start round 2' }).click();
    await desk.page.getByRole('button', { name: 'Start round 2 anyway' }).click();
  };
  const undo = () => desk.page.getByRole('button', { name: 'Undo starting round 2' }).click();
  const started = [];
  const undone = [];
  for (let i = 0; i < times; i++) {
    started.push(await once(desk.page, wall.page, start, roundLine('Round 2 of 3')));
    undone.push(await once(desk.page, wall.page, undo, roundLine('Round 1 of 3')));
  }
  const added = [];
  for (let i = 0; i < times; i++) {
    const name = `Newcomer ${i + 1}`;
    const add = async () => {
      await desk.page.getByLabel("New player's name").fill(name);
      await desk.page.getByRole('button', { name: 'Add a player' }).click();
    };
    added.push(await once(desk.page, wall.page, add, `() => document.querySelector('.board')?.textContent.includes(${JSON.stringify(name)})`));
  }
  const ms = (v) => `${v.toFixed(0)} ms`;
  const line = (xs) => `${ms(median(xs))} (${xs.map(ms).join(', ')})`;
  console.log(`The organiser's tap to the board's frame on another device, through the club's server on 127.0.0.1, CPUs slowed 4× (median of ${times}):`);
  console.log(`  round 2 started      ${line(started)}`);
  console.log(`  its start undone     ${line(undone)}`);
  console.log(`  a player added       ${line(added)}`);
} finally {
  await browser.close();
  await server.close();
  await site.close();
}
