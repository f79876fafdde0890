import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { audit, expectNoSerious, settled } from './axe';
import { befriend, buyReward, createCollector, createOnboardedCollector, createRichMember, demoRewardId, memberQuery, type CreatedCollector } from './helpers';

// The accessibility gate (docs/reliability.md "Accessibility"), its targeted half: axe with
// the dialogs open; focus kept in a dialog and given back; the redeem flow, the prize wheel and the quiz
// with the keyboard alone. 0 serious or critical. Every page, popup and console page: e2e/audit-crawl.spec.ts.

// The tests are independent (each its own member): both workers share them.
test.describe.configure({ mode: 'parallel' });

// ---- Dialogs: axe with the dialog open, focus kept inside, given back on close ----

const inDialog = (page: Page) => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));

/** Tab and Shift+Tab, twice around the dialog: focus never leaves it. */
async function expectFocusTrapped(page: Page, dialog: Locator) {
  const count = await dialog.evaluate(
    (d) => d.querySelectorAll('a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex="0"]').length,
  );
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < count * 2 + 1; i++) {
      await page.keyboard.press(key);
      expect(await inDialog(page), `${key} ×${i + 1} left the dialog`).toBe(true);
    }
  }
}

const isFocused = (l: Locator) => l.evaluate((el) => el === document.activeElement);

/** Presses Tab until `target` has the focus (the keyboard's way there), at most `max` times. */
async function tabTo(page: Page, target: Locator, max = 80) {
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i++) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  expect(await isFocused(target), `Tab never reached ${target.toString()}`).toBe(true);
}

/** Opens a dialog with Enter on its opener, audits it, checks the trap, closes it with `close`; focus back on the opener. */
async function dialogCheck(page: Page, opener: Locator, name: string, close: (dialog: Locator) => Promise<void>, findings: string[]) {
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  expect(await inDialog(page), 'focus moved into the dialog').toBe(true);
  findings.push(...(await audit(page, new URL(page.url()).pathname, `dialog «${name}»`)));
  await expectFocusTrapped(page, dialog);
  await close(dialog);
  await expect(dialog).toHaveCount(0);
  await expect.poll(() => isFocused(opener), 'focus is back on the opener').toBe(true);
}

const ADDRESS = {
  salutation: 'Frau',
  firstname: 'Erika',
  lastname: 'Muster',
  street: 'Hauptstraße',
  street_nr: '1',
  postcode: '6900',
  city: 'Bregenz',
  country: 'Österreich',
};
const escape = (page: Page) => async () => page.keyboard.press('Escape');
/** Closes a dialog the keyboard's way: Tab to its button `name`, Enter. */
const pressButton = (page: Page, name: string) => async (dialog: Locator) => {
  await tabTo(page, dialog.getByRole('button', { name, exact: true }));
  await page.keyboard.press('Enter');
};

/** An identified member with a username (the friends need one), onboarding seen. */
async function namedMember(request: APIRequestContext, name: string) {
  const username = `${name}${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 5)}`;
  const created = await createOnboardedCollector(request, { id: `e2e-a11y-${username}`, username });
  return { ...(created as Required<CreatedCollector>), username };
}

