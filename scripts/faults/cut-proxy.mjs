// A TCP proxy in front of PostgreSQL that can be cut: cut() closes every connection through it
// and stops listening (new connections are refused, as when the database is stopped); restore()
// listens again on the same port. Used by test/pg/db-outage.test.ts and npm run faults.
import net from 'node:net';

/** Starts a proxy to `target` ({host, port}) on 127.0.0.1 (`port` 0: the OS picks one). */
export async function startCutProxy(target, port = 0) {
  const sockets = new Set();
  let server = null;
  let cuts = 0;

  const connect = (client) => {
    const upstream = net.connect(target.port, target.host);
    sockets.add(client);
    sockets.add(upstream);
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    for (const s of [client, upstream]) {
      s.on('error', end);
      s.on('close', end);
    }
    client.pipe(upstream);
    upstream.pipe(client);
  };

  const listen = (at) =>
    new Promise((resolve, reject) => {
      const s = net.createServer(connect);
      s.once('error', reject);
      s.listen(at, '127.0.0.1', () => {
        server = s;
        resolve(s.address().port);
      });
    });

  const close = () =>
    new Promise((resolve) => {
      const s = server;
      server = null;
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      if (!s) return resolve();
      s.close(() => resolve());
    });

  const bound = await listen(port);
  return {
    port: bound,
    /** `url` (a postgres:// URL) pointed at the proxy instead. */
    url(databaseUrl) {
      const u = new URL(databaseUrl);
      u.hostname = '127.0.0.1';
      u.port = String(bound);
      return u.toString();
    },
    get isCut() {
      return server === null;
    },
    get cuts() {
      return cuts;
    },
    async cut() {
      cuts++;
      await close();
    },
    async restore() {
      if (!server) await listen(bound);
    },
    close,
  };
}
