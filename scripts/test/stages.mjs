// The stage table of `npm test` and .ci/run (docs/conventions.md 18): each stage's minutes beside
// the figure recorded in docs/conventions.md, with a warning for a stage that grew by more than 25 %.
//   node scripts/test/stages.mjs --record FILE NAME START_EPOCH_S EXIT_CODE   notes one stage
//   node scripts/test/stages.mjs FILE                                        prints the table
import { appendFileSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** A stage may take this much longer than its recorded figure before the table warns. */
export const GROWTH_WARNING = 1.25;
const CONVENTIONS = new URL('../../docs/conventions.md', import.meta.url);

/** The recorded minutes per stage: the rows `| stage | minutes | …` between the stages markers. */
export function recordedFigures(markdown) {
  const section = /<!-- stages -->([\s\S]*?)<!-- \/stages -->/.exec(markdown)?.[1] ?? '';
  const figures = new Map();
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    const minutes = Number(cells[2]);
    if (cells.length >= 4 && cells[1] && cells[2] !== '' && Number.isFinite(minutes)) figures.set(cells[1], minutes);
  }
  return figures;
}

/** Stages from the lines NAME\tSECONDS\tEXIT_CODE, in the order they ran. */
export function parseStages(text) {
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [name, seconds, rc] = line.split('\t');
      return { name, seconds: Number(seconds), rc: Number(rc) };
    });
}

/** The table's lines and its warnings. */
export function stageTable(stages, figures) {
  const minutes = (s) => (s / 60).toFixed(1);
  const total = stages.reduce((sum, s) => sum + s.seconds, 0);
  const width = Math.max(5, ...stages.map((s) => s.name.length));
  const lines = [`${'stage'.padEnd(width)}  minutes  recorded  result`];
  const warnings = [];
  for (const s of stages) {
    const recorded = figures.get(s.name);
    lines.push(
      `${s.name.padEnd(width)}  ${minutes(s.seconds).padStart(7)}  ${(recorded === undefined ? '–' : recorded.toFixed(1)).padStart(8)}  ${s.rc === 0 ? 'ok' : `failed (${s.rc})`}`,
    );
    if (recorded !== undefined && s.seconds / 60 > recorded * GROWTH_WARNING) {
      warnings.push(`WARNING: ${s.name} took ${minutes(s.seconds)} min, more than 25 % over its recorded ${recorded.toFixed(1)} min (docs/conventions.md 18).`);
    }
  }
  lines.push(`${'total'.padEnd(width)}  ${minutes(total).padStart(7)}  ${(figures.has('total') ? figures.get('total').toFixed(1) : '–').padStart(8)}`);
  if (figures.has('total') && total / 60 > figures.get('total') * GROWTH_WARNING) {
    warnings.push(`WARNING: the whole run took ${minutes(total)} min, more than 25 % over its recorded ${figures.get('total').toFixed(1)} min.`);
  }
  return { lines, warnings };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  if (args[0] === '--record') {
    const [, file, name, start, rc] = args;
    const seconds = Date.now() / 1000 - Number(start);
    appendFileSync(file, `${name}\t${seconds.toFixed(1)}\t${rc}\n`);
  } else {
    let text = '';
    try {
      text = readFileSync(args[0], 'utf8');
    } catch {
      // No stage ran.
    }
    const { lines, warnings } = stageTable(parseStages(text), recordedFigures(readFileSync(CONVENTIONS, 'utf8')));
    console.log(`\n==> Stages\n${lines.join('\n')}`);
    for (const w of warnings) console.log(w);
  }
}
