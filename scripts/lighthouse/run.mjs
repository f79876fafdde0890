// npm run lighthouse [-- --runs N] [-- --only <part of a path>[,<another>…]]: Lighthouse over every page of the
// production build with the demo data, the bare page /bench/bare as the floor in the same run.
// Prints the table and the failing audits, keeps the reports in lighthouse-results/ and, for a full
// run, rewrites the Lighthouse section of docs/benchmarks.md (how to read it is written there).
// Missed targets never fail the process (scores move on a busy machine); errors do.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ensureBuild } from './build.mjs';
import { chromeVersion, failingAudits, figures, killChrome, measure } from './measure.mjs';
import { FLOOR, FLOORS, PAGES } from './pages.mjs';
import { failingLines, misses, section, table, writeSection } from './report.mjs';
import { findIds, startServer } from './server.mjs';

process.chdir(fileURLToPath(new URL('../..', import.meta.url)));

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '1' }, only: { type: 'string' } } });
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1 || runs > 9) {
  console.error('--runs takes a whole number from 1 to 9');
  process.exit(2);
}

const MEMBERS = { none: ['none'], both: ['anonymous', 'identified'], identified: ['identified'] };

/** Every page × member to measure, the placeholders filled; pages whose id is missing carry a note. */
function targets(demo, ids) {
  const out = [];
  for (const page of PAGES) {
    const missing = [...page.path.matchAll(/:(\w+)/g)].map((m) => m[1]).filter((name) => ids[name] === undefined);
    const pagePath = page.path.replace(/:(\w+)/g, (_, name) => String(ids[name]));
    for (const member of MEMBERS[page.members]) {
      const query = member === 'none' ? '' : demo[member].search;
      out.push({
        path: missing.length ? page.path : pagePath,
        member,
        query,
        floor: page.floor,
        note: missing.length ? `skipped: the demo data has no ${missing.join(', ')}` : '',
      });
    }
  }
  const floors = new Set(Object.values(FLOORS));
  const only = args.only?.split(',') ?? null;
  return out.filter((t) => floors.has(t.path) || !only || only.some((part) => t.path.includes(part)));
}

async function measureTarget(origin, target, dir) {
  const url = origin + target.path + target.query;
  // One plain request first, so the server's first-request cache fill is not measured.
  const warm = await fetch(url, { signal: AbortSignal.timeout(60_000) });
  await warm.arrayBuffer();
  if (warm.status === 404) return { ...target, note: 'skipped: not found (404)' };
  const name = `${target.path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'index'}-${target.member}`;
  // Applied throttling gives the verdict; Lighthouse's simulation is measured beside it.
  const simulated = await measure(url, runs, 'simulate');
  const { lhr, html, performanceRuns } = await measure(url, runs, 'devtools');
  for (const [run, suffix] of [
    [simulated, 'simulated'],
    [{ lhr, html }, 'applied'],
  ]) {
    if (run.lhr.runtimeError) throw new Error(`Lighthouse (${suffix}): ${run.lhr.runtimeError.code} ${run.lhr.runtimeError.message}`);
    writeFileSync(path.join(dir, `${name}-${suffix}.report.json`), JSON.stringify(run.lhr));
    writeFileSync(path.join(dir, `${name}-${suffix}.report.html`), run.html);
  }
  const landed = new URL(lhr.finalDisplayedUrl).pathname;
  const notes = [warm.status !== 200 && `answered ${warm.status}`, landed !== target.path && `forwards to ${landed}`];
  return {
    ...target,
    forwarded: landed !== target.path,
    note: notes.filter(Boolean).join('; '),
    figures: figures(lhr),
    simulated: figures(simulated.lhr),
    performanceRuns,
    environment: lhr.environment,
    lighthouseVersion: lhr.lighthouseVersion,
    failing: Object.fromEntries(['performance', 'accessibility', 'best-practices'].map((c) => [c, failingAudits(lhr, c)])),
  };
}

/**
 * Which floor a row compares with besides the bare page: the one its page declares, else a forward
 * for a page that forwarded, the picture floor when its largest paint was a picture, else the bare page.
 */
function floorOf(row) {
  if (Object.values(FLOORS).includes(row.path)) return 'text';
  if (row.floor) return row.floor;
  if (row.forwarded) return 'forward';
  return /^<img\b/i.test(row.figures.lcpElement ?? '') ? 'picture' : 'text';
}

