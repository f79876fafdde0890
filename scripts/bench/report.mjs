// The bench's output: console tables and the results section of docs/benchmarks.md, which is
// replaced (between two markers) on every run; the header above it is written once and kept.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const TARGET_RATIO = 0.6;
export const TARGET_PAGE = 1.15;
/** A widget (docs/widgets.md) is what a host's news page pays for: a tighter target. */
export const TARGET_WIDGET = 1.1;
export const pageTarget = (path) => (path.startsWith('/widget/') ? TARGET_WIDGET : TARGET_PAGE);
export const TARGET_EVENTS = 2000;
export const TARGET_SPENDS = 1000;
export const TARGET_BOARD_P95 = 10;
export const TARGET_LOADER = 4096;
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
sizes are summed. The ratio is against \`/bench/bare\`, a bare Next page in the same build; target ≤ ${TARGET_PAGE}, for a widget (\`/widget/…\`, docs/widgets.md) ≤ ${TARGET_WIDGET}. \`BENCH_PAGES_ONLY=1\` runs only the page weights (PGlite) and prints them (docs untouched).

**Host events on PostgreSQL** (only with \`BENCH_DATABASE_URL\`; scripts/bench/events.mjs). Before the
server starts, the bench applies the migrations and adds its own earning rule \`benchEvent\` (5 Räppli,
dedupe by \`data.article_id\` like \`articleRead\`, no caps, so every event writes a credit). Fresh members
are created through \`POST /api/host/collectors\`; then \`POST /api/host/events\` from keep-alive clients
(\`BENCH_CONNECTIONS\`), each event with its own idempotency key and article, members round-robin: a
warm-up, then the measured run. Every request started before the deadline is answered, and the outcome
is checked exactly in PostgreSQL (answers 200 = activity events; Σ awarded = Σ earn credits = Σ cached
balances; every idempotency key stored once) — the bench fails otherwise. In the same run, the same
number of events goes in as plain INSERTs with \`pg\` (pool of the server's size, same concurrency): per
event one transaction with the rows the server writes (ledger credit, balance update, activity event,
idempotency record), without HTTP, validation or reads. Events/s = answered events ÷ time to the last
answer; the ratio is server ÷ plain INSERTs; target ≥ ${TARGET_EVENTS.toLocaleString('en-US')} events/s for the server. \`BENCH_EVENT_MEMBERS\`
(default 200) sets the number of members; \`BENCH_CPU_PROF=<dir>\` runs the server under \`--cpu-prof\`
(the figures are then marked as profiled).

**Leaderboard on PostgreSQL** (only with \`BENCH_DATABASE_URL\`; scripts/bench/leaderboard.mjs;
\`docs/leaderboard.md\`). In a database of its own beside \`BENCH_DATABASE_URL\` (created and dropped by
the phase): the migrations, then 1,000,000 ranked members straight in SQL (\`generate_series\`;
lifetime earned Pareto-skewed from 20 — median ~35, a few near millions; for 30 % a credit this week
in the ledger; 5 % anonymous and 2 % opted-out members beside them) with the boards' trigger off, the
boards filled by \`raeppli_leaderboard_rebuild()\` (the migration's backfill), \`ANALYZE\`, \`CHECKPOINT\`.
Reads: 1,000 random ranked members one after the other, \`total\` and \`week\`, as the bare SQL call the
API sends and as \`GET /api/leaderboard\` through the production server; p50/p95/p99; target p95 ≤
10 ms. Beside them: the same reads while the write phase below runs, a \`1 + count(*)\` rank over the
same rows, and a check that the board's rank equals it. Writes: \`POST /api/host/events\` (5 Räppli
each, 50 connections) with the ranking kept and with its trigger disabled, in the same run — random
members of the million (on, off, on, off) and 200 members in lockstep at one score (on, off);
events/s and the ratio on ÷ off. After every phase with the ranking on, the boards are checked
against a recount of the members, the collectors and this week's ledger (the bench fails
otherwise); after one with it off, they are rebuilt. \`BENCH_BOARD_MEMBERS\` sets the number of ranked
members, \`BENCH_LEADERBOARD_ONLY=1\` runs only this phase and prints it (docs untouched),
\`BENCH_BOARD_KEEP=1\` keeps its database.

**Host loader.** \`GET /embed.js\` from the running server (docs/embedding.md), gzipped with zlib level 9;
target ≤ ${TARGET_LOADER / 1024} KiB.

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
  const mem = sh('free', ['-h'])
    ?.split('\n')
    .find((l) => l.startsWith('Mem:'))
    ?.split(/\s+/);
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
    ['Page', 'Status', 'Scripts', 'gzip KB', '× bare', `≤ ${TARGET_PAGE} (widgets ${TARGET_WIDGET})`, 'Note'],
    pages.map((p) => {
      const ratio = bare && p.gzip != null ? p.gzip / bare : null;
      return [`\`${p.path}\``, p.status, p.scripts, kb(p.gzip), fixed(ratio, 2), mark(ratio == null ? null : ratio <= pageTarget(p.path)), p.note];
    }),
  );
}

