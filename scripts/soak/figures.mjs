// Pure parts of npm run soak (tested in figures.test.mjs): latency percentiles, whether each
// server's memory stayed flat after the warm-up, the pass rules and the section for
// docs/reliability.md.
import { percentile } from '../bench/events.mjs';

/** Memory may grow at most this much from just after the warm-up to the end (docs/reliability.md, "Soak"). */
export const RSS_TOLERANCE = 0.1;

/** The traffic mix: of every 50 requests, 45 reads, 4 host events, 1 spend (90 / 8 / 2 %). */
export function kindOf(n) {
  const k = n % 50;
  return k === 0 ? 'spend' : k <= 4 ? 'event' : 'read';
}

/** How many requests are due `elapsedMs` into a run at `rate` per second (open loop). */
export const dueBy = (elapsedMs, rate) => Math.floor((elapsedMs / 1000) * rate);

const median = (values) => percentile(values, 0.5);

/**
 * One server's RSS samples ({t: ms since start, rss: bytes}): the median of the minute after the
 * warm-up (the baseline), of the last minute (the end), the largest after the warm-up, and the
 * growth end ÷ baseline − 1. `window` is shorter for short runs.
 */
export function rssFigures(samples, { warmupMs, durationMs, windowMs = 60_000 }) {
  const after = samples.filter((s) => s.t >= warmupMs);
  const w = Math.min(windowMs, Math.max(1, (durationMs - warmupMs) / 3));
  const first = after.filter((s) => s.t < warmupMs + w).map((s) => s.rss);
  const last = after.filter((s) => s.t >= durationMs - w).map((s) => s.rss);
  if (!first.length || !last.length) return { baseline: null, end: null, max: null, growth: null, flat: false };
  const baseline = median(first);
  const end = median(last);
  const growth = end / baseline - 1;
  return { baseline, end, max: Math.max(...after.map((s) => s.rss)), growth, flat: Math.abs(growth) <= RSS_TOLERANCE };
}

/** Latency figures in ms over every HTTP request of the run. */
export function latencyFigures(ms) {
  return { p50: percentile(ms, 0.5), p95: percentile(ms, 0.95), p99: percentile(ms, 0.99), max: ms.length ? Math.max(...ms) : null };
}

/** The soak's problems: errors, memory that did not stay flat, a ledger that does not add up. */
export function judgeSoak({ errors, rss, ledger, behind }) {
  const problems = [];
  if (errors.total)
    problems.push(
      `${errors.total} errors (${Object.entries(errors.byKind)
        .map(([k, v]) => `${k} × ${v}`)
        .join(', ')})`,
    );
  rss.forEach((r, i) => {
    if (!r.flat)
      problems.push(`server ${'AB'[i]}: memory ${r.growth === null ? 'not sampled' : `${(r.growth * 100).toFixed(1)} % from the warm-up to the end`}`);
  });
  problems.push(...ledger);
  if (behind) problems.push(`the load fell ${behind} requests behind its rate`);
  return problems;
}

const mb = (bytes) => (bytes === null ? '–' : `${(bytes / 2 ** 20).toFixed(0)} MB`);
const ms = (v) => (v === null ? '–' : `${v.toFixed(1)} ms`);

/** The figure as written into docs/reliability.md. */
export function soakSection({ date, machine, minutes, rate, warmupMs, counts, latency, byKind, rss, errors, problems }) {
  return [
    `Last run: ${date} — ${machine}.`,
    '',
    `${minutes} min at ${rate} requests/s after a warm-up of ${(warmupMs / 60_000).toFixed(1)} min at the same rate; in all (warm-up included, as the latencies and errors below): ${counts.read.toLocaleString('en-US')} reads, ${counts.event.toLocaleString('en-US')} host events, ${counts.spend.toLocaleString('en-US')} spends (reserve + confirm), ${errors.total} errors.`,
    '',
    '| latency over every request | p50 | p95 | p99 | max |',
    '| --- | --- | --- | --- | --- |',
    `| all | ${ms(latency.p50)} | ${ms(latency.p95)} | **${ms(latency.p99)}** | ${ms(latency.max)} |`,
    ...Object.entries(byKind).map(([k, f]) => `| ${k} | ${ms(f.p50)} | ${ms(f.p95)} | ${ms(f.p99)} | ${ms(f.max)} |`),
    '',
    '| RSS | first measured minute | last minute | largest after warm-up | change |',
    '| --- | --- | --- | --- | --- |',
    ...rss.map(
      (r, i) =>
        `| server ${'AB'[i]} | ${mb(r.baseline)} | ${mb(r.end)} | ${mb(r.max)} | ${r.growth === null ? '–' : `${r.growth >= 0 ? '+' : ''}${(r.growth * 100).toFixed(1)} %`} ${r.flat ? '✓' : '✗'} |`,
    ),
    '',
    problems.length ? `✗ ${problems.join('; ')}` : '✓ no error, memory flat within 10 %, ledger checks hold.',
  ].join('\n');
}
