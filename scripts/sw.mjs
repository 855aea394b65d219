// Builds the site's service worker with Workbox: every file of the build
// precached with its revision, the page served from the cache at once (a
// weak connection never delays opening the app), and a new version installed
// in the background and left waiting until the players choose to reload.
// The club sync scripts (club/) and the Club records part are left out of the
// precache and kept once fetched.
// Usage: node scripts/sw.mjs <site dir>. Run by scripts/build-site.sh.
import { copyFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { generateSW } from 'workbox-build';

const site = process.argv[2];
if (!site) {
  console.error('usage: node scripts/sw.mjs <site dir>');
  process.exit(2);
}

// The page's side of the update: workbox-window, served beside the page.
const require = createRequire(import.meta.url);
copyFileSync(require.resolve('workbox-window/build/workbox-window.prod.mjs'), join(site, 'workbox-window.mjs'));
copyFileSync(new URL('./sw-retire.js', import.meta.url), join(site, 'sw-retire.js'));

const { count, size, warnings } = await generateSW({
  globDirectory: site,
  globPatterns: ['**/*.{html,js,mjs,wasm,png,webmanifest}'],
  // The club sync scripts and the Club records part are not precached: they
  // are fetched only when a club turns sync on (or opens Club records), then
  // kept by the rules below.
  globIgnores: ['sw.js', 'sw-retire.js', 'club/**', '**/split_club.wasm'],
  swDest: join(site, 'sw.js'),
  // A build's wasm and its glue sit in a folder named by their content.
  dontCacheBustURLsMatching: /^app-[0-9a-f]{16}\//,
  maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
  navigateFallback: 'index.html',
  cacheId: 'mahjong-scorer',
  cleanupOutdatedCaches: true,
  clientsClaim: true,
  // Waits for the page to ask (workbox-window's messageSkipWaiting).
  skipWaiting: false,
  inlineWorkboxRuntime: true,
  importScripts: ['sw-retire.js'],
  runtimeCaching: [
    {
      urlPattern: ({ sameOrigin, url }) => sameOrigin && /\/club\/[^/]+\.js$/.test(url.pathname),
      handler: 'StaleWhileRevalidate',
      options: { cacheName: 'mahjong-scorer-club' },
    },
    {
      // Named by the build's folder: a new build's is a new address.
      urlPattern: ({ sameOrigin, url }) => sameOrigin && /\/split_club\.wasm$/.test(url.pathname),
      handler: 'CacheFirst',
      options: { cacheName: 'mahjong-scorer-club', expiration: { maxEntries: 4 } },
    },
  ],
  mode: 'production',
  sourcemap: false,
});
for (const warning of warnings) console.warn(warning);
console.log(`service worker precaches ${count} files, ${(size / 1024).toFixed(0)} KiB`);
