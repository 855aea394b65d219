import { Browser, BrowserContext, chromium, expect, Page, test } from '@playwright/test';
import { writeFileSync } from 'fs';
import { gunzipSync } from 'zlib';
import { CHROMIUM, CHROMIUM_ARGS } from '../scripts/chromium.mjs';
import { enterHand, expectNoViolations } from './helpers';

// A club night of nine players over two rounds, one hand a round: the
// organiser draws it up, each table's tablet (a browser of its own, nothing
// stored) opens its table's link and plays, and hands its result back by
// link; the standings are checked against sums worked out here by hand.

const PERMISSIONS = ['clipboard-read', 'clipboard-write'];
test.use({ permissions: PERMISSIONS });

const PLAYERS = ['Ann', 'Bob', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal', 'Ida'];

async function drawUpNight(page: Page, name: string) {
  await page.getByRole('button', { name: 'History' }).click();
  await page.getByRole('button', { name: 'Draw up a club night' }).click();
  await page.getByLabel('Night name').fill(name);
  await page.getByLabel('Players, one a line').fill(PLAYERS.join('\n'));
  await expect(page.getByText('9 players typed.')).toBeVisible();
  await page.getByLabel('Rounds').selectOption('2');
  await page.getByLabel('Hands in a round').fill('1');
  await page.getByRole('button', { name: 'Draw up the night' }).click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
}

async function startRound(page: Page, round: number) {
  await page.getByRole('button', { name: `Start round ${round}` }).click();
  await expect(page.getByText(new RegExp(`^Round ${round} started at \\d\\d:\\d\\d\\.$`))).toBeVisible();
}

/** The tables of a round, as the plan shows them: "Round r, table t". */
async function tablesOf(page: Page, round: number): Promise<string[]> {
  const headings = page.getByRole('heading', { level: 5, name: new RegExp(`^Round ${round}, table \\d+$`) });
  return headings.allTextContents();
}

/** A table's link, as its button copies it. */
async function tableLink(page: Page, table: string): Promise<string> {
  await page.getByRole('button', { name: `Table's link, ${table}` }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain('?table#');
  return page.evaluate(() => navigator.clipboard.readText());
}

/** A table's tablet: opens the link in a browser of its own, starts the
 * match, seat 1 goes out with three exposed pungs (26 points), and the
 * result's link is handed back. Returns the seats, the result's link and
 * the result's QR code as the tablet shows it (its grey levels, a byte a
 * pixel, `QR_SIDE` square). */
async function playTable(browser: Browser, link: string, table: string, shot?: string) {
  const context: BrowserContext = await browser.newContext({ permissions: PERMISSIONS });
  const tablet = await context.newPage();
  await tablet.goto(link);
  await expect(tablet.getByRole('heading', { name: table })).toBeVisible();
  const seats = (await tablet.locator('.table-link__seats li').allTextContents()).map((s) => s.replace(/^Seat \d+( \(East for the first hand\))?: /, ''));
  if (shot) {
    await expectNoViolations(tablet, "a table's link");
    await tablet.screenshot({ path: `docs/screenshots/${shot}-link.png`, fullPage: true });
  }
  await tablet.getByRole('button', { name: "Start this table's match" }).click();
  await expect(tablet.getByRole('table', { name: 'Score sheet' })).toBeVisible();
  await expect(tablet.getByRole('region', { name: 'Club night table' }).getByText(table, { exact: true })).toBeVisible();
  await tablet.getByRole('button', { name: 'Score next hand' }).click();
  await enterHand(tablet, seats[0], { mahJong: true, counts: { 'Pung (2-8) exposed': 3 } });
  await tablet.getByRole('button', { name: 'Calculate scores' }).click();
  await expect(tablet.getByText('The round is over: hand the result to the organiser.')).toBeVisible();
  await tablet.getByRole('button', { name: "Show the result's QR code" }).click();
  await expect(tablet.getByRole('img', { name: "QR code of the link to this table's result" })).toBeVisible();
  if (shot) await tablet.screenshot({ path: `docs/screenshots/${shot}-result.png`, fullPage: true });
  const qr = await qrGreys(tablet);
  await tablet.getByRole('button', { name: "Hand on the result's link" }).click();
  await expect(tablet.getByText(/^The link to this match is copied/)).toBeVisible();
  const result = await tablet.evaluate(() => navigator.clipboard.readText());
  await context.close();
  return { seats, result, qr };
}

const QR_SIDE = 480;

/** The result's QR code on the tablet, drawn as the tablet draws it onto a
 * canvas `QR_SIDE` pixels square: its grey levels, a byte a pixel. */
async function qrGreys(tablet: Page): Promise<Buffer> {
  const greys = await tablet.evaluate(async (side) => {
    const svg = document.querySelector('svg.qr-code')!;
    const picture = new Image();
    picture.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(new XMLSerializer().serializeToString(svg));
    await picture.decode();
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = side;
    const context = canvas.getContext('2d')!;
    context.drawImage(picture, 0, 0, side, side);
    const rgba = context.getImageData(0, 0, side, side).data;
    return Array.from({ length: side * side }, (_, i) => rgba[i * 4 + 1]);
  }, QR_SIDE);
  return Buffer.from(greys);
}

/** A camera's video of one picture held still: `greys` in the middle of a
 * white 640 by 480 frame, as a Y4M file Chromium's fake camera plays. */
function stillVideo(path: string, greys: Buffer) {
  const [width, height] = [640, 480];
  const luma = Buffer.alloc(width * height, 255);
  const left = (width - QR_SIDE) / 2;
  for (let y = 0; y < QR_SIDE; y++) greys.copy(luma, y * width + left, y * QR_SIDE, (y + 1) * QR_SIDE);
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(path, Buffer.concat([header, frame, frame]));
}

async function readResult(page: Page, link: string) {
  await page.getByLabel("Result's link").fill(link);
  await page.getByRole('button', { name: 'Read the result' }).click();
}

test('a night of nine over two rounds: tables set up by link, results back by link, standings as worked by hand', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await page.goto('./');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await drawUpNight(page, 'Tuesday');
  await expectNoViolations(page, "the night's plan");
  await page.screenshot({ path: 'docs/screenshots/club-night-organiser.png', fullPage: true });

  // Each seat's net, worked by hand: seat 1 is East and wins 26, paid double
  // by each other player in the hand (2 × 26); at a table of five the fifth
  // seat sits the first hand out.
  const expected = new Map(PLAYERS.map((p) => [p, 0]));
  let firstResult = '';
  for (const round of [1, 2]) {
    if (round === 2) {
      // A round-2 result before round 2 starts is refused, saying why.
      const [table] = await tablesOf(page, 2);
      const { result } = await playTable(browser, await tableLink(page, table), table);
      await readResult(page, result);
      await expect(page.getByRole('alert').filter({ hasText: 'This result is for round 2, which has not been started: the night is in round 1.' })).toBeVisible();
    }
    await startRound(page, round);
    for (const table of await tablesOf(page, round)) {
      const link = await tableLink(page, table);
      const shot = round === 1 && table.endsWith('table 1') ? 'club-night-table' : undefined;
      const { seats, result } = await playTable(browser, link, table, shot);
      const inHand = seats.slice(0, 4);
      expected.set(inHand[0], expected.get(inHand[0])! + 2 * 26 * (inHand.length - 1));
      for (const p of inHand.slice(1)) expected.set(p, expected.get(p)! - 2 * 26);
      await readResult(page, result);
      await expect(page.getByRole('status').filter({ hasText: `${table}: result read.` })).toBeVisible();
      firstResult ||= result;
    }
  }

  const standings = page.getByRole('table', { name: 'Standings' });
  await expect(standings).toBeVisible();
  for (const player of PLAYERS) {
    const row = standings.locator('tr').filter({ has: page.locator('td, th', { hasText: new RegExp(`^${player}$`) }) });
    const net = expected.get(player)!;
    await expect(row).toContainText(net > 0 ? `+${net}` : String(net));
  }
  const nets = [...expected.values()];
  expect(nets.reduce((a, b) => a + b, 0)).toBe(0);

  // The same table's result read again is known as the same table's.
  await readResult(page, firstResult);
  await expect(page.getByText('the match kept for this table is brought up to date.')).toBeVisible();

  // The printed plan: the plan alone, without the app's controls.
  await page.evaluate(() => { (window as any).printed = 0; window.print = () => { (window as any).printed += 1; }; });
  await page.getByRole('button', { name: 'Print the plan' }).click();
  await expect.poll(() => page.evaluate(() => (window as any).printed)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { level: 5, name: 'Round 2, table 1' })).toBeVisible();
  await expect(page.getByRole('navigation')).toBeHidden();
  await expect(standings).toBeHidden();
  await page.screenshot({ path: 'docs/screenshots/club-night-printed-plan.png', fullPage: true });
  await page.emulateMedia({ media: 'screen' });
});

