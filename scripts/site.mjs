// Serves a built site on 127.0.0.1 as GitHub Pages does (text and wasm
// gzipped for a browser that asks), with a switch that takes the network
// away: every request is then cut off, as a club hall's Wi-Fi does, and only
// the service worker can answer. The build (drawing the first screen), the
// benchmark, both test suites and `serve.sh` use it.
// From the command line: node scripts/site.mjs --dir dist --port 8090
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

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

// Files packed once per content, for every site served from this process.
const gzipped = new Map();
// Every port this process has served on: a site served afresh never gets one
// again, so a browser that visited an earlier site holds nothing for it.
const portsUsed = new Set();

/** Listens on `port`, or on one free that this process has not used. */
async function listen(server, port) {
  for (;;) {
    await new Promise((done) => server.listen(port, '127.0.0.1', done));
    const { port: got } = server.address();
    if (port !== 0 || !portsUsed.has(got)) return portsUsed.add(got);
    await new Promise((done) => server.close(done));
  }
}

/** Serves `root` until `close()` (on `port`, or one free); `offline(true)`
 * cuts every request off; `hold(pattern)` keeps the files whose path matches
 * back until the function it returns is called. */
export async function serve(root, port = 0) {
  let cut = false;
  const holds = [];
  const server = createServer(async (request, response) => {
    if (cut) return request.socket.destroy();
    const path = decodeURIComponent(new URL(request.url, 'http://site').pathname);
    for (const held of holds) if (held.pattern.test(path)) await held.released;
    const file = join(root, normalize(path.endsWith('/') ? `${path}index.html` : path));
    try {
      const body = await readFile(file);
      const type = types[extname(file)] ?? 'application/octet-stream';
      const headers = { 'content-type': type, 'cache-control': 'no-cache' };
      const packed = !type.startsWith('image/png') && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
      if (packed) headers['content-encoding'] = 'gzip';
      response.writeHead(200, headers);
      // Packed once per file's content: a file changed on disk is packed again.
      if (packed && !gzipped.get(file)?.body.equals(body)) gzipped.set(file, { body, gz: gzipSync(body) });
      response.end(packed ? gzipped.get(file).gz : body);
    } catch {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('not found');
    }
  });
  server.keepAliveTimeout = 1;
  await listen(server, port);
  return {
    root,
    url: `http://127.0.0.1:${server.address().port}/`,
    hold(pattern) {
      let release;
      holds.push({ pattern, released: new Promise((done) => (release = done)) });
      return release;
    },
    offline(on) {
      cut = on;
      if (on) server.closeAllConnections();
    },
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(done);
      }),
  };
}

// Run as a command: serves `--dir` (dist by default) on `--port` (8080)
// until stopped.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { dir: { type: 'string', default: 'dist' }, port: { type: 'string', default: '8080' } } });
  const site = await serve(values.dir, Number(values.port));
  console.log(`Serving ${values.dir} on ${site.url}`);
}