/** The LCP ratios to the bare page and to the row's own floor, the verdict, and only the failing audits of the missed categories. */
function judge(rows) {
  const measured = (p) => rows.find((r) => r.path === p && r.figures);
  const bare = measured(FLOOR);
  const floor = bare?.figures.lcp ?? null;
  const simulatedFloor = bare?.simulated.lcp ?? null;
  for (const row of rows.filter((r) => r.figures)) {
    row.floorName = floorOf(row);
    const own = measured(FLOORS[row.floorName])?.figures.lcp ?? null;
    row.floorRatio = own && row.figures.lcp !== null ? row.figures.lcp / own : null;
    row.lcpRatio = floor && row.figures.lcp !== null ? row.figures.lcp / floor : null;
    row.simulatedLcpRatio = simulatedFloor && row.simulated.lcp !== null ? row.simulated.lcp / simulatedFloor : null;
    row.misses = misses(row.figures, row.lcpRatio);
    const wanted = new Set(row.misses.map((m) => (m === 'Accessibility' ? 'accessibility' : m === 'Best practices' ? 'best-practices' : 'performance')));
    row.failing = Object.fromEntries(Object.entries(row.failing).filter(([c]) => wanted.has(c)));
  }
}

function machine(load, environment) {
  const cpus = os.cpus();
  const index = environment?.benchmarkIndex ? `, Lighthouse benchmark index ${Math.round(environment.benchmarkIndex)}` : '';
  return `${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}), load average ${load.toFixed(2)} before the run, Node ${process.version}${index}`;
}

/** The commit measured, e.g. "commit 2af85ec with uncommitted changes"; null outside a git checkout. */
function code() {
  const git = (...a) => execFileSync('git', a, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  try {
    return `commit ${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain', '--untracked-files=no') ? ' with uncommitted changes' : ''}`;
  } catch {
    return null;
  }
}

// A fresh empty data folder for the server, removed on exit. A server killed while still starting
// may write a last file after the listing: hence the retries.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'raeppli-lighthouse-'));
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 }));

let server = null;
async function cleanUp() {
  killChrome();
  const current = server;
  server = null;
  return current ? current.stop() : null;
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => cleanUp().finally(() => process.exit(130)));
}

async function main() {
  const measuredCode = code();
  ensureBuild();
  const load = os.loadavg()[0];
  console.log('Starting the production server (fresh data folder, demo data) …');
  server = await startServer(dataDir);
  const ids = await findIds(server.origin, server.demo);
  const stamp = new Date().toISOString().replace(/:/g, '-').replace(/\..*/, '');
  const dir = path.resolve('lighthouse-results', stamp);
  mkdirSync(dir, { recursive: true });

  const list = targets(server.demo, ids);
  const rows = [];
  let errors = 0;
  for (const [i, target] of list.entries()) {
    const label = `[${i + 1}/${list.length}] ${target.path} (${target.member})`;
    if (target.note) {
      console.log(`${label}: ${target.note}`);
      rows.push(target);
      continue;
    }
    try {
      const row = await measureTarget(server.origin, target, dir);
      const f = row.figures;
      const spread = runs > 1 && f ? ` (runs: ${row.performanceRuns.join(', ')})` : '';
      console.log(f ? `${label}: performance ${f.performance}${spread}, LCP ${Math.round(f.lcp)} ms, TBT ${Math.round(f.tbt)} ms` : `${label}: ${row.note}`);
      rows.push(row);
    } catch (err) {
      errors++;
      console.error(`${label}: ${err.message}`);
      rows.push({ ...target, note: `error: ${err.message.split('\n')[0]}` });
    }
  }
  const stop = await cleanUp();
  if (stop?.forced || stop?.code !== 0) {
    errors++;
    console.error(`The server did not stop cleanly on SIGTERM (exit code ${stop?.code}${stop?.forced ? ', killed' : ''}).`);
  }

  judge(rows);
  const measured = rows.find((r) => r.figures);
  const report = {
    date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
    code: measuredCode,
    machine: machine(load, measured?.environment),
    lighthouseVersion: measured?.lighthouseVersion ?? 'unknown',
    chrome: chromeVersion(),
    runs,
    rows,
  };
  writeFileSync(path.join(dir, 'summary.json'), JSON.stringify(report, null, 2));

  console.log(`\n${table(rows)}\n`);
  const failing = failingLines(rows);
  if (failing.length) console.log(`Under target — the first failing audits:\n${failing.join('\n')}\n`);
  console.log(`Reports (JSON and HTML of each page's median run): ${path.relative(process.cwd(), dir)}/`);
  if (args.only || errors) {
    console.log(`docs/benchmarks.md left as it is (${args.only ? '--only' : 'errors in this run'}).`);
  } else {
    writeSection(path.resolve('docs/benchmarks.md'), section(report));
    console.log('Written to docs/benchmarks.md (section "Lighthouse").');
  }
  return errors;
}

main()
  .then((errors) => {
    process.exitCode = errors ? 1 : 0;
  })
  .catch(async (err) => {
    console.error(err.message);
    await cleanUp().catch(() => undefined);
    process.exitCode = 1;
  });
