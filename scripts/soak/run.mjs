// npm run soak [-- --minutes N] (docs/reliability.md, "Soak"). Two production
// servers on one PostgreSQL database (the same set-up as npm run faults: FAULTS_DATABASE_URL,
// default test_faults, created afresh; ports 3400–3499), open-loop traffic at a fixed rate
// (SOAK_RATE, default 40 requests/s): 90 % member reads, 8 % host events, 2 % spends, alternating
// over both servers: a warm-up (--warmup-minutes, default 8: a server's memory settled only after
// 7–9 minutes in the runs of docs/reliability.md, "Soak"), then 10 measured minutes (--minutes).
// Every 5 s the RSS of each server is sampled. Pass: no error, each server's memory in the last
// minute within 10 % of the first measured minute, and the ledger checks of npm run faults.
// SOAK_WRITE=0 leaves the docs alone.
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { machine } from '../bench/report.mjs';
import { DEFAULT_DATABASE_URL, startCluster } from '../faults/cluster.mjs';
import { verify } from '../faults/check.mjs';
import { writeBetween } from '../faults/report.mjs';
import { clients, makeMembers, makeRewards, newJournal, operations } from '../faults/traffic.mjs';
import { dueBy, judgeSoak, kindOf, latencyFigures, rssFigures, soakSection } from './figures.mjs';

const option = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at > 0 && Number(process.argv[at + 1]) >= 0 ? Number(process.argv[at + 1]) : fallback;
};
const minutes = option('--minutes', 10) || 10;
const rate = Number(process.env.SOAK_RATE) > 0 ? Number(process.env.SOAK_RATE) : 40;
// The warm-up runs the same traffic before the measured minutes (docs/reliability.md, "Soak").
const warmupMs = option('--warmup-minutes', 8) * 60_000;
const durationMs = warmupMs + minutes * 60_000;
const SAMPLE_MS = 5000;

/** Resident memory of a process, in bytes (Linux). */
function rssOf(pid) {
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) * 1024;
}

const m = machine();
const cluster = await startCluster({ databaseUrl: process.env.FAULTS_DATABASE_URL || DEFAULT_DATABASE_URL });
let result;
const http = clients(cluster, 50);
try {
  const tag = `s${randomBytes(3).toString('hex')}`;
  const people = await makeMembers(http, cluster.apiKey, tag, 300);
  const rewardIds = await makeRewards(cluster.pool, tag, 10);
  const journal = newJournal();
  const ops = operations({ http, apiKey: cluster.apiKey, tag, people, rewardIds, journal });
  const samples = [[], []];
  const counts = { read: 0, event: 0, spend: 0 };
  const inFlight = new Set();
  let sent = 0;
  console.log(`[soak] ${warmupMs / 60_000} min warm-up, then ${minutes} min at ${rate} requests/s over two servers …`);
  const start = performance.now();
  const sample = () => cluster.servers.forEach((s, i) => samples[i].push({ t: performance.now() - start, rss: rssOf(s.pid) }));
  sample();
  const sampler = setInterval(sample, SAMPLE_MS);
  // Open loop: requests start on the clock, whatever the answers before them take.
  let minute = 0;
  await new Promise((resolve) => {
    const tick = setInterval(() => {
      const elapsed = performance.now() - start;
      const due = dueBy(Math.min(elapsed, durationMs), rate);
      while (sent < due) {
        const n = sent++;
        const kind = kindOf(n);
        counts[kind]++;
        const p = kind === 'spend' ? ops.spend(counts.spend - 1) : kind === 'event' ? ops.event(n) : ops.read(n);
        inFlight.add(p);
        p.finally(() => inFlight.delete(p));
      }
      if (elapsed >= durationMs) {
        clearInterval(tick);
        resolve();
      }
      if (Math.floor(elapsed / 60_000) > minute && ++minute)
        console.log(`[soak] ${minute} min: ${sent} requests, RSS ${cluster.servers.map((s) => `${(rssOf(s.pid) / 2 ** 20).toFixed(0)} MB`).join(' / ')}`);
    }, 20);
  });
  const behind = dueBy(durationMs, rate) - sent;
  await Promise.all([...inFlight]);
  sample();
  clearInterval(sampler);

  const latencies = {
    read: journal.reads.map((r) => r.ms),
    event: journal.events.flatMap((e) => e.latencies),
    spend: journal.spends.flatMap((s) => s.latencies),
  };
  const errorsByKind = {};
  const fail = (kind, what) => (errorsByKind[`${kind} ${what}`] = (errorsByKind[`${kind} ${what}`] ?? 0) + 1);
  journal.reads.filter((r) => r.status !== 200).forEach((r) => fail('read', r.status ?? 'no answer'));
  journal.events.filter((e) => e.outcome !== 'ok').forEach((e) => fail('event', e.answers.at(-1) ?? 'no answer'));
  journal.spends.filter((s) => s.outcome !== 'ok').forEach((s) => fail('spend', s.codes.at(-1) ?? 'no answer'));
  const errors = { total: Object.values(errorsByKind).reduce((a, b) => a + b, 0), byKind: errorsByKind };
  const rss = samples.map((list) => rssFigures(list, { warmupMs, durationMs }));
  const { problems: ledger } = await verify(cluster, { journal, people, rewardIds });
  const problems = judgeSoak({ errors, rss, ledger, behind });
  result = {
    date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
    machine: `${m.cpus} CPUs, Node ${m.node}, load ${m.load} at the start`,
    minutes,
    rate,
    warmupMs,
    counts,
    latency: latencyFigures([...latencies.read, ...latencies.event, ...latencies.spend]),
    byKind: { reads: latencyFigures(latencies.read), 'host events': latencyFigures(latencies.event), 'spends (each call)': latencyFigures(latencies.spend) },
    rss,
    errors,
    problems,
  };
} finally {
  http.close();
  await cluster.stop();
}
const section = soakSection(result);
console.log(`\n${section}\n`);
if (process.env.SOAK_WRITE !== '0') writeBetween('docs/reliability.md', '<!-- soak:start -->', '<!-- soak:end -->', section, '## Soak');
process.exit(result.problems.length ? 1 : 0);
