// npm run faults, run 3 (docs/reliability.md, "Faults"): PostgreSQL crashes right after a
// reservation was answered 201, and slow clients. On a private PostgreSQL of its own (initdb into a
// temporary folder, ports of 3450–3499; the machine's shared PostgreSQL is never touched), with the
// WAL writer as lazy as it may be (wal_writer_delay=10s), so WAL that a commit did not flush is
// really lost when every PostgreSQL process gets SIGKILL. One production server on it, with
// REQUEST_TIMEOUT_MS=1500 so that the slow clients are cut within seconds.
// Alone: `node scripts/faults/pg-crash.mjs`; FAULTS_RESERVE_SQL=<file> replaces the spend functions
// after the server's start with the file's (e.g. an older lib/server/db/functions/60-spend.sql),
// FAULTS_SERVER=<bundle> starts another server bundle than dist/server.js (e.g. an older build).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, closeSync, globSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { startNode } from '../bench/processes.mjs';
import { jsonClient } from '../bench/json-client.mjs';
import { makeMembers, makeRewards } from './traffic.mjs';

const HOST = '127.0.0.1';
const TIMEOUT_MS = 1500;
/** A slow client must be cut within the timeout plus one check (a quarter of it) and some slack. */
export const CUT_WITHIN_MS = TIMEOUT_MS * 2;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** `argv` run as the user postgres when we are root (PostgreSQL refuses to run as root). */
const asPostgres = (argv) => (process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', ...argv]] : [argv[0], argv.slice(1)]);

/** A PostgreSQL of its own on `port`: {url, crash(), start(), stop()}. */
export async function startPrivatePostgres(port) {
  const bin = globSync('/usr/lib/postgresql/*/bin/initdb').sort().pop();
  if (!bin) throw new Error('no PostgreSQL server binaries under /usr/lib/postgresql');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'raeppli-pgcrash-'));
  const id = (flag) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout);
  // initdb runs through runuser; the postmaster is started as the user postgres directly, so that it
  // is our own child: its children are found by their parent, and its exit is reaped (no lock file
  // naming a zombie as alive).
  const user = process.getuid?.() === 0 ? { uid: id('-u'), gid: id('-g') } : {};
  if (user.uid !== undefined) chownSync(dir, user.uid, user.gid);
  const [cmd, args] = asPostgres([bin, '-D', dir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const init = spawnSync(cmd, args, { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
  // Nothing flushes an asynchronous commit but a synchronous one or the WAL writer's round every 10 s.
  const settings = [
    'listen_addresses=' + HOST,
    `port=${port}`,
    `unix_socket_directories=${dir}`,
    'wal_writer_delay=10s',
    'wal_writer_flush_after=1GB',
    'bgwriter_lru_maxpages=0',
    'autovacuum=off',
    'checkpoint_timeout=1h',
    'max_connections=40',
  ];
  let proc = null;
  const url = `postgres://postgres@${HOST}:${port}/postgres`;
  async function start() {
    const log = openSync(path.join(dir, 'server.log'), 'a');
    proc = spawn(path.join(path.dirname(bin), 'postgres'), ['-D', dir, ...settings.flatMap((s) => ['-c', s])], {
      ...user,
      detached: true,
      stdio: ['ignore', 'ignore', log],
    });
    closeSync(log);
    for (let waited = 0; waited < 20_000; waited += 100) {
      const client = new pg.Client({ connectionString: url });
      try {
        await client.connect();
        await client.end();
        return;
      } catch {
        await sleep(100);
      }
    }
    throw new Error(`the private PostgreSQL did not start:\n${readFileSync(path.join(dir, 'server.log'), 'utf8').split('\n').slice(-8).join('\n')}`);
  }
  await start();
  /** SIGKILL to the postmaster and every child at once: what is only in PostgreSQL's memory is gone. */
  async function crash() {
    const exited = new Promise((r) => proc.once('exit', r));
    // Each child of the postmaster leads a process group of its own: frozen first, then all killed.
    process.kill(proc.pid, 'SIGSTOP');
    const children = childrenOf(proc.pid);
    for (const pid of [proc.pid, ...children]) process.kill(pid, 'SIGKILL');
    await exited;
    for (let waited = 0; waited < 10_000 && children.some(alive); waited += 50) await sleep(50);
  }
  return {
    url,
    start,
    crash,
    async stop() {
      if (proc.exitCode === null && proc.signalCode === null) await crash();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The pids whose parent is `pid` (Linux /proc). */
function childrenOf(pid) {
  return readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      try {
        return readFileSync(`/proc/${d}/stat`, 'utf8').split(') ')[1].split(' ')[1] === String(pid);
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** Whether `pid` still runs (a zombie has let go of everything, shared memory included). */
function alive(pid) {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1][0] !== 'Z';
  } catch {
    return false;
  }
}

const portOpen = (port) =>
  new Promise((resolve) => {
    const s = net.connect(port, HOST);
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
  });

/** Two free ports of 3450–3499, PostgreSQL's and the server's (the fault cluster uses 3401–3411). */
async function freePortInRange() {
  for (let port = 3450; port < 3499; port += 2) if (!(await portOpen(port)) && !(await portOpen(port + 1))) return port;
  throw new Error('no two free ports in 3450–3499');
}

/** A raw request sent slowly: resolves with {status, ms} when the server answers or closes. */
function slowRequest(port, head, drip, everyMs) {
  return new Promise((resolve) => {
    const t0 = performance.now();
    const socket = net.connect(port, HOST, () => socket.write(head));
    let answer = '';
    const timer = setInterval(() => socket.writable && socket.write(drip), everyMs);
    const done = () => {
      clearInterval(timer);
      resolve({ status: Number(/^HTTP\/1\.1 (\d+)/.exec(answer)?.[1]) || null, ms: performance.now() - t0 });
    };
    socket.on('data', (d) => (answer += d));
    socket.on('close', done);
    socket.on('error', () => undefined);
    setTimeout(() => socket.destroy(), 30_000).unref();
  });
}

/** Two requests on one socket with `idleMs` of silence between them: both statuses. */
function keptAlive(port, idleMs) {
  return new Promise((resolve) => {
    const statuses = [];
    const socket = net.connect(port, HOST, () => socket.write(`GET /livez HTTP/1.1\r\nHost: ${HOST}\r\n\r\n`));
    socket.on('data', (d) => {
      for (const m of String(d).matchAll(/HTTP\/1\.1 (\d+)/g)) statuses.push(Number(m[1]));
      if (statuses.length === 1) setTimeout(() => socket.write(`GET /livez HTTP/1.1\r\nHost: ${HOST}\r\nConnection: close\r\n\r\n`), idleMs);
    });
    socket.on('close', () => resolve(statuses));
    socket.on('error', () => undefined);
  });
}

/** The slow clients: a body and headers a byte at a time are cut; an idle kept-alive socket is not. */
async function slowClients(port, apiKey) {
  const body = slowRequest(
    port,
    `POST /api/host/events HTTP/1.1\r\nHost: ${HOST}\r\nAuthorization: Bearer ${apiKey}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{`,
    ' ',
    300,
  );
  const headers = slowRequest(port, `GET /livez HTTP/1.1\r\nHost: ${HOST}\r\n`, 'X-Slow: 1\r\n', 300);
  const idle = keptAlive(port, TIMEOUT_MS + 1000);
  const [b, h, k] = await Promise.all([body, headers, idle]);
  const problems = [];
  for (const [what, r] of [
    ['slow body', b],
    ['slow headers', h],
  ]) {
    if (r.ms > CUT_WITHIN_MS) problems.push(`${what} cut after ${Math.round(r.ms)} ms, over ${CUT_WITHIN_MS} ms`);
    if (r.status !== 408 && r.status !== null) problems.push(`${what} answered ${r.status}, not 408`);
  }
  if (k.join() !== '200,200') problems.push(`a kept-alive socket idle for ${TIMEOUT_MS + 1000} ms answered ${k.join(', ') || 'nothing'}, not 200, 200`);
  return { body: b, headers: h, keptAlive: k, problems };
}

/** Run 3: {timeouts, crash: {...}, problems}. */
export async function pgCrashRun({ reserveSql = process.env.FAULTS_RESERVE_SQL } = {}) {
  const t0 = performance.now();
  const port = await freePortInRange();
  const db = await startPrivatePostgres(port);
  let server = null;
  let http = null;
  const pool = new pg.Pool({ connectionString: db.url, max: 2 });
  pool.on('error', () => undefined);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'raeppli-pgcrash-data-'));
  try {
    const apiKey = `faults-${randomBytes(18).toString('hex')}`;
    const serverPort = port + 1;
    server = await startNode('server C', [process.env.FAULTS_SERVER || 'dist/server.js'], {
      env: {
        ...process.env,
        NEXT_TELEMETRY_DISABLED: '1',
        NODE_ENV: 'production',
        HOST,
        PORT: String(serverPort),
        DATA_DIR: dataDir,
        DATABASE_URL: db.url,
        DATABASE_POOL_SIZE: '4',
        SEED_DEMO: 'never',
        API_KEY: apiKey,
        SSO_SECRET: `faults-sso-${randomBytes(12).toString('hex')}`,
        SITE_URL: `http://${HOST}:${serverPort}`,
        REDIS_URL: '',
        RATE_LIMIT_SCALE: '1000',
        LOG_LEVEL: 'error',
        REQUEST_TIMEOUT_MS: String(TIMEOUT_MS),
      },
      ready: (line) => (line.includes('Räppli läuft auf') ? true : undefined),
    });
    if (reserveSql)
      for (const s of readFileSync(reserveSql, 'utf8')
        .split('--> statement-breakpoint')
        .map((x) => x.trim())
        .filter(Boolean))
        await pool.query(s);
    const origin = `http://${HOST}:${serverPort}`;
    http = jsonClient(origin, 2);
    const timeouts = slowClients(serverPort, apiKey);
    const [member] = await makeMembers({ via: () => http }, apiKey, `f3${randomBytes(3).toString('hex')}`, 1);
    const [reward] = await makeRewards(pool, 'f3', 1);
    const reservePath = `/api/rewards/${reward}/reserve?collector_token=${encodeURIComponent(member.token)}&hash=${member.hash}&token=${encodeURIComponent(member.ssoToken)}`;
    const key = `f3-${randomBytes(6).toString('hex')}`;
    const first = await http.send('POST', reservePath, { 'idempotency-key': key }, {});
    // Right after the 201: every PostgreSQL process at once, then PostgreSQL again (crash recovery).
    await db.crash();
    await db.start();
    // The server's pooled connections died with PostgreSQL: the first tries may fail; then the key.
    let again = null;
    for (let tries = 0; tries < 50; tries++) {
      again = await http.send('POST', reservePath, { 'idempotency-key': key }, {}).catch((err) => ({ status: null, error: err.message }));
      if (again.status !== null && again.status < 500) break;
      await sleep(200);
    }
    const fresh = new pg.Pool({ connectionString: db.url, max: 1 });
    const { rows } = await fresh.query(
      `select (select count(*) from reservations where reward_id = $1 and state = 'held') as held,
              (select stock - stock_left from rewards where id = $1) as stock_taken`,
      [reward],
    );
    await fresh.end();
    const crash = {
      first: first.status,
      firstId: first.json?.reservation_id ?? null,
      again: again?.status ?? null,
      againId: again?.json?.reservation_id ?? null,
      held: Number(rows[0].held),
      stockTaken: Number(rows[0].stock_taken),
    };
    const problems = [];
    if (crash.first !== 201) problems.push(`the reservation was answered ${crash.first}, not 201: nothing was tested`);
    else {
      if (crash.again !== 201 || crash.againId !== crash.firstId)
        problems.push(`after the crash the key answered ${crash.again} with reservation ${crash.againId ?? 'none'}, not the answered ${crash.firstId}`);
      if (crash.held !== 1 || crash.stockTaken !== 1)
        problems.push(`after the crash: ${crash.held} held reservations and ${crash.stockTaken} units of stock taken, not 1 and 1`);
    }
    const slow = await timeouts;
    problems.push(...slow.problems);
    return { crash, timeouts: slow, seconds: (performance.now() - t0) / 1000, problems, reserveSql: reserveSql ?? null };
  } finally {
    http?.close();
    await server?.stop();
    await pool.end().catch(() => undefined);
    await db.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const r = await pgCrashRun();
  console.log(JSON.stringify(r, null, 2));
  process.exit(r.problems.length ? 1 : 0);
}
