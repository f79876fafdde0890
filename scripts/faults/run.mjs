// npm run faults (docs/reliability.md, "Faults"). Two production servers on one
// PostgreSQL database (FAULTS_DATABASE_URL, default the database test_faults, dropped and created
// afresh), each through its own cuttable proxy, ports 3400–3499.
//
// Run 1: spends (reserve + confirm) and host events over both servers; server A gets SIGKILL
//   part-way and is started again. Afterwards every spend and event without a success is sent again
//   with its keys, and PostgreSQL must hold exactly what was answered: every spend answered 2xx in
//   the run, one order and one debit per spend, one credit per event, the member invariants.
// Run 2: reads, events and spends under load while both proxies are cut for 10 s: no answer other
//   than 2xx/4xx/503, none slower than 10 s, /readyz 503 throughout, ready again by itself; the
//   503-answered keys are sent again and checked as in run 1.
// Run 3 (scripts/faults/pg-crash.mjs): on a private PostgreSQL, a reservation answered 201, then every
//   PostgreSQL process killed: after the restart the key answers the same reservation, one hold on
//   the stock; beside it, slow clients are cut with 408 and an idle kept-alive socket is not.
// Settings: FAULTS_OPS (run 1's operations, default 2000), FAULTS_CONNECTIONS (per server, 25),
// FAULTS_CUT_SECONDS (10), FAULTS_WRITE=0 to leave docs/reliability.md alone.
import { randomBytes } from 'node:crypto';
import { machine } from '../bench/report.mjs';
import { drive } from '../bench/events.mjs';
import { DEFAULT_DATABASE_URL, startCluster } from './cluster.mjs';
import { verify } from './check.mjs';
import { pgCrashRun } from './pg-crash.mjs';
import { faultsSection, formatCounts, judgeOutage, outcomes, statusCounts, writeBetween } from './report.mjs';
import { clients, makeMembers, makeRewards, newJournal, operations } from './traffic.mjs';

const number = (name, fallback) => (Number(process.env[name]) > 0 ? Number(process.env[name]) : fallback);
const settings = {
  databaseUrl: process.env.FAULTS_DATABASE_URL || DEFAULT_DATABASE_URL,
  ops: number('FAULTS_OPS', 2000),
  connections: number('FAULTS_CONNECTIONS', 25),
  cutSeconds: number('FAULTS_CUT_SECONDS', 10),
};
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function crashRun(cluster) {
  const tag = `f1${randomBytes(3).toString('hex')}`;
  const http = clients(cluster, settings.connections);
  try {
    const people = await makeMembers(http, cluster.apiKey, tag, 500);
    const rewardIds = await makeRewards(cluster.pool, tag, 5);
    const journal = newJournal();
    const ops = operations({ http, apiKey: cluster.apiKey, tag, people, rewardIds, journal });
    const killAt = Math.floor(settings.ops * 0.4);
    let restarted = null;
    let restartMs = null;
    console.log(`[faults] run 1: ${settings.ops} spends and events, SIGKILL of server A after ${killAt} …`);
    const run = await drive({
      connections: settings.connections * 2,
      count: settings.ops,
      send: async (i) => {
        if (i === killAt) {
          cluster.kill(0);
          const t0 = performance.now();
          restarted = cluster.start(0).then(() => (restartMs = performance.now() - t0));
        }
        return i % 2 ? ops.event((i - 1) / 2) : ops.spend(i / 2);
      },
    });
    await restarted;
    const before = outcomes(journal);
    console.log(`[faults] run 1: what the spends were told: ${formatCounts(statusCounts(journal.spends.flatMap((s) => s.codes)))}`);
    const left = await ops.retryUnanswered();
    before.retried = outcomes(journal).retried;
    const { found, problems } = await verify(cluster, { journal, people, rewardIds });
    if (run.errors.length) problems.push(`${run.errors.length} operations threw: ${run.errors[0].message}`);
    if (left) problems.push(`${left} keys still without a success after the retries`);
    if (!journal.spends.some((s) => s.outcome === 'lost') && !journal.events.some((e) => e.outcome === 'lost'))
      problems.push('the kill cut no request: nothing was tested');
    return {
      spends: journal.spends.length,
      events: journal.events.length,
      connections: settings.connections,
      killedAfter: killAt,
      restartMs,
      outcomes: before,
      retried: before.retried,
      answered: journal.spends.filter((s) => s.answeredOk).length,
      found,
      problems,
    };
  } finally {
    http.close();
  }
}

