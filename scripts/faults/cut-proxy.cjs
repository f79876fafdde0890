// A TCP proxy in front of PostgreSQL that can be cut: cut() closes every connection through it
// and stops listening (new connections are refused, as when the database is stopped); blackhole()
// closes them too but accepts new ones and never answers (a database that hangs); restore()
// forwards again on the same port. Used by test/pg/db-outage.test.ts and npm run faults.
// CommonJS on purpose: Jest loads it as it is under every Node (an .mjs file that Jest's SWC
// transform had turned into CommonJS failed as ESM under Node 24: "exports is not defined").
'use strict';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS module (see above)
const net = require('node:net');

/** Starts a proxy to `target` ({host, port}) on 127.0.0.1 (`port` 0: the OS picks one). */
async function startCutProxy(target, port = 0) {
  const sockets = new Set();
  let server = null;
  let cuts = 0;
  let silent = false;

  const connect = (client) => {
    if (silent) {
      sockets.add(client);
      client.on('error', () => client.destroy());
      client.on('close', () => sockets.delete(client));
      return client.pause();
    }
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

  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
    sockets.clear();
  };
  const close = () =>
    new Promise((resolve) => {
      const s = server;
      server = null;
      silent = false;
      dropAll();
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
    /** Every connection closed; new ones are accepted and never answered. */
    blackhole() {
      cuts++;
      silent = true;
      dropAll();
    },
    async restore() {
      if (silent) {
        silent = false;
        dropAll();
      }
      if (!server) await listen(bound);
    },
    close,
  };
}

module.exports = { startCutProxy };
