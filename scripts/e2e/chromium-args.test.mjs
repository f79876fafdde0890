// The Chromium the specs launch (e2e/env.ts) repeats Playwright's `--disable-features` list before
// adding to it, because Chromium reads only the last one: this fails when a Playwright update changes it.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { CHROMIUM, PLAYWRIGHT_DISABLED_FEATURES } from '../../e2e/env.ts';

const require = createRequire(import.meta.url);

/** The feature names of playwright-core's `disabledFeatures = [ … ]` (its chromiumSwitches). */
function playwrightDisabledFeatures() {
  const bundle = readFileSync(path.join(path.dirname(require.resolve('playwright-core/package.json')), 'lib/coreBundle.js'), 'utf8');
  const list = /disabledFeatures = \[([\s\S]*?)\]/.exec(bundle)?.[1];
  assert.ok(list, 'playwright-core no longer has a disabledFeatures list: see e2e/env.ts');
  return [...list.replace(/\/\/.*$/gm, '').matchAll(/"([^"]+)"/g)].map((m) => m[1]);
}

test("the specs' Chromium disables what Playwright disables, and the address bar's popups", () => {
  assert.deepEqual(PLAYWRIGHT_DISABLED_FEATURES, playwrightDisabledFeatures());
  const flags = CHROMIUM.args.filter((a) => a.startsWith('--disable-features='));
  assert.equal(flags.length, 1);
  const features = flags[0].slice('--disable-features='.length).split(',');
  for (const f of [...PLAYWRIGHT_DISABLED_FEATURES, 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']) assert.ok(features.includes(f), f);
});