test("another night's result is refused, saying why", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.goto('./');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await drawUpNight(page, 'Wednesday');
  // A start pressed by mistake is taken back, while no result is read.
  await startRound(page, 1);
  await page.getByRole('button', { name: 'Undo starting round 1' }).click();
  await expect(page.getByText(/^Round 1 has not started/)).toBeVisible();
  await startRound(page, 1);
  const [wednesdayTable] = await tablesOf(page, 1);
  const { result } = await playTable(browser, await tableLink(page, wednesdayTable), wednesdayTable);
  await drawUpNight(page, 'Thursday');
  await readResult(page, result);
  await expect(page.getByRole('alert').filter({ hasText: 'This result is from another night (Wednesday), not this one' })).toBeVisible();

  // The same result as a file (as for a match too long for a link) is read
  // on its own night's screen.
  const data = result.split('#')[1].split('.')[2];
  const text = gunzipSync(Buffer.from(data, 'base64url')).toString('utf8');
  await page.getByRole('button', { name: 'History' }).click();
  await page.getByRole('button', { name: 'Open Wednesday' }).click();
  await page.getByLabel('Read a result file').setInputFiles({ name: 'result.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  await expect(page.getByRole('status').filter({ hasText: `${wednesdayTable}: result read.` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Undo starting round 1' })).toBeHidden();
});

