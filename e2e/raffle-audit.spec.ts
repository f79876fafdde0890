import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createOnboardedCollector, demoUrls, layoutShift, memberQuery, observeLayoutShift, screenLoaded, screenshot } from './helpers';

// The raffle's audit page (Prüfprotokoll) and the terms of participation (docs/product.md §9.8):
// what a reader sees before and after the draw, the member's own entry, and the draw re-checked in
// the browser. Screenshots at 390 px go to test-results/screenshots.

type Audit = { seed_hash: string; seed: string | null; result: { entry: number }[] | null };

async function raffleId(request: APIRequestContext, title: string) {
  const { items } = (await (await request.get('/api/rewards')).json()) as { items: { id: number; title: string; type: string }[] };
  const found = items.find((r) => r.type === 'raffle' && r.title.includes(title));
  if (!found) throw new Error(`no raffle ${title}`);
  return found.id;
}

async function shoot(page: Page, name: string, checkShift = true) {
  await screenLoaded(page);
  // The member's own parts fill in below the fold; the first screen stays put.
  if (checkShift) expect((await layoutShift(page)).cls, `${name} layout shift`).toBeLessThan(0.1);
  await screenshot(page, name);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} is wider than the screen`).toBeLessThanOrEqual(390);
}

test.describe('raffle audit and terms', () => {
  test.beforeEach(async ({ page }) => observeLayoutShift(page));

  test('a drawn raffle: the facts, the member’s own entry marked, and the draw re-checked in the browser', async ({ page, request }) => {
    const id = await raffleId(request, 'Festspielkarten');
    const audit = (await (await request.get(`/api/raffles/${id}/audit`)).json()) as Audit;
    const query = new URL(demoUrls().identified).search;
    await page.goto(`/me/rewards/detail/${id}/audit${query}`);

    await expect(page.getByRole('heading', { level: 1, name: 'Prüfprotokoll' })).toBeVisible();
    await expect(page.getByText('Festspielkarten')).toBeVisible();
    await expect(page.getByTestId('audit-status')).toContainText('Gezogen am');
    await expect(page.getByTestId('audit-seed-hash')).toHaveText(audit.seed_hash);
    await expect(page.getByTestId('audit-seed')).toHaveText(audit.seed!);
    // The demo member's tickets are the raffle's entry that won.
    await expect(page.getByTestId('audit-winners').getByText('Deine Teilnahme')).toBeVisible();
    await expect(page.getByTestId('audit-entries').getByText('Deine Teilnahme')).toBeVisible();
    await expect(page.getByTestId('audit-mine')).toContainText('du hast gewonnen');
    await expect(page.getByTestId('audit-raw')).toHaveAttribute('href', `/api/raffles/${id}/audit`);
    await shoot(page, 'raffle-audit-drawn');

    await page.getByRole('button', { name: 'Ziehung nachrechnen' }).click();
    const result = page.getByTestId('audit-verify-result');
    await expect(result).toContainText('Der Startwert passt zum Prüfwert');
    await expect(result).toContainText('Nachgerechnet kommen genau die veröffentlichten Gewinne heraus.');
    await expect(result).toContainText(`Teilnahme ${audit.result![0]!.entry}`);
    await shoot(page, 'raffle-audit-verified', false);

    // Back to the raffle, with the session.
    await page.getByRole('link', { name: '‹ Zurück zur Verlosung' }).click();
    await expect(page).toHaveURL(new RegExp(`/me/rewards/detail/${id}\\?.*collector_token=`));
  });

  test('before the draw: not drawn yet, the published hash and when the draw will be', async ({ page, request }) => {
    const id = await raffleId(request, 'Bodensee');
    const audit = (await (await request.get(`/api/raffles/${id}/audit`)).json()) as Audit;
    const m = await createOnboardedCollector(request);
    await page.goto(`/me/rewards/detail/${id}/audit?${memberQuery(m)}`);
    await expect(page.getByTestId('audit-status')).toContainText('Noch nicht gezogen: Gezogen wird nach dem Ende der Verlosung am');
    await expect(page.getByTestId('audit-seed-hash')).toHaveText(audit.seed_hash);
    await expect(page.getByText('wird nach der Ziehung veröffentlicht')).toBeVisible();
    await expect(page.getByTestId('audit-entries')).toContainText('Die Teilnahmen werden mit der Ziehung veröffentlicht.');
    await expect(page.getByRole('button', { name: 'Ziehung nachrechnen' })).toHaveCount(0);
    await shoot(page, 'raffle-audit-pending');
  });

  test('without a token (the console’s «Protokoll» link): the audit stays after the page has come to life, and checks the draw', async ({ page, request }) => {
    const id = await raffleId(request, 'Festspielkarten');
    await page.goto(`/me/rewards/detail/${id}/audit`);
    await expect(page.getByRole('heading', { level: 1, name: 'Prüfprotokoll' })).toBeVisible();
    // The click works only once React runs the page: then the session gate has decided, and must have
    // left the public audit in place (it showed «Es wurde kein Räppli-Konto übergeben» instead). Tapped
    // again only while no tap took (the button still reads as before): a second tap would start the
    // check afresh, and a check slower than the wait would then never be seen to end.
    const verify = page.getByTestId('audit-verify');
    await expect(async () => {
      if ((await verify.textContent()) === 'Ziehung nachrechnen') await verify.click({ timeout: 2_000 });
      await expect(verify).not.toHaveText('Ziehung nachrechnen', { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await expect(page.getByTestId('audit-verify-result')).toContainText('Nachgerechnet kommen genau die veröffentlichten Gewinne heraus.');
    await expect(page.getByTestId('error-page')).toHaveCount(0);
    await expect(page.getByTestId('audit-mine')).toHaveCount(0);
    // Its ways back into the member area would end on the error page without an account: hidden.
    await expect(page.getByRole('link', { name: /Zurück zur Verlosung/ })).toHaveCount(0);
    await expect(page.getByTestId('member-link-hidden')).toHaveCount(2);
    await expect(page.getByTestId('audit-raw')).toBeVisible();
    await shoot(page, 'raffle-audit-no-token', false);
  });

  test('no audit for an unknown raffle; a malformed id is a 404', async ({ page, request }) => {
    const m = await createOnboardedCollector(request);
    await page.goto(`/me/rewards/detail/999999/audit?${memberQuery(m)}`);
    await expect(page.getByText('Zu dieser Adresse gibt es keine Verlosung und darum auch kein Prüfprotokoll.')).toBeVisible();
    const res = await page.goto('/me/rewards/detail/abc/audit');
    expect(res?.status()).toBe(404);
  });

  test('the terms of participation, with a way back to the rewards', async ({ page, request }) => {
    const m = await createOnboardedCollector(request);
    await page.goto(`/me/rewards/terms?${memberQuery(m)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Teilnahmebedingungen für Verlosungen' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Ein Gewinn pro Person' })).toBeVisible();
    await expect(page.getByText('Der Rechtsweg ist ausgeschlossen.')).toBeVisible();
    await shoot(page, 'raffle-terms');
    await page.getByRole('link', { name: '‹ Zu den Prämien' }).click();
    await expect(page).toHaveURL(new RegExp(`/me/rewards\\?.*collector_token=${m.collector_token}`));
  });

  test('the terms without a token: readable, with no way back into an account that is not there', async ({ page }) => {
    await page.goto('/me/rewards/terms');
    await expect(page.getByRole('heading', { level: 2, name: 'Ein Gewinn pro Person' })).toBeVisible();
    await expect(page.getByTestId('member-link-hidden')).toHaveCount(1);
    await expect(page.getByRole('link', { name: /Zu den Prämien/ })).toHaveCount(0);
    await expect(page.getByTestId('error-page')).toHaveCount(0);
  });
});
