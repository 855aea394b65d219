// One player flow: a test in the engine the run names, on the built site
// served afresh for it (an address no earlier story used, so nothing stored
// there), in browsers handed from story to story; on failure a screenshot of
// where it stood is kept and the story's browsers are quit.
import { mkdirSync } from 'node:fs';
import { after, test } from 'node:test';
import { App } from './app.mjs';
import { engine, quitIdle, shutDown } from './browser.mjs';
import { serve } from '../scripts/site.mjs';

export { engine };

const root = process.env.SITE ?? 'dist';
const site = {};
after(async () => {
  // Once every story is told, nothing may keep the run alive: a run of every
  // flow once stayed up half an hour after its last story, no browser or
  // socket left open. The guard does not itself keep it alive.
  setTimeout(() => process.exit(), 60_000).unref();
  await quitIdle();
  shutDown();
});

/** The built site, as served for the story being told. */
export const served = site;

const shots = process.env.FLOW_SCREENSHOTS;
/** Keeps a screenshot of the screen as it stands, named for the engine, in
 * the folder FLOW_SCREENSHOTS names (docs/screenshots); without it, none. */
export async function keepScreenshot(app, name) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  await app.screenshot(`${shots}/${engine}-${name}.png`);
}

/** A flow: `body(app, open)` where `open(path)` gives another fresh browser. */
export function flow(name, body) {
  test(`${name} [${engine}]`, { timeout: 300_000 }, async () => {
    Object.assign(site, await serve(root));
    const opened = [];
    let failed = false;
    const open = async (path = '', on = site) => {
      const app = await App.open(on, path);
      opened.push(app);
      return app;
    };
    try {
      await body(await open(), open);
    } catch (error) {
      failed = true;
      const dir = 'test-results/flows';
      mkdirSync(dir, { recursive: true });
      const file = `${dir}/${engine}-${name.replace(/[^a-z0-9]+/gi, '-').slice(0, 60)}.png`;
      await opened
        .at(-1)
        ?.screenshot(file)
        .catch(() => {});
      throw error;
    } finally {
      for (const app of opened) await (failed ? app.close() : app.handBack()).catch(() => {});
      await site.close();
    }
  });
}