test("a table's result read with the camera, from the QR code its tablet shows", async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  await page.goto('./');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await drawUpNight(page, 'Friday');
  await startRound(page, 1);
  const [table] = await tablesOf(page, 1);
  const { qr } = await playTable(browser, await tableLink(page, table), table);
  const night = page.url();

  // The organiser's device, its camera pointed at the tablet's code: a
  // browser whose camera plays a picture of it. With no BarcodeDetector
  // (as in Safari and Firefox), frames are read by the app's own reader,
  // fetched as a part of its own the first time.
  const video = testInfo.outputPath('result-code.y4m');
  stillVideo(video, qr);
  const cameraBrowser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [...CHROMIUM_ARGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
  });
  try {
    const context = await cameraBrowser.newContext({ storageState: await page.context().storageState(), permissions: ['camera'] });
    const organiser = await context.newPage();
    await organiser.addInitScript(() => { delete (window as any).BarcodeDetector; });
    await organiser.goto(night);
    await organiser.getByRole('button', { name: 'Read with the camera' }).click();
    await expect(organiser.getByRole('status').filter({ hasText: `${table}: result read.` })).toBeVisible({ timeout: 30_000 });
    await expect(organiser.getByRole('button', { name: 'Read with the camera' })).toBeVisible();

    // With the reader's part out of reach, the camera says so.
    const cut = await cameraBrowser.newContext({ storageState: await page.context().storageState(), permissions: ['camera'], serviceWorkers: 'block' });
    await cut.route('**/split_qr_reader.wasm', (route) => route.abort());
    const offline = await cut.newPage();
    await offline.addInitScript(() => { delete (window as any).BarcodeDetector; });
    await offline.goto(night);
    await offline.getByRole('button', { name: 'Read with the camera' }).click();
    await expect(offline.getByRole('alert').filter({ hasText: 'This part of the app, which reads the code, could not be fetched' })).toBeVisible({ timeout: 30_000 });
  } finally {
    await cameraBrowser.close();
  }
});
