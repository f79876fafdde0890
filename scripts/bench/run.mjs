// npm run bench: GET /api/me of the production server beside a plain node:http baseline doing
// the same database read, and the gzipped JavaScript each page loads beside a bare page.
// With BENCH_DATABASE_URL (PostgreSQL): also host events ingested per second beside plain INSERTs
// of the same rows (events.mjs). Writes the figures to docs/benchmarks.md. See the header of that
// file for the method.
import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchEvents } from './events.mjs';
import { benchSpends } from './spends.mjs';
import { benchLeaderboard } from './leaderboard.mjs';
import { canonical, measure, probe } from './load.mjs';
import { pageWeight, scriptWeight } from './page-weight.mjs';
import { freePort, startNode } from './processes.mjs';
import { apiTable, eventsTable, leaderboardTables, loaderLines, machine, pageTable, resultsSection, spendsTable, writeResults } from './report.mjs';

process.chdir(fileURLToPath(new URL('../..', import.meta.url)));

const PAGES = [
  '/',
  '/open',
  '/me/open',
  '/me/overview',
  '/me/rewards',
  '/me/rewards/vplus',
  '/me/rewards/detail/1',
  '/me/rewards/detail/coupon/1',
  '/me/rewards/detail/custom/1',
  '/me/profile/rewards',
  '/maintenance',
  // The widgets (docs/widgets.md): what a host's news page pays for, ≤ 1.10 × bare.
  '/widget/main',
  '/widget/user',
  '/widget/profile',
  '/widget/reward/1',
  '/widget/reward',
  '/widget/special',
  '/widget/special/simple',
  '/bench/bare',
];
const HOST = '127.0.0.1';

const seconds = (name, fallback) => {
  const n = Number(process.env[name]);
  return Number.isFinite(n) && n > 0 ? Math.min(n, 120) : fallback;
};
const settings = {
  duration: seconds('BENCH_DURATION', 10),
  warmup: seconds('BENCH_WARMUP', 2),
  connections: Math.min(seconds('BENCH_CONNECTIONS', 50), 500),
};

function ensureBuild() {
  if (existsSync('.next/BUILD_ID') && existsSync('dist/server.js')) return;
  console.log('No production build: running npm run build …');
  execSync('npm run build', { stdio: 'inherit' });
}

/**
 * Environment for a child: the caller's plus `extra`, with DATABASE_URL empty unless given (empty,
 * not absent, so that a DATABASE_URL in .env, which the server loads, cannot switch PGlite off).
 */
// One SITE_URL for the server and the baseline, so their /api/me documents (the currency's URL) agree.
const childEnv = (extra) => ({ ...process.env, NEXT_TELEMETRY_DISABLED: '1', HOST, DATABASE_URL: '', SITE_URL: 'http://localhost:3000', ...extra });

async function startServer(dataDir, databaseUrl, extraEnv = {}, nodeArgs = []) {
  const port = await freePort();
  const env = childEnv({ NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: 'always', ...extraEnv });
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const server = await startNode('server', [...nodeArgs, 'dist/server.js'], {
    env,
    ready: (line) => (line.includes('Demo angemeldet') ? /collector_token=([^&\s]+)/.exec(line)?.[1] : undefined),
  });
  return { ...server, origin: `http://${HOST}:${port}`, token: decodeURIComponent(server.value) };
}

async function startBaseline(dataDir, databaseUrl) {
  const port = await freePort();
  const env = childEnv({ BASELINE_PORT: String(port) });
  if (databaseUrl) env.BASELINE_DATABASE_URL = databaseUrl;
  else env.BASELINE_PGLITE_DIR = path.join(dataDir, 'pglite');
  const baseline = await startNode('baseline', ['scripts/bench/baseline-server.mjs'], {
    env,
    ready: (line) => (line.startsWith('baseline listening') ? true : undefined),
  });
  return { ...baseline, origin: `http://${HOST}:${port}` };
}

const describeExit = (name, { code, signal, forced }) =>
  `${name} stopped with SIGTERM: ${forced ? 'did not exit in time, killed' : `exit code ${code}${signal ? ` (signal ${signal})` : ''}`}` +
  (code === 0 && !forced ? ' ✓' : ' ✗');

function loadProblems(name, run) {
  const n = run.non2xx + run.errors + run.timeouts;
  return n ? [`${name}: ${run.non2xx} non-2xx, ${run.errors} errors, ${run.timeouts} timeouts of ${run.total} requests ✗`] : [];
}