/** The host pages' loader: its gzip size against the 4 KiB limit, or why it is missing. */
export function loaderLines(loader) {
  if (!loader) return ['Not measured.'];
  if (loader.gzip == null) return [`\`/embed.js\` answered ${loader.status}: not measured.`];
  return [
    table(
      ['Script', 'Status', 'Bytes', 'gzip bytes', `≤ ${TARGET_LOADER}`],
      [[`\`/embed.js\``, loader.status, loader.bytes, loader.gzip, mark(loader.gzip <= TARGET_LOADER)]],
    ),
  ];
}

export function eventsTable(e) {
  const rows = [
    [
      'Server: POST /api/host/events',
      e.server.ok,
      fixed(e.server.rate),
      fixed(e.server.p99, 1),
      e.server.awarded,
      e.server.capped,
      fixed(e.ratio, 2),
      mark(e.server.rate >= TARGET_EVENTS),
    ],
    ['Plain INSERTs (pg)', e.plain.events, fixed(e.plain.rate), fixed(e.plain.p99, 1), e.plain.events, '–', '1.00', ''],
  ];
  return table(['Path', 'Events', 'Events/s', 'p99 ms', 'Awarded', 'Capped', 'Ratio', `≥ ${TARGET_EVENTS.toLocaleString('en-US')}/s`], rows);
}

export function spendsTable(e) {
  const rows = [
    ['Server: reserve + confirm', e.server.spends, fixed(e.server.rate), fixed(e.server.p99, 1), fixed(e.ratio, 2), mark(e.server.rate >= TARGET_SPENDS)],
    ['Plain transactions (pg)', e.plain.spends, fixed(e.plain.rate), fixed(e.plain.p99, 1), '1.00', ''],
  ];
  if (e.writes)
    rows.push(['The writes of reserve + confirm alone (pg)', e.writes.spends, fixed(e.writes.rate), fixed(e.writes.p99, 1), fixed(e.writesRatio, 2), '']);
  return table(['Path', 'Spends', 'Spends/s', 'p99 ms', 'Ratio', `≥ ${TARGET_SPENDS.toLocaleString('en-US')}/s`], rows);
}

export function leaderboardTables(r) {
  const ms = (x) => fixed(x, 2);
  const read = (label, s, target) => [label, s.n, ms(s.p50), ms(s.p95), ms(s.p99), target ? mark(s.p95 <= TARGET_BOARD_P95) : ''];
  const reads = table(
    ['Read of one member (top 10, own rank, neighbours)', 'Reads', 'p50 ms', 'p95 ms', 'p99 ms', `p95 ≤ ${TARGET_BOARD_P95} ms`],
    [
      read('`total`, server: GET /api/leaderboard', r.reads['http-total'], true),
      read('`week`, server: GET /api/leaderboard', r.reads['http-week'], true),
      read('`total`, bare SQL: `select raeppli_leaderboard(…)`', r.reads['sql-total'], true),
      read('`week`, bare SQL', r.reads['sql-week'], true),
      ...(r.reads['sql-total-under-load']
        ? [
            read('`total`, bare SQL, while the random-member events (ranking on) run', r.reads['sql-total-under-load'], false),
            read('`week`, bare SQL, while those events run', r.reads['sql-week-under-load'], false),
          ]
        : []),
      read('for comparison: the own rank alone as 1 + count(*) (`total`)', r.reads['count-total'], false),
    ],
  );
  const w = (label, p) => [
    label,
    p.on.events,
    fixed(p.on.rate),
    fixed(p.on.p99, 1),
    p.off.events,
    fixed(p.off.rate),
    fixed(p.off.p99, 1),
    fixed(p.on.rate / p.off.rate, 2),
  ];
  const writes = table(
    ['POST /api/host/events (a credit of 5 each)', 'Ranking on: events', 'Events/s', 'p99 ms', 'Ranking off: events', 'Events/s', 'p99 ms', 'On ÷ off'],
    [w('random members of the million', r.writes.random), w('200 members in lockstep (all at one score)', r.writes.lockstep)],
  );
  return `${reads}\n\n${writes}`;
}

