// node scripts/axe-summary.mjs: the figure of the last accessibility run (e2e/audit-crawl.spec.ts and
// e2e/accessibility.spec.ts wrote test-results/axe/audits.jsonl): audits, distinct pages, states, violations
// by impact (rules and elements).
// docs/reliability.md, "Accessibility", quotes it.
import { readFileSync } from 'node:fs';

const FILE = 'test-results/axe/audits.jsonl';
const audits = readFileSync(FILE, 'utf8')
  .trim()
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line));
const impacts = ['critical', 'serious', 'moderate', 'minor'];
const rules = Object.fromEntries(impacts.map((i) => [i, audits.reduce((n, a) => n + a.rules[i], 0)]));
const nodes = Object.fromEntries(impacts.map((i) => [i, audits.reduce((n, a) => n + a.nodes[i], 0)]));
const ids = {};
for (const a of audits) for (const id of a.ids) ids[id] = (ids[id] ?? 0) + 1;

console.log(
  `${audits.length} audits of ${new Set(audits.map((a) => a.page)).size} pages in ${new Set(audits.map((a) => `${a.page} ${a.state}`)).size} page × state pairs (${audits.at(0)?.at.slice(0, 10) ?? '–'})`,
);
console.log(`violations (rules per audit): ${impacts.map((i) => `${i} ${rules[i]}`).join(', ')}`);
console.log(`elements: ${impacts.map((i) => `${i} ${nodes[i]}`).join(', ')}`);
for (const [id, n] of Object.entries(ids).sort((a, b) => b[1] - a[1])) console.log(`  ${id} in ${n} audits`);
