// node scripts/lighthouse/profile.mjs <page URL> [--cpu 4] [--wait 9000] [--inclusive]
// Where a page's blocking time goes: loads the page once in Chromium as Lighthouse's mobile run does
// (4× CPU slowdown, slow 4G), with V8's sampling profiler on, splits the samples into busy stretches
// and prints, for each stretch of 40 ms or more, the functions that spent the time (self time, and
// with --inclusive the time under each function too). Against a build made with
// `npx next build --no-mangling --profile` the functions and components keep their names
// (docs/benchmarks.md, "Profiled and cut"). The profiler itself slows the page, so compare stretches
// with each other, not with Lighthouse's figures.
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { CHROME_ARGS, CHROME_PATH } from './measure.mjs';

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: { cpu: { type: 'string', default: '4' }, wait: { type: 'string', default: '9000' }, inclusive: { type: 'boolean', default: false } },
});
const url = positionals[0];
if (!url) {
  console.error('usage: node scripts/lighthouse/profile.mjs <page URL> [--cpu 4] [--wait 9000] [--inclusive]');
  process.exit(2);
}
// Lighthouse's mobile throttling: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up (90 % of it).
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8, uploadThroughput: (750 * 1024 * 0.9) / 8 };
const IDLE_GAP_US = 2000;
const SHOWN_MS = 40;

const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Network.enable');
await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(args.cpu) });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await page.addInitScript(() => {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push([Math.round(e.startTime), Math.round(e.duration)]);
  }).observe({ type: 'longtask', buffered: true });
});
const api = [];
page.on('requestfinished', (r) => {
  const u = new URL(r.url());
  if (u.pathname.startsWith('/api/')) api.push(u.pathname);
});
await cdp.send('Profiler.start');
await page.goto(url, { waitUntil: 'load' });
await page.waitForTimeout(Number(args.wait));
const { profile } = await cdp.send('Profiler.stop');
const longTasks = await page.evaluate(() => window.__longTasks);
const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0);
await browser.close();

const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parentOf = new Map();
for (const n of profile.nodes) for (const child of n.children ?? []) parentOf.set(child, n.id);
const nameOf = (id) => {
  const f = nodes.get(id).callFrame;
  const file = f.url
    .replace(/^.*\/_next\/static\/chunks\//, '')
    .replace(/^https?:\/\/[^/]+/, '')
    .replace(/\?.*$/, '');
  return `${f.functionName || '(anonymous)'} ${file}:${f.lineNumber + 1}`;
};

// Busy stretches: samples that are not idle, split where the main thread was idle for a while.
let at = profile.startTime;
const stretches = [];
let current = null;
profile.samples.forEach((id, i) => {
  at += profile.timeDeltas[i];
  if (nodes.get(id).callFrame.functionName === '(idle)') {
    if (current && at - current.end > IDLE_GAP_US) current = null;
    return;
  }
  if (!current) stretches.push((current = { start: at, end: at, samples: [] }));
  current.end = at;
  current.samples.push({ id, at });
});

console.log(`first contentful paint ${Math.round(fcp)} ms`);
console.log(`long tasks (start+duration, ms): ${longTasks.map(([s, d]) => `${s}+${d}`).join(' ')}`);
console.log(`blocking after the first paint: ${longTasks.filter(([s]) => s >= fcp).reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0)} ms (profiler on)`);
console.log(`API requests: ${api.join(' ')}`);
const top = (totals, n) =>
  [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, ms]) => `  ${ms.toFixed(1).padStart(7)} ${name}`)
    .join('\n');
for (const s of stretches) {
  const ms = (s.end - s.start) / 1000;
  if (ms < SHOWN_MS) continue;
  const self = new Map();
  const inclusive = new Map();
  let previous = s.start;
  for (const { id, at: t } of s.samples) {
    const weight = Math.min(t - previous, 1000) / 1000;
    previous = t;
    self.set(nameOf(id), (self.get(nameOf(id)) ?? 0) + weight);
    const seen = new Set();
    for (let node = id; node !== undefined; node = parentOf.get(node)) {
      const name = nameOf(node);
      if (seen.has(name) || name.startsWith('(root)') || name.startsWith('(program)')) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + weight);
    }
  }
  console.log(`\nstretch at ${Math.round((s.start - profile.startTime) / 1000)} ms, ${Math.round(ms)} ms\n self:\n${top(self, 12)}`);
  if (args.inclusive) console.log(` inclusive:\n${top(inclusive, 40)}`);
}