function leaderboardSection(board) {
  if (!board) return ['### Leaderboard on PostgreSQL', '', 'Not measured: `BENCH_DATABASE_URL` was not set.'];
  const r = board.result;
  const lines = ['### Leaderboard on PostgreSQL', ''];
  if (r) {
    const m = r.made;
    const n = (x) => x.toLocaleString('en-US');
    lines.push(
      `${n(m.ranked)} ranked members (and ${n(m.anonymous)} anonymous, ${n(m.optedOut)} opted out) made in SQL in ${m.loaded.toFixed(0)} s, the boards filled from them in ${m.rebuilt.toFixed(0)} s: ` +
        `lifetime earned median ${n(m.total_median)}, best ${n(m.total_max)}, ${n(m.total_scores)} distinct scores; ${n(m.week_entries)} ranked members earned this week; ${n(m.count_rows ?? m.counts)} count rows. ` +
        `Reads: ${r.samples} random ranked members one after the other on one connection, after 100 warm-up reads. Events: ${r.connections} connections, pool size ${r.poolSize}, measured after the warm-up; ranking off = the boards' trigger disabled.`,
      '',
      leaderboardTables(r),
      '',
    );
  }
  lines.push(...board.notes.map((x) => `- ${x}`), ...board.stops.map((x) => `- ${x}`));
  return lines;
}

function spendsSection(spends) {
  if (!spends) return ['### Spends on PostgreSQL', '', 'Not measured: `BENCH_DATABASE_URL` was not set.'];
  const e = spends.result;
  const lines = ['### Spends on PostgreSQL', ''];
  if (e) {
    lines.push(
      `${e.members} members, ${e.rewards} rewards (each spend contends for one of ${e.rewards} stock rows), ${e.connections} connections, pool size ${e.poolSize}; ` +
        `a spend is POST reserve + POST confirm, each with its Idempotency-Key; measured after ${e.warmup.spends} warm-up spends.`,
      '',
      spendsTable(e),
      '',
    );
  }
  lines.push(...spends.notes.map((n) => `- ${n}`), ...spends.stops.map((s) => `- ${s}`));
  return lines;
}

function eventsSection(events) {
  if (!events) return ['### Host events on PostgreSQL', '', 'Not measured: `BENCH_DATABASE_URL` was not set.'];
  const e = events.result;
  const lines = ['### Host events on PostgreSQL', ''];
  if (e) {
    lines.push(
      `${e.members} members, ${e.connections} connections, pool size ${e.poolSize}; rule \`${e.rule.step}\` (${e.rule.points} Räppli, dedupe by \`data.${e.rule.dedupeField}\`, no caps); ` +
        `measured events after ${e.warmup.events} warm-up events (the plain INSERTs get the same warm-up).${e.profiled ? ' **Server under --cpu-prof: slower than without.**' : ''}`,
      '',
      eventsTable(e),
      '',
    );
  }
  lines.push(...events.notes.map((n) => `- ${n}`), ...events.stops.map((s) => `- ${s}`));
  return lines;
}

export function resultsSection({ date, settings, machine: m, api, apiNotes, pages, loader, stops, events, spends, board }) {
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
    ...eventsSection(events),
    '',
    ...spendsSection(spends),
    '',
    ...leaderboardSection(board),
    '',
    '### Page JavaScript (gzip level 9)',
    '',
    pageTable(pages),
    '',
    '### Host loader (gzip level 9)',
    '',
    ...loaderLines(loader),
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
    start >= 0 && end > start ? current.slice(0, start) + block + current.slice(end + END.length).replace(/^\n/, '') : `${current.trimEnd()}\n\n${block}`;
  writeFileSync(file, next);
}
