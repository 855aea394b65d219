// Serves a built site on 127.0.0.1, as GitHub Pages would, with a switch
// that takes the network away: every request is then cut off, as a club
// hall's Wi-Fi does, and only the service worker can answer.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.wasm': 'application/wasm',
  '.css': 'text/css',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

/** Serves `root` until `close()`; `offline(true)` cuts every request off. */
export async function serve(root) {
  let cut = false;
  const server = createServer(async (request, response) => {
    if (cut) return request.socket.destroy();
    const path = decodeURIComponent(new URL(request.url, 'http://site').pathname);
    const file = join(root, normalize(path.endsWith('/') ? `${path}index.html` : path));
    try {
      const body = await readFile(file);
      response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
      response.end(body);
    } catch {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('not found');
    }
  });
  server.keepAliveTimeout = 1;
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return {
    root,
    url: `http://127.0.0.1:${server.address().port}/`,
    offline(on) {
      cut = on;
      if (on) server.closeAllConnections();
    },
    close: () => new Promise((done) => { server.closeAllConnections(); server.close(done); }),
  };
}
