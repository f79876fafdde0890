// The bench's output: console tables and the results section of docs/benchmarks.md, which is
// replaced (between two markers) on every run; the header above it is written once and kept.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const TARGET_RATIO = 0.6;
export const TARGET_PAGE = 1.15;
const START = '<!-- bench:results:start -->';
const END = '<!-- bench:results:end -->';

const HEADER = `# Benchmarks

Written by \`npm run bench\` (scripts/bench/). Everything runs on 127.0.0.1 on one machine.

**API.** The production build (\`node dist/server.js\`, NODE_ENV=production, a fresh DATA_DIR) serves
\`GET /api/me?collector_token=…\` for the identified demo member. autocannon loads it for a warm-up
that is discarded, then for the measured run. In the same bench run, the same load goes to a plain
\`node:http\` server (scripts/bench/baseline-server.mjs, its own process) that sends the same SELECTs
as /api/me to the same database and answers with the same JSON. The ratio is server ÷ baseline
requests/s; target ≥ ${TARGET_RATIO}. PGlite allows one process per data folder, so the phases run one after
the other: server, then the baseline on the folder the server left behind. With
\`BENCH_DATABASE_URL\` set, the same comparison also runs on PostgreSQL (baseline via \`pg\`, same pool size).

**Page JavaScript.** For each page, the HTML is fetched from the running server, every same-origin
\`<script src>\` it references (without \`nomodule\`) is fetched and gzipped with zlib level 9, and the
sizes are summed. The ratio is against \`/bench/bare\`, a bare Next page in the same build; target ≤ ${TARGET_PAGE}.

Settings: \`BENCH_DURATION\` (s, default 10), \`BENCH_WARMUP\` (s, default 2), \`BENCH_CONNECTIONS\` (default 50).
`;

function sh(cmd, args) {
  try {
    return execFileSync(cmd, args, { encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

export function machine() {
  const mem = sh('free', ['-h'])?.split('\n').find((l) => l.startsWith('Mem:'))?.split(/\s+/);
  return {
    cpus: sh('nproc', []) ?? String(os.availableParallelism()),
    model: os.cpus()[0]?.model ?? 'unknown',
    memory: mem ? `${mem[1]} total, ${mem[6]} available` : `${(os.totalmem() / 2 ** 30).toFixed(1)} GiB total`,
    node: process.version,
    os: `${os.type()} ${os.release()}`,
    load: os.loadavg()[0].toFixed(2),
  };
}

const fixed = (n, digits = 0) => (n == null ? '–' : n.toFixed(digits));
const kb = (bytes) => (bytes == null ? '–' : (bytes / 1024).toFixed(1));
const mark = (ok) => (ok == null ? '' : ok ? '✓' : '✗');

function table(head, rows) {
  return [`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');
}

export function apiTable(api) {
  return table(
    ['Database', 'Server req/s', 'Server p99 ms', 'Baseline req/s', 'Baseline p99 ms', 'Ratio', `≥ ${TARGET_RATIO}`],
    api.map((a) => [
      a.database,
      fixed(a.server.rps),
      fixed(a.server.p99, 1),
      fixed(a.baseline.rps),
      fixed(a.baseline.p99, 1),
      fixed(a.ratio, 2),
      mark(a.ratio >= TARGET_RATIO),
    ]),
  );
}

export function pageTable(pages) {
  const bare = pages.find((p) => p.path === '/bench/bare')?.gzip;
  return table(
    ['Page', 'Status', 'Scripts', 'gzip KB', '× bare', `≤ ${TARGET_PAGE}`, 'Note'],
    pages.map((p) => {
      const ratio = bare && p.gzip != null ? p.gzip / bare : null;
      return [`\`${p.path}\``, p.status, p.scripts, kb(p.gzip), fixed(ratio, 2), mark(ratio == null ? null : ratio <= TARGET_PAGE), p.note];
    }),
  );
}

export function resultsSection({ date, settings, machine: m, api, apiNotes, pages, stops }) {
  return [
    `## Latest results — ${date}`,
    '',
    `Machine: ${m.cpus} CPUs (${m.model}); memory (free -h): ${m.memory}; Node ${m.node}; ${m.os}.`,
    `Load average (1 min) before the run: ${m.load}${Number(m.load) > 0.5 ? ' — other work was running, figures are noisy' : ''}.`,
    `Load: ${settings.connections} connections, ${settings.duration} s measured after ${settings.warmup} s warm-up.`,
    '',
    '### GET /api/me',
    '',
    apiTable(api),
    '',
    ...apiNotes.map((n) => `- ${n}`),
    ...stops.map((s) => `- ${s}`),
    '',
    '### Page JavaScript (gzip level 9)',
    '',
    pageTable(pages),
  ].join('\n');
}

/** Writes docs/benchmarks.md: the header once, the results section replaced on every run. */
export function writeResults(file, section) {
  mkdirSync(path.dirname(file), { recursive: true });
  const block = `${START}\n${section}\n${END}\n`;
  const current = existsSync(file) ? readFileSync(file, 'utf8') : `${HEADER}\n`;
  const start = current.indexOf(START);
  const end = current.indexOf(END);
  const next =
    start >= 0 && end > start
      ? current.slice(0, start) + block + current.slice(end + END.length).replace(/^\n/, '')
      : `${current.trimEnd()}\n\n${block}`;
  writeFileSync(file, next);
}
