import { expect, test } from '@playwright/test';
import { E2E_BASE_URL, E2E_LOGIN_URL } from './env';
import { createOnboardedCollector, createRichMember, memberQuery } from './helpers';

// "Jetzt anmelden" wherever a page needs a signed-in member (docs/product.md §6.7): the host's login
// page with the page to return to (never the session), or a message to the host page that embeds us.
// What the overview says to an anonymous reader is components/overview/overview-anonymous.test.tsx's.
test.describe('sign-in from anywhere', () => {
  test("a reward detail: the host's login page in the whole window, with this page to return to and no session in it", async ({ page, request }) => {
    const { collector_token } = await createOnboardedCollector(request);
    const { items } = (await (await request.get('/api/rewards')).json()) as { items: { id: number; title: string }[] };
    const kino = items.find((r) => r.title === 'Kinogutschein für zwei')!;
    await page.route(`${E2E_LOGIN_URL}**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Anmeldung</title><h1>Anmeldung</h1>' }),
    );
    await page.goto(`/me/rewards/detail/${kino.id}?collector_token=${collector_token}&platform=web`);
    const blocked = page.getByTestId('redeem-blocked');
    await expect(blocked).toHaveText('Bitte melde dich an, um Prämien einzulösen. Jetzt anmelden');
    await blocked.getByRole('link', { name: 'Jetzt anmelden' }).click();
    await page.waitForURL((url) => url.href.startsWith(E2E_LOGIN_URL));
    const back = new URL(page.url()).searchParams.get('return');
    expect(back).toBe(`${E2E_BASE_URL}/me/rewards/detail/${kino.id}?platform=web`);
    expect(page.url()).not.toContain(collector_token);
  });

  test('a signed-in member whose address garbled the sign-in (hash) is told when the page opens, not at the last tap', async ({ page, request }) => {
    const m = await createRichMember(request, 500);
    const broken = `collector_token=${m.collector_token}&hash=${'0'.repeat(64)}&token=${encodeURIComponent(m.token)}`;
    const { items } = (await (await request.get('/api/rewards')).json()) as { items: { id: number; title: string }[] };
    const kino = items.find((r) => r.title === 'Kinogutschein für zwei')!;
    await page.goto(`/me/rewards/detail/${kino.id}?${broken}`);
    await expect(page.getByTestId('redeem-blocked')).toHaveText(
      'Deine Anmeldung ist unvollständig. Bitte melde dich noch einmal an, um Prämien einzulösen. Jetzt anmelden',
    );
    await expect(page.getByTestId('redeem-start')).toHaveCount(0);
    // My rewards: the list shows, and so does why its actions would not work.
    await page.goto(`/me/profile/rewards?${broken}`);
    await expect(page.getByTestId('sign-in-problem')).toContainText('Deine Anmeldung ist unvollständig.');
    await expect(page.getByTestId('sign-in-problem').getByRole('link', { name: 'Jetzt anmelden' })).toBeVisible();
    // with the right pair, nothing of the kind
    await page.goto(`/me/profile/rewards?${memberQuery(m)}`);
    await expect(page.getByTestId('my-rewards-empty')).toBeVisible();
    await expect(page.getByTestId('sign-in-problem')).toHaveCount(0);
  });
});
