// Two production servers (dist/server.js) on one PostgreSQL database, each reaching it through its
// own cuttable TCP proxy, on fixed ports (3400–3499) so a killed server comes back on its own
// address. Shared by npm run faults and npm run soak (docs/reliability.md, "Faults", "Soak").
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { prepareDatabase } from '../bench/events.mjs';
import { startNode } from '../bench/processes.mjs';
import { startCutProxy } from './cut-proxy.cjs';

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test_faults';
const HOST = '127.0.0.1';

/** Drops and creates the database of `url` (never one named `test`: others use it). */
export async function recreateDatabase(url) {
  const name = new URL(url).pathname.slice(1);
  if (!/^[a-z0-9_]+$/.test(name) || name === 'test' || name === 'postgres') throw new Error(`refusing to recreate the database "${name}"`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
}

/**
 * A fresh database (migrations and the bench's uncapped earning rule `benchEvent`), two proxies on
 * `basePort + 10 + i` and two servers on `basePort + 1 + i`. `servers[i]` is {origin, pid, alive}.
 */
export async function startCluster({ databaseUrl = DEFAULT_DATABASE_URL, basePort = 3400, poolSize = 10, env = {} } = {}) {
  if (!existsSync('dist/server.js') || !existsSync('.next/BUILD_ID')) throw new Error('no production build: run npm run build first');
  await recreateDatabase(databaseUrl);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  pool.on('error', () => undefined);
  await prepareDatabase(pool);
  const target = new URL(databaseUrl);
  const apiKey = `faults-${randomBytes(18).toString('hex')}`;
  const ssoSecret = `faults-sso-${randomBytes(12).toString('hex')}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'raeppli-faults-'));
  const proxies = [];
  for (let i = 0; i < 2; i++) proxies.push(await startCutProxy({ host: target.hostname, port: Number(target.port || 5432) }, basePort + 10 + i));

  const servers = [null, null];
  async function start(i) {
    const port = basePort + 1 + i;
    const proc = await startNode(`server ${'AB'[i]}`, ['dist/server.js'], {
      env: {
        ...process.env,
        NEXT_TELEMETRY_DISABLED: '1',
        NODE_ENV: 'production',
        HOST,
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: proxies[i].url(databaseUrl),
        DATABASE_POOL_SIZE: String(poolSize),
        SEED_DEMO: 'never',
        API_KEY: apiKey,
        SSO_SECRET: ssoSecret,
        SITE_URL: `http://${HOST}:${port}`,
        REDIS_URL: '',
        // Many spends per member: these runs are not about rate limits (docs/reliability.md).
        RATE_LIMIT_SCALE: '1000',
        LOG_LEVEL: 'error',
        ...env,
      },
      ready: (line) => (line.includes('Räppli läuft auf') ? true : undefined),
    });
    const server = { ...proc, origin: `http://${HOST}:${port}`, alive: true, exited: false };
    servers[i] = server;
    // A server that ends without being told to is a finding: its last lines are printed.
    const watch = setInterval(() => {
      try {
        process.kill(server.pid, 0);
      } catch {
        clearInterval(watch);
        if (server.alive) {
          server.alive = false;
          server.exited = true;
          console.error(`[cluster] ${proc.name} exited by itself; last output:\n  ${proc.output.join('\n  ')}`);
        }
      }
    }, 500);
    watch.unref();
    return server;
  }
  await start(0);
  await start(1);

  return {
    apiKey,
    pool,
    proxies,
    servers,
    start,
    /** SIGKILL, no goodbye: in-flight requests lose their answers. */
    kill(i) {
      servers[i].alive = false;
      process.kill(servers[i].pid, 'SIGKILL');
    },
    async stop() {
      for (const s of servers) {
        if (!s?.alive) continue;
        s.alive = false;
        await s.stop();
      }
      for (const p of proxies) await p.close();
      await pool.end();
    },
  };
}