test.describe('dialogs', () => {
  test('onboarding: audited open, focus kept inside, Escape skips', async ({ page, request }) => {
    const { collector_token } = await createCollector(request);
    await page.goto(`/me/overview?collector_token=${collector_token}`);
    const dialog = page.getByRole('dialog', { name: 'Willkommen bei Räppli' });
    await expect(dialog.getByRole('button', { name: 'Weiter' })).toBeFocused();
    const findings = await audit(page, '/me/overview', 'dialog «Willkommen bei Räppli»');
    await expectFocusTrapped(page, dialog);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    expectNoSerious(findings);
  });

  test('cancel an order, use a coupon, opt out: each dialog audited, focus trapped and given back', async ({ page, request }) => {
    test.setTimeout(90_000);
    const m = await createRichMember(request, 1000);
    await buyReward(request, m, 'Ländle-Kochbuch', { quantity: 1, address: ADDRESS });
    const { order_id } = await buyReward(request, m, 'Kaffee im Stadtcafé');
    const findings: string[] = [];

    await page.goto(`/me/profile/rewards?${memberQuery(m)}`);
    const book = page.getByTestId('my-order').filter({ has: page.getByRole('heading', { name: 'Ländle-Kochbuch', exact: true }) });
    await dialogCheck(page, book.getByRole('button', { name: 'Stornieren' }), 'Prämie stornieren', escape(page), findings);

    await page.goto(`/me/rewards/detail/coupon/${order_id}?${memberQuery(m)}`);
    const use = page.getByRole('button', { name: 'Jetzt verwenden' });
    await dialogCheck(page, use, 'Gutschein jetzt verwenden?', pressButton(page, 'Später verwenden'), findings);

    await page.goto(`/me/overview?${memberQuery(m)}`);
    await expect(page.getByTestId('balance')).toBeVisible();
    await dialogCheck(page, page.getByRole('button', { name: 'Aus dem Räppli-Programm austreten' }), 'Aus Räppli austreten', escape(page), findings);
    expectNoSerious(findings);
  });

  test('remove a friend, remove the avatar: each dialog audited, focus trapped and given back', async ({ page, request }) => {
    test.setTimeout(120_000);
    const [me, friend] = await Promise.all([namedMember(request, 'hanna'), namedMember(request, 'moritz')]);
    await befriend(request, me, friend);
    const picture = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 200, g: 16, b: 46 } } })
      .png()
      .toBuffer();
    const uploaded = await request.post('/sso/avatar', {
      multipart: { file: { name: 'ich.png', mimeType: 'image/png', buffer: picture }, hash: me.hash, token: me.token },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(200);
    const findings: string[] = [];

    await page.goto(`/me/friends?${memberQuery(me)}`);
    const row = page.getByTestId('friend-list').locator(`[data-username="${friend.username}"]`);
    await dialogCheck(page, row.getByRole('button', { name: 'Entfernen' }), `${friend.username} entfernen?`, escape(page), findings);
    await expect(row).toBeVisible();

    await page.goto(`/me/profile/avatar?${memberQuery(me)}`);
    await dialogCheck(page, page.getByRole('button', { name: 'Profilbild entfernen' }), 'Profilbild entfernen?', pressButton(page, 'Behalten'), findings);
    await expect(page.getByTestId('header-avatar')).toHaveCount(1);
    expectNoSerious(findings);
  });

  // The demo's one prize to claim, the Kochbuch, is won once a business day on the whole server (and
  // games.spec.ts must win it): the wheel's answers are staged here, for a real member, and nothing is
  // booked — the spin comes back as a win of the prize, the wheel's state then lists it to claim.
  test('claim a prize of the wheel widget: the claim dialog audited, focus trapped, «Abbrechen» gives focus back', async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const m = await createRichMember(request, 0);
    const prize = {
      spin_id: randomUUID(),
      reward_id: await demoRewardId(request, 'Ländle-Kochbuch'),
      title: 'Ländle-Kochbuch',
      needs: 'address',
      claim_until: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    };
    const done = { available: false, next_spin_at: new Date(Date.now() + 86_400_000).toISOString() };
    let segments: { id: number; kind: string }[] = [];
    let won = false;
    await page.route(
      (url) => url.pathname === '/api/prizewheel',
      async (route) => {
        const response = await route.fetch();
        const wheel = (await response.json()) as { segments: typeof segments };
        segments = wheel.segments;
        await route.fulfill({ response, json: won ? { ...wheel, spin: done, prizes: [prize] } : wheel });
      },
    );
    await page.route(
      (url) => url.pathname === '/api/prizewheel/spin',
      async (route) => {
        won = true;
        // The Kochbuch's segment, if today's wheel still has it (else the outcome shows without a turn).
        const segment = segments.find((s) => s.kind === 'reward')?.id ?? -1;
        const outcome = { kind: 'reward', amount: null, reward_id: prize.reward_id, order_id: null, claim_required: true, claim_until: prize.claim_until };
        await route.fulfill({ status: 201, json: { spin_id: prize.spin_id, segment_id: segment, outcome, balance: 10, spin: done } });
      },
    );
    await page.goto(`/widget/prizewheel?${memberQuery(m)}`);
    await tabTo(page, page.getByTestId('spin'));
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('spin-outcome')).toHaveAttribute('data-kind', 'reward');
    const findings: string[] = [];
    await dialogCheck(page, page.getByTestId('claim-start'), 'Preis anfordern', pressButton(page, 'Abbrechen'), findings);
    expectNoSerious(findings);
  });
});