async function outageRun(cluster) {
  const tag = `f2${randomBytes(3).toString('hex')}`;
  const http = clients(cluster, settings.connections);
  const probes = [];
  let probing = true;
  const probeLoop = async (i) => {
    while (probing) {
      const start = performance.now();
      let status = null;
      try {
        status = (await fetch(`${cluster.servers[i].origin}/readyz`, { signal: AbortSignal.timeout(10_000) })).status;
      } catch {
        // no answer: counted as null
      }
      probes.push({ i, start, end: performance.now(), status });
      await sleep(250);
    }
  };
  try {
    const people = await makeMembers(http, cluster.apiKey, tag, 300);
    const rewardIds = await makeRewards(cluster.pool, tag, 10);
    const journal = newJournal();
    const ops = operations({ http, apiKey: cluster.apiKey, tag, people, rewardIds, journal });
    const cutMs = settings.cutSeconds * 1000;
    let cutAt = null;
    let restoreAt = null;
    const probing0 = [probeLoop(0), probeLoop(1)];
    const faults = (async () => {
      await sleep(5000);
      await Promise.all(cluster.proxies.map((p) => p.cut()));
      cutAt = performance.now();
      console.log('[faults] run 2: the database is away …');
      await sleep(cutMs);
      restoreAt = performance.now();
      await Promise.all(cluster.proxies.map((p) => p.restore()));
      console.log('[faults] run 2: the database is back');
    })();
    console.log(`[faults] run 2: reads, events and spends for ${(10_000 + cutMs) / 1000} s, the database away for ${settings.cutSeconds} s after 5 s …`);
    const run = await drive({
      connections: settings.connections * 2,
      seconds: (cutMs + 10_000) / 1000,
      send: async (i) => {
        const kind = i % 8;
        const r = kind === 0 ? await ops.spend(i / 8) : kind < 3 ? await ops.event(i) : await ops.read(i);
        // A client that is told 503 waits a little before its next request.
        if (r.status === 503) await sleep(100);
      },
    });
    await faults;
    // Ready again: the first 200 of each server's /readyz after the restore.
    const recovered = [null, null];
    for (let waited = 0; waited < 30_000 && recovered.includes(null); waited += 250) {
      for (const i of [0, 1]) {
        const ok = probes.find((p) => p.i === i && p.start >= restoreAt && p.status === 200);
        if (ok && recovered[i] === null) recovered[i] = ok.end - restoreAt;
      }
      if (recovered.includes(null)) await sleep(250);
    }
    probing = false;
    await Promise.all(probing0);
    const statuses = [...journal.spends.flatMap((s) => s.answers), ...journal.events.flatMap((e) => e.answers), ...journal.reads.map((r) => r.status)];
    const latencies = [...journal.spends.flatMap((s) => s.latencies), ...journal.events.flatMap((e) => e.latencies), ...journal.reads.map((r) => r.ms)];
    const maxMs = Math.max(...latencies);
    const probesDuring = probes.filter((p) => p.start >= cutAt && p.end <= restoreAt).map((p) => p.status);
    // After the recovery each server answers a member read again.
    const after = await Promise.all([0, 1].map((i) => ops.read(i)));
    const left = await ops.retryUnanswered();
    const retried = outcomes(journal).retried;
    const { found, problems: ledger } = await verify(cluster, { journal, people, rewardIds });
    const problems = judgeOutage({ statuses, maxMs, probesDuring, recovered, alive: cluster.servers.map((s) => !s.exited) });
    problems.push(...ledger);
    if (run.errors.length) problems.push(`${run.errors.length} operations threw: ${run.errors[0].message}`);
    if (left) problems.push(`${left} keys still without a success after the retries`);
    after.forEach((r, i) => r.status !== 200 && problems.push(`server ${'AB'[i]} answered ${r.status} after the recovery`));
    if (!statuses.includes(503)) problems.push('no request was answered 503: the cut was not seen');
    return {
      cutSeconds: settings.cutSeconds,
      connections: settings.connections,
      requests: statuses.length,
      counts: statusCounts(statuses),
      maxMs,
      probesDuring,
      recovered,
      retried,
      found,
      problems,
    };
  } finally {
    probing = false;
    http.close();
  }
}

const m = machine();
const cluster = await startCluster({ databaseUrl: settings.databaseUrl });
let crash, outage, pgCrash;
try {
  crash = await crashRun(cluster);
  console.log(
    `[faults] run 1: spends ${formatCounts(crash.outcomes.spends)}; events ${formatCounts(crash.outcomes.events)}; ${crash.problems.length ? `✗ ${crash.problems.join('; ')}` : '✓'}`,
  );
  outage = await outageRun(cluster);
  console.log(
    `[faults] run 2: ${formatCounts(outage.counts)}; slowest ${Math.round(outage.maxMs)} ms; ${outage.problems.length ? `✗ ${outage.problems.join('; ')}` : '✓'}`,
  );
} finally {
  await cluster.stop();
}
console.log('[faults] run 3: a private PostgreSQL killed right after a reservation was answered; slow clients …');
pgCrash = await pgCrashRun();
console.log(`[faults] run 3: ${pgCrash.seconds.toFixed(1)} s; ${pgCrash.problems.length ? `✗ ${pgCrash.problems.join('; ')}` : '✓'}`);
const section = faultsSection({
  date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
  machine: `${m.cpus} CPUs, Node ${m.node}, load ${m.load} at the start`,
  crash,
  outage,
  pgCrash,
});
console.log(`\n${section}\n`);
if (process.env.FAULTS_WRITE !== '0') writeBetween('docs/reliability.md', '<!-- faults:start -->', '<!-- faults:end -->', section, '## Faults');
process.exit(crash.problems.length || outage.problems.length || pgCrash.problems.length ? 1 : 0);
