import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { E2E_BASE_URL } from './env';

// The API reference page (/api/docs): Swagger UI on /api/openapi.json, everything from our own
// origin — no CDN, no validator badge, no telemetry. Screenshots go to test-results/screenshots.
const SHOTS = path.join('test-results', 'screenshots');

type SwaggerWindow = { ui: { layoutActions: Record<'show' | 'scrollTo' | 'scrollToVirtualizedOperation', (...args: unknown[]) => void> } };

/**
 * Opens one operation as its deep link would (`#/{tag}/{operationId}`): Swagger UI (5.x) draws only
 * the operations in view, so it is shown and scrolled to through Swagger UI's own layout actions.
 * (The deep link itself logs a deprecation error for every generated operationId, which has `_`.)
 */
async function openOperation(page: Page, tag: string, operationId: string): Promise<Locator> {
  await page.evaluate(
    ([t, id]) => {
      const key = ['operations', t, id];
      const actions = (window as unknown as SwaggerWindow).ui.layoutActions;
      actions.show(key, true);
      actions.scrollTo(key);
      actions.scrollToVirtualizedOperation(key);
    },
    [tag, operationId],
  );
  const block = page.locator(`#operations-${tag}-${operationId}`);
  await expect(block).toBeVisible();
  await expect(block).toHaveClass(/is-open/);
  return block;
}

test.describe('API reference page', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('lists every operation of the document, runs one, and asks nothing of another origin', async ({ page, request }) => {
    // Swagger UI draws a document of ~200 operations: several seconds of the browser's CPU on a busy machine.
    test.slow();
    const requested: string[] = [];
    const problems: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    page.on('pageerror', (e) => problems.push(e.message));

    const document = (await (await request.get('/api/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> };
    const operations = Object.values(document.paths).flatMap((item) => Object.keys(item)).length;

    await page.goto('/api/docs');
    await expect(page.getByRole('heading', { name: /Räppli API/ })).toBeVisible();
    // Swagger UI (5.x) renders a long list lazily, as it scrolls into view: it holds every operation
    // of the document, and the page shows each tag's operations as the reader scrolls.
    await expect
      .poll(
        () => page.evaluate(() => (window as unknown as { ui: { specSelectors: { operations: () => { size: number } } } }).ui.specSelectors.operations().size),
        { timeout: 30_000 },
      )
      .toBe(operations);
    await expect(page.locator('.opblock').first()).toBeVisible();
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS, 'api-docs.png') });

    // An operation opened: its parameters, and the responses with the error codes it answers.
    const reserve = await openOperation(page, 'Rewards', 'post_api_rewards__id__reserve');
    await expect(reserve.locator('.opblock-summary-path')).toHaveText(/^\/api\/rewards\/\{id\}\/reserve$/);
    await expect(reserve.locator('.responses-table')).toContainText('INSUFFICIENT_FUNDS_REWARD');
    await expect(reserve.getByText('Idempotency-Key', { exact: true })).toBeVisible();
    await reserve.screenshot({ path: path.join(SHOTS, 'api-docs-reserve.png') });

    // "Try it out" calls our own API.
    const livez = await openOperation(page, 'Probes', 'get_livez');
    const tryItOut = livez.getByRole('button', { name: 'Try it out' });
    await tryItOut.click();
    await livez.getByRole('button', { name: 'Execute' }).click();
    await expect(livez.locator('.live-responses-table tbody .response-col_status').first()).toHaveText('200');

    const origin = new URL(E2E_BASE_URL).origin;
    const elsewhere = requested.filter((url) => !url.startsWith('data:') && new URL(url).origin !== origin);
    expect(elsewhere).toEqual([]);
    expect(requested.filter((url) => url.startsWith(origin)).map((url) => new URL(url).pathname)).toEqual(
      expect.arrayContaining(['/api/docs', '/api/docs/assets/swagger-ui-bundle.js', '/api/docs/assets/swagger-ui.css', '/api/openapi.json', '/livez']),
    );
    // A Content-Security-Policy refusal would show here too.
    expect(problems).toEqual([]);
  });
});
