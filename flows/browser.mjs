// Opens a browser of the engine the run names (ENGINE: chromium, firefox or
// webkit) through its own WebDriver server: Debian's chromedriver, geckodriver
// from crates.io, and WebKitGTK's WebKitWebDriver driving MiniBrowser in a
// virtual display. A browser is a fresh profile when started, and is handed
// from story to story: each story serves the site on an address of its own
// (flow.mjs), so a browser holds nothing of the story's when it begins.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { Builder } from 'selenium-webdriver';
import { FileDetector } from 'selenium-webdriver/lib/input.js';
import { CHROMIUM, CHROMIUM_ARGS } from '../scripts/chromium.mjs';

export const engine = process.env.ENGINE ?? 'chromium';

const minibrowser = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

const engines = {
  chromium: {
    driver: (port) => ['chromedriver', [`--port=${port}`]],
    capabilities: () => ({
      browserName: 'chrome',
      'goog:chromeOptions': {
        binary: CHROMIUM,
        args: ['--headless=new', ...CHROMIUM_ARGS],
      },
    }),
  },
  firefox: {
    driver: (port) => ['geckodriver', [`--port=${port}`, '--host=127.0.0.1']],
    capabilities: () => ({
      browserName: 'firefox',
      'moz:firefoxOptions': {
        binary: '/usr/bin/firefox-esr',
        args: ['-headless'],
        prefs: {
          // persist() asks the player in Firefox; a test answers for them.
          'dom.storageManager.prompt.testing': true,
          'dom.storageManager.prompt.testing.allow': true,
        },
      },
    }),
  },
  webkit: {
    driver: (port) => ['WebKitWebDriver', [`--port=${port}`, '--host=127.0.0.1']],
    display: true,
    capabilities: () => ({
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: minibrowser, args: ['--automation'] },
    }),
  },
};

const settings = engines[engine];
if (!settings) throw new Error(`ENGINE must be one of ${Object.keys(engines).join(', ')}, not ${engine}`);

const children = [];
/** Stops the driver and display this run started. */
export function shutDown() {
  for (const child of children.splice(0)) child.kill();
}
process.on('exit', shutDown);

let display;
/** A virtual display of our own for the engine that needs a window: Xvfb
 * picks a free number and writes it once it is ready. */
function virtualDisplay() {
  display ??= new Promise((done, fail) => {
    const xvfb = spawn('Xvfb', ['-displayfd', '1', '-screen', '0', '1400x1200x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'pipe', 'ignore'] });
    children.push(xvfb);
    xvfb.stdout.once('data', (number) => done(`:${String(number).trim()}`));
    xvfb.on('error', fail);
  });
  return display;
}

/** A port nothing listens on. */
function freePort() {
  return new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}

/** A WebDriver server of the engine's own: geckodriver and WebKitWebDriver
 * drive one browser each, so every browser gets one. */
async function driverServer() {
  const port = await freePort();
  const env = { ...process.env };
  if (settings.display) env.DISPLAY = await virtualDisplay();
  const [command, args] = settings.driver(port);
  const child = spawn(command, args, { stdio: 'ignore', env });
  children.push(child);
  const url = `http://127.0.0.1:${port}`;
  await until(async () => {
    try {
      return (await fetch(`${url}/status`)).ok;
    } catch {
      return false;
    }
  }, `${command} on port ${port}`);
  return { url, child };
}

async function until(check, what, tries = 300) {
  for (let i = 0; i < tries; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} did not start`);
}

/** A new browser of the engine's, on its own WebDriver server. */
async function startBrowser() {
  const server = await driverServer();
  const driver = await new Builder().usingServer(server.url).withCapabilities(settings.capabilities()).build();
  const quit = driver.quit.bind(driver);
  driver.quit = async () => {
    await quit().catch(() => {});
    server.child.kill();
  };
  // Files picked for an import are on this machine, beside the driver.
  driver.setFileDetector(new FileDetector());
  return driver;
}

/** Browsers an earlier story handed back, each on a blank page. */
const idle = [];

/** A browser for a story: one an earlier story handed back, else a new one. */
export async function openBrowser() {
  return idle.pop() ?? startBrowser();
}

/** Hands a story's browser on to the next: its other windows closed, on a
 * blank page. One that does not get there within seconds (a dialog left
 * open, a page that hangs) is quit instead. */
export async function handBack(driver) {
  const reset = async () => {
    const [first, ...others] = await driver.getAllWindowHandles();
    for (const handle of others) {
      await driver.switchTo().window(handle);
      await driver.close();
    }
    await driver.switchTo().window(first);
    await driver.get('about:blank');
  };
  let timer;
  const late = new Promise((_, fail) => (timer = setTimeout(() => fail(new Error('late')), 10_000)));
  try {
    await Promise.race([reset(), late]);
    idle.push(driver);
  } catch {
    await driver.quit();
  } finally {
    clearTimeout(timer);
  }
}

/** Quits every browser handed back. */
export async function quitIdle() {
  await Promise.all(idle.splice(0).map((driver) => driver.quit()));
}
