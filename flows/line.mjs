// A device's own way to a club's server, which a flow cuts and mends: the
// device is then offline as on a dropped network.
import { createServer, request as httpRequest } from 'node:http';

/** A way to the server of one device's own, which can be cut: the device
 * is then offline (its requests fail as a dropped network's do). */
export function line(target) {
  const sockets = new Set();
  let cut = false;
  const to = new URL(target);
  const proxy = createServer((request, response) => {
    if (cut) return request.socket.destroy();
    const out = httpRequest({ host: to.hostname, port: to.port, method: request.method, path: request.url, headers: request.headers }, (answer) => {
      response.writeHead(answer.statusCode, answer.headers);
      answer.pipe(response);
      // An answer cut off (the server stopped) is cut off here too.
      answer.on('close', () => answer.complete || response.destroy());
    });
    out.on('error', () => response.destroy());
    request.pipe(out);
  });
  proxy.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  return new Promise((done) =>
    proxy.listen(0, '127.0.0.1', () =>
      done({
        url: `http://127.0.0.1:${proxy.address().port}`,
        get cut() {
          return cut;
        },
        offline() {
          cut = true;
          for (const socket of sockets) socket.destroy();
        },
        online() {
          cut = false;
        },
        close() {
          for (const socket of sockets) socket.destroy();
          proxy.close();
        },
      }),
    ),
  );
}