/** One database: server (+ page weights when asked), then the baseline on the same data. */
async function benchDatabase(database, databaseUrl, withPages) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'raeppli-bench-'));
  const out = { notes: [], stops: [], pages: null, loader: null, failed: false };
  try {
    console.log(`\n[${database}] starting the production server …`);
    const server = await startServer(dataDir, databaseUrl);
    const meUrl = (origin) => `${origin}/api/me?collector_token=${encodeURIComponent(server.token)}`;
    let serverRun, serverDoc;
    try {
      if (withPages) {
        console.log(`[${database}] page JavaScript …`);
        out.pages = [];
        for (const page of PAGES) out.pages.push(await pageWeight(server.origin, page, `?collector_token=${encodeURIComponent(server.token)}`));
        out.loader = await scriptWeight(server.origin, '/embed.js');
      }
      serverDoc = await probe(meUrl(server.origin));
      console.log(`[${database}] autocannon → server ${server.origin}/api/me …`);
      serverRun = await measure(meUrl(server.origin), settings);
    } finally {
      const stop = await server.stop();
      out.stops.push(`${database}: ${describeExit('server', stop)}`);
      if (stop.code !== 0 || stop.forced) out.failed = true;
    }

    console.log(`[${database}] starting the baseline …`);
    const baseline = await startBaseline(dataDir, databaseUrl);
    let baselineRun;
    try {
      const baselineDoc = await probe(meUrl(baseline.origin));
      if (canonical(baselineDoc) !== canonical(serverDoc)) {
        const differ = Object.keys(serverDoc).filter((k) => canonical(serverDoc[k]) !== canonical(baselineDoc[k]));
        out.notes.push(`${database}: the baseline's document differs from /api/me in: ${differ.join(', ') || '(key order)'}`);
      }
      console.log(`[${database}] autocannon → baseline ${baseline.origin}/api/me …`);
      baselineRun = await measure(meUrl(baseline.origin), settings);
    } finally {
      const stop = await baseline.stop();
      if (stop.code !== 0 || stop.forced) out.stops.push(`${database}: ${describeExit('baseline', stop)}`);
    }

    out.notes.push(...loadProblems(`${database} server`, serverRun), ...loadProblems(`${database} baseline`, baselineRun));
    if (out.notes.some((n) => n.endsWith('✗'))) out.failed = true;
    out.api = { database, server: serverRun, baseline: baselineRun, ratio: serverRun.rps / baselineRun.rps };
    return out;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const eventMembers = () => {
  const n = Math.floor(Number(process.env.BENCH_EVENT_MEMBERS));
  return Number.isFinite(n) && n > 0 ? Math.min(n, 5000) : 200;
};

/** Host events on PostgreSQL: the server started as above (API_KEY set by the phase), then plain INSERTs. */
async function benchEventsPhase(databaseUrl) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'raeppli-bench-'));
  const profileDir = process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : null;
  try {
    const out = await benchEvents({
      databaseUrl,
      settings,
      members: eventMembers(),
      poolSize: Number(process.env.DATABASE_POOL_SIZE || 10),
      profileDir,
      startServer: (extraEnv, nodeArgs) => startServer(dataDir, databaseUrl, extraEnv, nodeArgs),
    });
    if (out.result && profileDir) out.result.profiled = true;
    return out;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Spends on PostgreSQL: many members, few rewards, through the server; then plain transactions. */
async function benchSpendsPhase(databaseUrl) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'raeppli-bench-'));
  try {
    const n = Math.floor(Number(process.env.BENCH_SPEND_MEMBERS));
    return await benchSpends({
      databaseUrl,
      settings,
      members: Number.isFinite(n) && n > 0 ? Math.min(n, 5000) : 1000,
      poolSize: Number(process.env.DATABASE_POOL_SIZE || 10),
      profileDir: process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : null,
      startServer: (extraEnv, nodeArgs) => startServer(dataDir, databaseUrl, extraEnv, nodeArgs),
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The leaderboard on PostgreSQL: a million ranked members in a database of its own, reads and the write path. */
async function benchLeaderboardPhase(adminUrl) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'raeppli-bench-'));
  try {
    const n = Math.floor(Number(process.env.BENCH_BOARD_MEMBERS));
    return await benchLeaderboard({
      adminUrl,
      settings,
      ranked: Number.isFinite(n) && n > 0 ? Math.min(n, 5_000_000) : 1_000_000,
      poolSize: Number(process.env.DATABASE_POOL_SIZE || 10),
      startServer: (databaseUrl, extraEnv) => startServer(dataDir, databaseUrl, extraEnv),
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function printProfile(profile) {
  console.log(`\nServer CPU profile (${profile.file}): ${profile.busyMs} ms busy, ${profile.idleMs} ms idle; self time in % of busy, by area:`);
  for (const a of profile.areas) console.log(`  ${String(a.pct).padStart(5)} %  ${a.area}`);
  console.log('Top functions by self time:');
  for (const f of profile.functions) console.log(`  ${String(f.pct).padStart(5)} %  ${f.name}  [${f.area}]`);
}

async function main() {
  ensureBuild();
  // BENCH_SPENDS_ONLY=1: only the spends phase, printed, docs/benchmarks.md left as it is (while tuning).
  if (process.env.BENCH_SPENDS_ONLY && process.env.BENCH_DATABASE_URL) {
    const spends = await benchSpendsPhase(process.env.BENCH_DATABASE_URL);
    if (spends.result) console.log(spendsTable(spends.result));
    for (const line of [...spends.notes, ...spends.stops]) console.log(`- ${line}`);
    if (spends.profile) printProfile(spends.profile);
    if (spends.failed) process.exitCode = 1;
    return;
  }
  // BENCH_LEADERBOARD_ONLY=1: only the leaderboard phase, printed, docs/benchmarks.md left as it is.
  if (process.env.BENCH_LEADERBOARD_ONLY && process.env.BENCH_DATABASE_URL) {
    const board = await benchLeaderboardPhase(process.env.BENCH_DATABASE_URL);
    if (board.result) console.log(leaderboardTables(board.result));
    for (const line of [...board.notes, ...board.stops]) console.log(`- ${line}`);
    if (board.failed) process.exitCode = 1;
    return;
  }
  // BENCH_PAGES_ONLY=1: only the page weights (PGlite), printed, docs/benchmarks.md left as it is.
  if (process.env.BENCH_PAGES_ONLY) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'raeppli-bench-'));
    try {
      const server = await startServer(dataDir, undefined);
      const pages = [];
      try {
        for (const page of PAGES) pages.push(await pageWeight(server.origin, page, `?collector_token=${encodeURIComponent(server.token)}`));
      } finally {
        await server.stop();
      }
      console.log('\nPage JavaScript (gzip level 9)\n');
      console.log(pageTable(pages));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    return;
  }
  const host = machine();
  if (Number(host.load) > 0.5) console.warn(`Load average ${host.load}: other work is running, the figures will be noisy.`);
  const databases = [['PGlite', undefined]];
  if (process.env.BENCH_DATABASE_URL) databases.push(['PostgreSQL', process.env.BENCH_DATABASE_URL]);
  else console.log('BENCH_DATABASE_URL not set: PostgreSQL is skipped.');

  const runs = [];
  for (const [name, url] of databases) runs.push(await benchDatabase(name, url, runs.length === 0));

  const events = process.env.BENCH_DATABASE_URL ? await benchEventsPhase(process.env.BENCH_DATABASE_URL) : null;
  const spends = process.env.BENCH_DATABASE_URL ? await benchSpendsPhase(process.env.BENCH_DATABASE_URL) : null;
  const board = process.env.BENCH_DATABASE_URL ? await benchLeaderboardPhase(process.env.BENCH_DATABASE_URL) : null;

  const pages = runs[0].pages;
  if (!pages.find((p) => p.path === '/bench/bare')?.gzip) {
    runs[0].notes.push('No bare page at /bench/bare in this build: page ratios are not computed.');
  }
  const results = {
    date: new Date().toISOString().replace('T', ' ').slice(0, 16) + ' UTC',
    settings,
    machine: host,
    api: runs.map((r) => r.api),
    apiNotes: runs.flatMap((r) => r.notes),
    stops: runs.flatMap((r) => r.stops),
    pages,
    loader: runs[0].loader,
    events,
    spends,
    board,
  };

  console.log(`\nGET /api/me (${settings.connections} connections, ${settings.duration} s after ${settings.warmup} s warm-up)\n`);
  console.log(apiTable(results.api));
  for (const line of [...results.apiNotes, ...results.stops]) console.log(`- ${line}`);
  if (events) {
    console.log(`\nHost events on PostgreSQL (${settings.connections} connections, ${settings.duration} s after ${settings.warmup} s warm-up)\n`);
    if (events.result) console.log(eventsTable(events.result));
    for (const line of [...events.notes, ...events.stops]) console.log(`- ${line}`);
    if (events.profile) printProfile(events.profile);
  }
  if (spends) {
    console.log(`\nSpends on PostgreSQL (${settings.connections} connections, ${settings.duration} s after ${settings.warmup} s warm-up)\n`);
    if (spends.result) console.log(spendsTable(spends.result));
    for (const line of [...spends.notes, ...spends.stops]) console.log(`- ${line}`);
  }
  if (board) {
    console.log('\nLeaderboard on PostgreSQL\n');
    if (board.result) console.log(leaderboardTables(board.result));
    for (const line of [...board.notes, ...board.stops]) console.log(`- ${line}`);
  }
  console.log('\nPage JavaScript (gzip level 9)\n');
  console.log(pageTable(pages));
  console.log('\nHost loader (gzip level 9)\n');
  console.log(loaderLines(results.loader).join('\n'));

  const file = path.resolve('docs/benchmarks.md');
  writeResults(file, resultsSection(results));
  console.log(`\nWritten to ${path.relative(process.cwd(), file)}.`);
  if (runs.some((r) => r.failed) || events?.failed || spends?.failed || board?.failed) process.exitCode = 1;
}

main().catch((err) => {
  console.error(`bench failed: ${err.stack ?? err}`);
  process.exitCode = 1;
});
