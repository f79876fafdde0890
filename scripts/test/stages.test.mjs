// The stage table of npm test and .ci/run (docs/conventions.md 18): node --test scripts/test/
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseStages, recordedFigures, stageTable } from './stages.mjs';

const DOC = `Text before.
| stage | minutes |
| --- | --- |
| unit | 99 |
<!-- stages -->
| stage | minutes | note |
| --- | --- | --- |
| unit | 1.0 | |
| Playwright | 8.0 | two workers |
| total | 15.0 | |
<!-- /stages -->
`;

test('the recorded figures are read from the marked table only', () => {
  assert.deepEqual(
    [...recordedFigures(DOC)],
    [
      ['unit', 1],
      ['Playwright', 8],
      ['total', 15],
    ],
  );
  assert.equal(recordedFigures('no table').size, 0);
});

test('a stage more than 25 % over its figure warns, one within it does not', () => {
  const stages = parseStages('unit\t75.0\t0\nPlaywright\t606.0\t0\nbuild\t70.0\t1\n');
  const { lines, warnings } = stageTable(stages, recordedFigures(DOC));
  // 1.25 min against 1.0 is exactly 25 % over: no warning. 10.1 against 8.0 is 26 % over.
  assert.deepEqual(warnings, ['WARNING: Playwright took 10.1 min, more than 25 % over its recorded 8.0 min (docs/conventions.md 18).']);
  assert.match(lines[1], /^unit\s+1\.3\s+1\.0\s+ok$/);
  assert.match(lines[3], /^build\s+1\.2\s+–\s+failed \(1\)$/);
  assert.match(lines.at(-1), /^total\s+12\.5\s+15\.0$/);
});

test('the whole run warns when it grows past its recorded total', () => {
  const { warnings } = stageTable(parseStages('Playwright\t1200\t0\n'), new Map([['total', 15]]));
  assert.deepEqual(warnings, ['WARNING: the whole run took 20.0 min, more than 25 % over its recorded 15.0 min.']);
});
