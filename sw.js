// Offline support. The page itself is fetched network first, so a new
// version is picked up on the next visit (a page already open never changes
// under the players); everything it names is cached, and served from the
// cache first. Relative URLs only: it works from any sub-path.
const CACHE = 'mahjong-scorer';
const STATIC = ['./manifest.webmanifest', './icons/icon-48.png', './icons/icon-192.png', './icons/icon-512.png', './icons/icon-maskable-512.png', './icons/apple-touch-icon.png'];
const NETWORK_WAIT_MS = 4000;

const absolute = (url) => new URL(url, self.registration.scope).href;

// Caches the page and every file it names, and forgets files of older versions.
async function cacheShell(page) {
  const cache = await caches.open(CACHE);
  const response = page ?? (await fetch('./', { cache: 'no-cache' }));
  if (!response.ok) return;
  const html = await response.clone().text();
  const named = [...html.matchAll(/(?:href|src)="(\.\/[^"]+)"/g)].map((m) => m[1]);
  const wanted = [...new Set([...named, ...STATIC])];
  await cache.put(absolute('./'), response);
  for (const url of wanted) {
    if (!(await cache.match(absolute(url)))) await cache.add(absolute(url));
  }
  const keep = new Set([absolute('./'), ...wanted.map(absolute)]);
  for (const request of await cache.keys()) {
    if (!keep.has(request.url)) await cache.delete(request);
  }
}

self.addEventListener('install', (event) => {
  event.waitUntil(cacheShell().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

function fromNetworkWithin(request, ms) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('slow network')), ms);
    fetch(request, { cache: 'no-cache' }).then(
      (response) => { clearTimeout(timer); resolve(response); },
      (error) => { clearTimeout(timer); reject(error); },
    );
  });
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(
      fromNetworkWithin(request, NETWORK_WAIT_MS)
        .then((response) => {
          if (response.ok) event.waitUntil(cacheShell(response.clone()).catch(() => {}));
          return response;
        })
        .catch(async () => (await caches.match(absolute('./'))) ?? fetch(request)),
    );
    return;
  }
  event.respondWith(
    caches.match(request).then(
      (hit) =>
        hit ??
        fetch(request).then(async (response) => {
          if (response.ok && new URL(request.url).pathname.startsWith(new URL(self.registration.scope).pathname)) {
            const cache = await caches.open(CACHE);
            await cache.put(request, response.clone());
          }
          return response;
        }),
    ),
  );
});
