// The Lighthouse table: figures, the ratio to the bare page of the same run, a verdict per row
// against the targets (docs/benchmarks.md "Lighthouse"), and its section in docs/benchmarks.md.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const START = '<!-- lighthouse:start -->';
const END = '<!-- lighthouse:end -->';
const HEADING = '## Lighthouse (npm run lighthouse)';

export const TARGETS = { performance: 0.95, lcpRatio: 1.3, tbt: 250, cls: 0.05, accessibility: 0.95, bestPractices: 0.95 };

/** What a row misses of the targets (empty when it meets them all). */
export function misses(f, lcpRatio) {
  const out = [];
  if (f.performance === null || f.performance < TARGETS.performance) out.push('Performance');
  if (lcpRatio === null || lcpRatio > TARGETS.lcpRatio) out.push('LCP');
  if (f.tbt === null || f.tbt > TARGETS.tbt) out.push('TBT');
  if (f.cls === null || f.cls > TARGETS.cls) out.push('CLS');
  if (f.accessibility === null || f.accessibility < TARGETS.accessibility) out.push('Accessibility');
  if (f.bestPractices === null || f.bestPractices < TARGETS.bestPractices) out.push('Best practices');
  return out;
}

const MEMBER = { none: '–', anonymous: 'anonym', identified: 'identifiziert' };
const FLOOR_NAME = { text: 'Text', picture: 'Bild', forward: 'Weiterleitung', member: 'Mitgliedsdaten' };
const fixed = (value, digits, unit = '') => (value === null || value === undefined ? '–' : `${value.toFixed(digits)}${unit}`);
const seconds = (ms) => fixed(ms === null ? null : ms / 1000, 2, ' s');

/** One markdown row; `row` is a measured page or a skipped one ({ note }). */
function tableRow(row) {
  const cells = [`\`${row.path}\``, MEMBER[row.member]];
  if (!row.figures) return `| ${[...cells, ...Array(13).fill(''), row.note].join(' | ')} |`;
  const f = row.figures;
  const verdict = row.misses.length ? `✗ ${row.misses.join(', ')}` : '✓';
  cells.push(fixed(f.performance, 2), seconds(f.fcp), seconds(f.lcp), fixed(f.lcpAfterFcp, 0, ' ms'), fixed(f.tbt, 0, ' ms'), fixed(f.cls, 3));
  cells.push(fixed(f.accessibility, 2), fixed(f.bestPractices, 2), fixed(row.lcpRatio, 2), FLOOR_NAME[row.floorName] ?? '–', fixed(row.floorRatio ?? null, 2));
  cells.push(fixed(row.simulated?.performance ?? null, 2), fixed(row.simulatedLcpRatio ?? null, 2), [verdict, row.note].filter(Boolean).join('; '));
  return `| ${cells.join(' | ')} |`;
}

export function table(rows) {
  return [
    '| Page | Member | Performance | FCP | LCP | LCP − FCP | TBT | CLS | Accessibility | Best practices | LCP ÷ bare | Floor | LCP ÷ floor | Simulated: performance | Simulated: LCP ÷ bare | Verdict |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map(tableRow),
  ].join('\n');
}

/** Console lines: the failing audits of every row under target. */
export function failingLines(rows) {
  const lines = [];
  for (const row of rows.filter((r) => r.misses?.length)) {
    lines.push(`${row.path} (${MEMBER[row.member]}): misses ${row.misses.join(', ')}`);
    for (const [category, audits] of Object.entries(row.failing)) {
      for (const a of audits) lines.push(`  ${category}: ${a.title}${a.displayValue ? ` — ${a.displayValue}` : ''} [${a.id}]`);
    }
  }
  return lines;
}

/** The part of docs/benchmarks.md between the markers. */
export function section({ date, code, machine, lighthouseVersion, chrome, runs, rows }) {
  return [
    `### Latest run — ${date}`,
    '',
    ...(code ? [`Code: ${code}.`, ''] : []),
    `Machine: ${machine}. Lighthouse ${lighthouseVersion}, ${chrome}, mobile defaults (slow 4G, 4× CPU slowdown) applied to the page as it loads, and beside it Lighthouse's simulation of the same; ${runs === 1 ? 'one run per page' : `median of ${runs} runs per page (by performance score)`}.`,
    '',
    table(rows),
  ].join('\n');
}

/** Replaces the results between the markers; adds the section at the end when it is missing. */
export function writeSection(file, text) {
  const block = `${START}\n${text}\n${END}`;
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const start = current.indexOf(START);
  const end = current.indexOf(END);
  const next =
    start >= 0 && end > start ? current.slice(0, start) + block + current.slice(end + END.length) : `${current.trimEnd()}\n\n${HEADING}\n\n${block}\n`;
  writeFileSync(file, next);
}
