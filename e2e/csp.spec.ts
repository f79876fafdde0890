import { expect, test, type Page } from '@playwright/test';
import { E2E_BASE_URL } from './env';
import { createOnboardedCollector, memberQuery } from './helpers';
import { scriptsWithoutNonce } from './crawl';

// The pages' content security policy (docs/reliability.md, "Content security policy"). That no page
// of the Lighthouse list has a refusal, and that every script of its HTML has the response's nonce,
// is checked by the audit crawl on each load (e2e/crawl.ts); here what the policy is for: markup that
// got into a page runs no script, and the nonce is new per response.

const nonceOf = (policy: string | undefined) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1];

async function refusals(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as Window & { __refused?: string[] }).__refused ?? []);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as Window & { __refused?: string[] };
    w.__refused = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__refused!.push(`${e.effectiveDirective} ${e.blockedURI}`));
  });
});

test('each response has its own nonce, every script of the page carries it, and nothing else is allowed', async ({ request }) => {
  const member = await createOnboardedCollector(request);
  const [first, second] = [await request.get(`/me/rewards?${memberQuery(member)}`), await request.get(`/me/rewards?${memberQuery(member)}`)];
  const policies = [first.headers()['content-security-policy'], second.headers()['content-security-policy']];
  const [a, b] = policies.map(nonceOf);
  expect(a).toBeTruthy();
  expect(b).toBeTruthy();
  expect(a).not.toBe(b);
  expect(scriptsWithoutNonce(await first.text(), a)).toBe(0);
  expect(scriptsWithoutNonce(await second.text(), b)).toBe(0);
  expect(policies[0]).toContain("'strict-dynamic'");
  for (const directive of ["object-src 'none'", "base-uri 'none'", "form-action 'self'", 'report-uri /api/csp-report'])
    expect(policies[0]).toContain(directive);
  expect(policies[0]).not.toContain('unsafe-inline');
  expect(policies[0]).not.toContain('unsafe-eval');
  // A page's body differs per response: no validator a browser could answer a later request with.
  expect(first.headers()['etag']).toBeUndefined();
});

test('a script that got into the HTML does not run, and the page still works', async ({ page, request }) => {
  const member = await createOnboardedCollector(request);
  // As if stored markup had slipped through: the server's answer with a script of a stranger's in it.
  await page.route('**/me/faq?*', async (route) => {
    const answer = await route.fetch();
    const html = (await answer.text()).replace('</main>', '<script>window.__taken = true</script><img src="x" onerror="window.__taken = true"></main>');
    await route.fulfill({ response: answer, body: html });
  });
  await page.goto(`/me/faq?${memberQuery(member)}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => refusals(page)).toHaveLength(2);
  expect(await page.evaluate(() => (window as Window & { __taken?: boolean }).__taken)).toBeUndefined();
});

test('moving between pages in the app loads its scripts without a refusal', async ({ page, request }) => {
  const member = await createOnboardedCollector(request);
  await page.goto(`/me/overview?${memberQuery(member)}`);
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Prämien' }).click();
  await expect(page).toHaveURL(/\/me\/rewards\?/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await refusals(page)).toEqual([]);
});

test('the report endpoint takes what browsers send, and refuses anything else', async ({ request }) => {
  const report = {
    'csp-report': { 'document-uri': `${E2E_BASE_URL}/me/faq?collector_token=x`, 'effective-directive': 'script-src-elem', 'blocked-uri': 'inline' },
  };
  const legacy = await request.post('/api/csp-report', { headers: { 'Content-Type': 'application/csp-report' }, data: JSON.stringify(report) });
  expect(legacy.status()).toBe(204);
  const api = await request.post('/api/csp-report', {
    headers: { 'Content-Type': 'application/reports+json' },
    data: JSON.stringify([{ type: 'csp-violation', body: { effectiveDirective: 'script-src-elem' } }]),
  });
  expect(api.status()).toBe(204);
  expect((await request.post('/api/csp-report', { headers: { 'Content-Type': 'text/plain' }, data: 'x' })).status()).toBe(415);
});
