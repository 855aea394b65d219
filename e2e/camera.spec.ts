// Chromium's fake camera: the organiser's device reads a table's result
// from the QR code its tablet shows, the camera playing a picture of it.
// (The club night itself, its links and standings, is a player flow:
// flows/night.flow.mjs.)
import { type Browser, type BrowserContext, chromium, expect, type Page, test } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { CHROMIUM, CHROMIUM_ARGS } from '../scripts/chromium.mjs';
import { NIGHT_OF_NINE as PLAYERS } from '../flows/stories.mjs';
import { enterHand } from './helpers';

const PERMISSIONS = ['clipboard-read', 'clipboard-write'];
test.use({ permissions: PERMISSIONS });

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
 * match and seat 1 goes out with three exposed pungs. Returns the result's
 * QR code as the tablet shows it (its grey levels, a byte a pixel,
 * `QR_SIDE` square). */
async function playTable(browser: Browser, link: string, table: string) {
  const context: BrowserContext = await browser.newContext({ permissions: PERMISSIONS });
  const tablet = await context.newPage();
  await tablet.goto(link);
  await expect(tablet.getByRole('heading', { name: table })).toBeVisible();
  const seats = (await tablet.locator('.table-link__seats li').allTextContents()).map((s) => s.replace(/^Seat \d+( \(East for the first hand\))?: /, ''));
  await tablet.getByRole('button', { name: "Start this table's match" }).click();
  await expect(tablet.getByRole('table', { name: 'Score sheet' })).toBeVisible();
  await tablet.getByRole('button', { name: 'Score next hand' }).click();
  await enterHand(tablet, seats[0], { mahJong: true, counts: { 'Pung (2-8) exposed': 3 } });
  await tablet.getByRole('button', { name: 'Calculate scores' }).click();
  await expect(tablet.getByText('The round is over: hand the result to the organiser.')).toBeVisible();
  await tablet.getByRole('button', { name: "Show the result's QR code" }).click();
  await expect(tablet.getByRole('img', { name: "QR code of the link to this table's result" })).toBeVisible();
  const qr = await qrGreys(tablet);
  await context.close();
  return qr;
}

const QR_SIDE = 480;

/** The result's QR code on the tablet, drawn as the tablet draws it onto a
 * canvas `QR_SIDE` pixels square: its grey levels, a byte a pixel. */
async function qrGreys(tablet: Page): Promise<Buffer> {
  const greys = await tablet.evaluate(async (side) => {
    const svg = document.querySelector('svg.qr-code')!;
    const picture = new Image();
    picture.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(svg))}`;
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

test("a table's result read with the camera, from the QR code its tablet shows", async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  await page.goto('./');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await drawUpNight(page, 'Friday');
  await startRound(page, 1);
  const [table] = await tablesOf(page, 1);
  const qr = await playTable(browser, await tableLink(page, table), table);
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
    await organiser.addInitScript(() => {
      delete (window as any).BarcodeDetector;
    });
    await organiser.goto(night);
    await organiser.getByRole('button', { name: 'Read with the camera' }).click();
    await expect(organiser.getByRole('status').filter({ hasText: `${table}: result read.` })).toBeVisible({ timeout: 30_000 });
    await expect(organiser.getByRole('button', { name: 'Read with the camera' })).toBeVisible();

    // With the reader's part out of reach, the camera says so.
    const cut = await cameraBrowser.newContext({ storageState: await page.context().storageState(), permissions: ['camera'], serviceWorkers: 'block' });
    await cut.route('**/split_qr_reader.wasm', (route) => route.abort());
    const offline = await cut.newPage();
    await offline.addInitScript(() => {
      delete (window as any).BarcodeDetector;
    });
    await offline.goto(night);
    await offline.getByRole('button', { name: 'Read with the camera' }).click();
    await expect(offline.getByRole('alert').filter({ hasText: 'This part of the app, which reads the code, could not be fetched' })).toBeVisible({
      timeout: 30_000,
    });
  } finally {
    await cameraBrowser.close();
  }
});
