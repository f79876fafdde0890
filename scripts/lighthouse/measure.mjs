// One page in Lighthouse's default mobile configuration (slow 4G, 4× CPU slowdown), each run in a
// Chrome of its own; the run with the median performance score is the page's result. `method` is
// Lighthouse's throttlingMethod: 'devtools' applies the throttling to the page as it loads (what the
// page really does on such a phone), 'simulate' (Lighthouse's default) estimates it from an
// unthrottled load (docs/benchmarks.md, "Lighthouse", says why both are run).
import { execFileSync } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const CHROME_PATH = '/usr/bin/chromium';
/** Debian's Chromium without a sandbox, GPU or background traffic (also scripts/lighthouse/profile.mjs). */
export const CHROME_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const CHROME_FLAGS = ['--headless=new', ...CHROME_ARGS];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
// Audit modes that name something to fix (informative, manual and not-applicable ones do not).
const SCORED = new Set(['binary', 'numeric', 'metricSavings']);

/** "Chromium 156.0.8078.79" (headless Chrome's user agent hides the minor version numbers). */
export function chromeVersion() {
  const out = execFileSync(CHROME_PATH, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  return /Chrom\w+ [\d.]+/.exec(out)?.[0] ?? out.trim();
}

/** Kills the Chrome this process launched, also one still starting (on a signal). */
export function killChrome() {
  chromeLauncher.killAll();
}

async function lighthouseRun(url, method) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, handleSIGINT: false, logLevel: 'silent' });
  try {
    const config = { extends: 'lighthouse:default', settings: { throttlingMethod: method } };
    const result = await lighthouse(url, { port: chrome.port, output: ['json', 'html'], logLevel: 'error', onlyCategories: CATEGORIES }, config);
    if (!result) throw new Error('Lighthouse returned no result');
    return { lhr: result.lhr, html: result.report[1] };
  } finally {
    chrome.kill();
  }
}

const score = (lhr, id) => lhr.categories[id]?.score ?? null;
const metric = (lhr, id) => lhr.audits[id]?.numericValue ?? null;

/**
 * How long after the first paint the largest one came in the trace Lighthouse recorded (with applied
 * throttling, the page as it loaded): 0 when the largest element was in the first paint, i.e. in the HTML.
 */
function observedLcpAfterFcp(lhr) {
  const m = lhr.audits.metrics?.details?.items?.[0];
  if (!m || m.observedLargestContentfulPaint === undefined || m.observedFirstContentfulPaint === undefined) return null;
  return Math.max(0, m.observedLargestContentfulPaint - m.observedFirstContentfulPaint);
}

/** The start of the largest element's HTML ("<img …", "<p …"), as Lighthouse names it; null when it names none. */
function lcpElement(lhr) {
  const tables = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  for (const t of tables) {
    const snippet = t.items?.[0]?.node?.snippet;
    if (snippet) return snippet;
  }
  return null;
}

/** The figures of one run, as the table shows them. */
export function figures(lhr) {
  return {
    lcpElement: lcpElement(lhr),
    performance: score(lhr, 'performance'),
    fcp: metric(lhr, 'first-contentful-paint'),
    lcp: metric(lhr, 'largest-contentful-paint'),
    lcpAfterFcp: observedLcpAfterFcp(lhr),
    tbt: metric(lhr, 'total-blocking-time'),
    cls: metric(lhr, 'cumulative-layout-shift'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
  };
}

const savings = (audit) => Object.values(audit.metricSavings ?? {}).reduce((sum, ms) => sum + ms, 0);

/** The first `n` audits of a category that fail, the biggest savings (or weight) first. */
export function failingAudits(lhr, categoryId, n = 3) {
  const category = lhr.categories[categoryId];
  if (!category) return [];
  return category.auditRefs
    .filter((ref) => ref.group !== 'metrics' && ref.group !== 'hidden')
    .map((ref) => ({ weight: ref.weight, audit: lhr.audits[ref.id] }))
    .filter(({ audit }) => audit && SCORED.has(audit.scoreDisplayMode) && audit.score !== null && audit.score < 0.9)
    .sort((a, b) => savings(b.audit) - savings(a.audit) || b.weight - a.weight || a.audit.score - b.audit.score)
    .slice(0, n)
    .map(({ audit }) => ({ id: audit.id, title: audit.title, displayValue: audit.displayValue ?? '' }));
}

/** Measures `url` `runs` times with `method`, one after the other; the median run by performance score. */
export async function measure(url, runs, method) {
  const done = [];
  for (let i = 0; i < runs; i++) done.push(await lighthouseRun(url, method));
  const ordered = done.slice().sort((a, b) => (score(a.lhr, 'performance') ?? -1) - (score(b.lhr, 'performance') ?? -1));
  const median = ordered[Math.floor((ordered.length - 1) / 2)];
  return { ...median, performanceRuns: done.map((r) => score(r.lhr, 'performance')) };
}