test("the redeem flow's first dialogs: delivery address, raffle tickets, donation", async ({ page, request }) => {
  test.setTimeout(90_000);
  const m = await createRichMember(request, 1000);
  const { items } = (await (await request.get('/api/rewards')).json()) as { items: { id: number; title: string }[] };
  const findings: string[] = [];
  for (const [title, name] of [
    ['Ländle-Kochbuch', 'Lieferadresse'],
    ['Wochenende am Bodensee', 'Wie viele Lose?'],
    ['Tafel Vorarlberg', 'Wie viel möchtest du spenden?'],
  ]) {
    const reward = items.find((r) => r.title.startsWith(title!));
    expect(reward, `demo reward ${title}`).toBeTruthy();
    await page.goto(`/me/rewards/detail/${reward!.id}?${memberQuery(m)}`);
    await dialogCheck(page, page.getByTestId('redeem-start'), name!, escape(page), findings);
  }
  expectNoSerious(findings);
});

// ---- The keyboard alone ----

test.describe('with the keyboard alone', () => {
  test('redeem the e-book from the shop', async ({ page, request }) => {
    test.setTimeout(120_000);
    const m = await createRichMember(request, 500);
    const findings: string[] = [];
    await page.goto(`/me/rewards?${memberQuery(m)}`);
    await settled(page);
    const title = 'E-Book: Wanderungen im Ländle';
    await tabTo(page, page.getByRole('link', { name: new RegExp(title) }).first(), 120);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await tabTo(page, page.getByTestId('redeem-start'));
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Einlösen bestätigen' });
    await expect(confirm).toBeVisible();
    findings.push(...(await audit(page, '/me/rewards/detail/:reward', 'dialog «Einlösen bestätigen»')));
    await tabTo(page, confirm.getByTestId('redeem-submit'), 20);
    await page.keyboard.press('Enter');
    const success = page.getByRole('dialog', { name: 'Geschafft!' });
    await expect(success.getByTestId('redeem-success')).toContainText(`«${title}» gehört dir.`);
    findings.push(...(await audit(page, '/me/rewards/detail/:reward', 'dialog «Geschafft!»')));
    await page.keyboard.press('Escape');
    await expect(success).toHaveCount(0);
    expectNoSerious(findings);
  });

  test('spin the prize wheel (reduced motion)', async ({ page, request }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const m = await createRichMember(request, 0);
    await page.goto(`/me/challenges?${memberQuery(m)}`);
    await tabTo(page, page.getByTestId('spin'));
    const spun = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/prizewheel/spin');
    await page.keyboard.press('Enter');
    expect((await spun).status()).toBe(201);
    await expect(page.getByTestId('spin-outcome')).toBeVisible();
    expectNoSerious(await audit(page, '/me/challenges', 'wheel landed'));
  });

  test('answer a quiz to its result', async ({ page, request }) => {
    const m = await createRichMember(request, 0);
    await page.goto(`/me/challenges?${memberQuery(m)}`);
    const tile = page.getByTestId('quiz-tile').filter({ hasText: 'Wie gut kennst du das Ländle?' });
    await tabTo(page, tile.getByRole('button', { name: 'Quiz starten' }));
    await page.keyboard.press('Enter');
    const question = page.getByTestId('quiz-question');
    const findings: string[] = [];
    for (let position = 1; position <= 5; position++) {
      await expect(question).toHaveAttribute('data-position', String(position));
      // The first answer: Tab into the group, Space chooses it.
      const first = question.locator('input[type="radio"], input[type="checkbox"]').first();
      await tabTo(page, first, 30);
      await page.keyboard.press('Space');
      await expect(first).toBeChecked();
      if (position === 1) findings.push(...(await audit(page, '/me/challenges', 'quiz question')));
      await tabTo(page, page.getByTestId('quiz-next'), 20);
      await page.keyboard.press('Enter');
    }
    await expect(page.getByTestId('quiz-result').getByTestId('quiz-score')).toHaveText(/von 5 richtig/);
    findings.push(...(await audit(page, '/me/challenges', 'quiz result')));
    expectNoSerious(findings);
  });
});
