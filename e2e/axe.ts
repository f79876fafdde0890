// axe-core for the accessibility gate (docs/reliability.md, "Accessibility"): one audit of the page as it
// is now, noted as a JSON line in test-results/axe/audits.jsonl; serious and critical violations come back
// as lines for the failure message.
import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const DIR = path.join('test-results', 'axe');
export const AUDITS_FILE = path.join(DIR, 'audits.jsonl');

const IMPACTS = ['critical', 'serious', 'moderate', 'minor'] as const;
type Impact = (typeof IMPACTS)[number];
const FAILING: Impact[] = ['critical', 'serious'];

/**
 * Audits the page; `page` and `state` name it in the JSON line and in the failure lines. Without a
 * cross-origin frame axe runs in the page itself (legacy mode: the same rules and results, measured
 * on 26 pages on 2026-12-02, in half the time — the default opens a blank page per audit to finish
 * the run); only violations carry their elements (the other result types keep their rules).
 */
export async function audit(page: Page, name: string, state: string): Promise<string[]> {
  const origin = new URL(page.url()).origin;
  const crossOrigin = page.frames().some((f) => !/^(about:|$)/.test(f.url()) && new URL(f.url()).origin !== origin);
  const { violations, passes } = await new AxeBuilder({ page })
    .setLegacyMode(!crossOrigin)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const rules = Object.fromEntries(IMPACTS.map((i) => [i, 0])) as Record<Impact, number>;
  const nodes = { ...rules };
  for (const v of violations) {
    const impact = (v.impact ?? 'minor') as Impact;
    rules[impact] += 1;
    nodes[impact] += v.nodes.length;
  }
  mkdirSync(DIR, { recursive: true });
  const line = {
    at: new Date().toISOString(),
    page: name,
    state,
    url: page.url().replace(/([?&](collector_token|hash|token)=)[^&]+/g, '$1…'),
    passes: passes.length,
    rules,
    nodes,
    ids: violations.map((v) => `${v.id}:${v.impact}`),
  };
  appendFileSync(AUDITS_FILE, `${JSON.stringify(line)}\n`);
  return violations
    .filter((v) => FAILING.includes((v.impact ?? 'minor') as Impact))
    .flatMap((v) => v.nodes.map((n) => `${name} [${state}] ${v.id} (${v.impact}): ${n.target.join(' ')} — ${v.help}`));
}

/** Fails with every serious and critical violation found, one per line. */
export function expectNoSerious(findings: string[]) {
  expect(findings, `axe: ${findings.length} serious/critical\n${findings.join('\n')}`).toEqual([]);
}

/** Waits until the page's placeholders have been replaced (or 5 s went by: some stay on purpose). */
export async function settled(page: Page) {
  await page.waitForLoadState('load');
  await expect(page.locator('[class*="skeleton"]'))
    .toHaveCount(0, { timeout: 5000 })
    .catch(() => undefined);
}
