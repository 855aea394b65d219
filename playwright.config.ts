import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './scripts/chromium.mjs';

// Drives the built release site (dist/, or the one SITE names) in Debian's
// Chromium, served on 127.0.0.1 only by scripts/site.mjs, as the flows serve it.
const port = Number(process.env.E2E_PORT ?? 8090);

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  // A busy two-core machine can take seconds to paint what a player sees.
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}/`,
    viewport: { width: 1024, height: 768 },
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
  },
  webServer: {
    command: `node scripts/site.mjs --dir ${process.env.SITE ?? 'dist'} --port ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'ignore',
    timeout: 30_000,
  },
});
