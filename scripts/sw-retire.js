// Loaded by the service worker: the app's earlier, hand-written worker kept
// its files in a cache of this name, which nothing reads any more.
self.addEventListener('activate', (event) => {
  event.waitUntil(caches.delete('mahjong-scorer'));
});
