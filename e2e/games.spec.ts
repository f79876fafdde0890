import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_API_KEY, E2E_BASE_URL } from './env';
import {
  createCollector,
  createOnboardedCollector,
  createRichMember,
  DEMO_EDITOR,
  demoRewardId,
  layoutShift,
  memberQuery,
  observeLayoutShift,
  screenLoaded,
  shootAtWidths,
  skipOnboarding,
  type CreatedCollector,
} from './helpers';

// The games as members play them (docs/games.md "Pages"): /me/challenges with a tile
// per game, the prize wheel (the server draws, the wheel turns to what it drew), a prize of the wheel
// claimed with an address, the quiz to its result and the trial, the errors with their retry, and
// both widgets. The demo wheel (lib/server/db/seed-prizewheel.ts) is random: each check compares what
// the page shows with the answer the server gave; the claim's test adds a prize segment of its own
// through the console's API and stages the page as it was before a win (see there). Screenshots
// at 375 and 412 px (test-results/screenshots/games-*.png).

type Member = Required<CreatedCollector>;
type Segment = { id: number; kind: string; label: string; amount: number | null; reward_id: number | null };
type SpinResult = {
  spin_id: string;
  segment_id: number;
  outcome: { kind: string; amount: number | null; reward_id: number | null; order_id: number | null; claim_required: boolean; claim_until: string | null };
  balance: number;
  spin: { available: boolean; next_spin_at: string | null };
};

const KOCHBUCH = 'Ländle-Kochbuch';
const QUIZ = 'Wie gut kennst du das Ländle?';
const OVER_QUIZ = 'Wintersport-Quiz';
const ADDRESS = { firstname: 'Lea', lastname: 'Gruber', street: 'Seestraße', street_nr: '4', postcode: '6900', city: 'Bregenz' };

const shoot = (page: Page, name: string, fullPage = true) => shootAtWidths(page, name, [375, 412], (w) => `games-${name}-${w}`, { fullPage });
const de = (n: number) => new Intl.NumberFormat('de-DE').format(n);
let seq = 0;
const key = () => `e2e-games-${Date.now().toString(36)}-${++seq}-${Math.random().toString(36).slice(2, 8)}`;

async function wheelOf(request: APIRequestContext, token: string) {
  const res = await request.get(`/api/prizewheel?collector_token=${token}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as { segments: Segment[]; spin: { available: boolean }; prizes: { spin_id: string; title: string }[] };
}

/** Spins for a member through the API (a retry spins again); the last answer and the key it was sent with. */
async function spinUntilDone(request: APIRequestContext, m: Member): Promise<{ result: SpinResult; key: string }> {
  for (;;) {
    const k = key();
    const res = await request.post(`/api/prizewheel/spin?${memberQuery(m)}`, { headers: { 'Idempotency-Key': k } });
    expect(res.status(), await res.text()).toBe(201);
    const result = (await res.json()) as SpinResult;
    if (result.outcome.kind !== 'retry') return { result, key: k };
  }
}

/** What the outcome says for an answer of the server (messages/de.json games.wheel.outcome). */
function outcomeText(result: SpinResult, segment: Segment): string {
  switch (result.outcome.kind) {
    case 'points':
      return `+${de(result.outcome.amount!)} Räppli`;
    case 'pass':
    case 'reward':
      return `Gewonnen: ${segment.label}!`;
    case 'retry':
      return 'Nochmal drehen!';
    default:
      return 'Leider nichts gewonnen';
  }
}

/** The segment drawn under the wheel's pointer (just below its tip), as the member sees it. */
async function segmentUnderPointer(page: Page): Promise<number | null> {
  const box = (await page.getByTestId('wheel').boundingBox())!;
  return page.evaluate(
    ([x, y]) => {
      const hit = document.elementFromPoint(x!, y!)?.closest('[data-segment]');
      return hit ? Number(hit.getAttribute('data-segment')) : null;
    },
    [box.x + box.width / 2, box.y + (box.height * 40) / 300],
  );
}

const spinResponse = (page: Page) => page.waitForResponse((r) => new URL(r.url()).pathname === '/api/prizewheel/spin' && r.request().method() === 'POST');

test.describe.configure({ mode: 'serial' });

/**
 * A reward segment of the spec's own for the Kochbuch, published through the console API as an editor
 * would, archived when the test is done: the demo's Kochbuch segment gives one prize a business day on
 * the whole server, and other specs spin the same wheel (docs/conventions.md 18: a spec owns what it needs).
 */
async function ownRewardSegment(request: APIRequestContext) {
  const headers = { Origin: E2E_BASE_URL };
  expect((await request.post('/api/console/session', { headers, data: DEMO_EDITOR })).status()).toBe(200);
  const data = { label: 'Kochbuch (E2E)', kind: 'reward', reward_id: await demoRewardId(request, KOCHBUCH), weight: 60, daily_budget: 5, position: 98 };
  const created = await request.post('/api/console/prizewheel/segments', { headers, data });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  expect((await request.post(`/api/console/prizewheel/segments/${id}/publish`, { headers })).status()).toBe(200);
  return {
    id,
    archive: async () => expect((await request.post(`/api/console/prizewheel/segments/${id}/archive`, { headers })).status()).toBe(200),
  };
}

test('a member wins a prize on the wheel, claims it with an address and finds it in "Meine Prämien"', async ({ page, request, playwright }) => {
  const editor = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  const segment = await ownRewardSegment(editor);
  try {
    await winAndClaim(page, request, segment.id);
  } finally {
    await segment.archive();
    await editor.dispose();
  }
});

async function winAndClaim(page: Page, request: APIRequestContext, segmentId: number) {
  const probe = await createOnboardedCollector(request);
  const before = (await wheelOf(request, probe.collector_token)).segments;
  const book = before.find((s) => s.id === segmentId);
  expect(book, "the spec's own reward segment is on the wheel").toBeTruthy();
  // The server draws, at random: members spin (through the API) until one wins the spec's prize.
  let winner: Member | null = null;
  let won: { result: SpinResult; key: string } | null = null;
  for (let i = 0; i < 500 && !winner; i++) {
    const m = (await createCollector(request, { id: `e2e-wheel-${Date.now().toString(36)}-${i}` })) as Member;
    const spun = await spinUntilDone(request, m);
    if (spun.result.segment_id === segmentId) [winner, won] = [m, spun];
  }
  expect(winner, "the spec's prize was won within 500 spins").not.toBeNull();
  expect(won!.result.outcome).toMatchObject({ reward_id: book!.reward_id, claim_required: true, order_id: null });
  await skipOnboarding(request, winner!.collector_token);

  // As the winner finds the page on a later visit: the prize waits, today's spin is used.
  await page.goto(`/me/challenges?${memberQuery(winner!)}`);
  await expect(page.getByTestId('tile-wheel').getByTestId('tile-state')).toHaveText('Gewinn wartet');
  await expect(page.getByTestId('wheel-prize')).toContainText(`«${KOCHBUCH}»: Fordere deinen Preis bis einschließlich`);
  await expect(page.getByTestId('wheel-state')).toContainText('Heute hast du schon gedreht.');
  await expect(page.getByTestId('next-spin')).toHaveText(/^Nächster Dreh: morgen ab \d{2}:\d{2} Uhr\.$/);

  // As the winner lived it: the page as it was before the spin (the wheel with the book, a spin
  // free), and "Drehen" sent with the winning spin's key, so the server answers that spin again
  // (the same key, the first answer). Everything after the spin is the server's as it is.
  let spun = false;
  await page.route(
    (url) => url.pathname === '/api/prizewheel',
    async (route) => {
      const response = await route.fetch();
      const now = (await response.json()) as { spin: unknown };
      await route.fulfill({ response, json: spun ? now : { ...now, segments: before, spin: { available: true, next_spin_at: null } } });
    },
  );
  await page.route(
    (url) => url.pathname === '/api/prizewheel/spin',
    async (route) => {
      spun = true;
      await route.continue({ headers: { ...route.request().headers(), 'idempotency-key': won!.key } });
    },
  );
  await page.reload();
  const [response] = await Promise.all([spinResponse(page), page.getByTestId('spin').click()]);
  expect(response.status()).toBe(201);
  expect(await response.json()).toEqual(won!.result);
  const outcome = page.getByTestId('spin-outcome');
  await expect(outcome).toHaveAttribute('data-kind', 'reward', { timeout: 8000 });
  await expect(outcome).toContainText(`Gewonnen: ${book!.label}!`);
  await expect(outcome).toContainText(/Fordere deinen Preis bis einschließlich \d{1,2}\. \S+ \d{4} an, sonst verfällt er\./);
  expect(await segmentUnderPointer(page)).toBe(book!.id);
  // The prize is the outcome's now, not listed twice.
  await expect(page.getByTestId('wheel-prizes')).toHaveCount(0);
  await shoot(page, 'wheel-prize-won');

  await outcome.getByRole('button', { name: 'Preis anfordern' }).click();
  const dialog = page.getByRole('dialog', { name: 'Preis anfordern' });
  await expect(dialog).toContainText(`Wohin sollen wir «${KOCHBUCH}» schicken?`);
  await dialog.getByTestId('address-submit').click();
  await expect(dialog.getByTestId('redeem-error')).toHaveText('Bitte fülle alle Felder aus.');
  await expect(dialog.getByRole('textbox', { name: 'Straße' })).toHaveAttribute('aria-invalid', 'true');
  await shoot(page, 'claim-dialog', false);
  await dialog.getByRole('combobox', { name: 'Anrede' }).selectOption('Frau');
  await dialog.getByRole('textbox', { name: 'Vorname' }).fill(ADDRESS.firstname);
  await dialog.getByRole('textbox', { name: 'Nachname' }).fill(ADDRESS.lastname);
  await dialog.getByRole('textbox', { name: 'Straße' }).fill(ADDRESS.street);
  await dialog.getByRole('textbox', { name: 'Nr.' }).fill(ADDRESS.street_nr);
  await dialog.getByRole('textbox', { name: 'PLZ' }).fill(ADDRESS.postcode);
  await dialog.getByRole('textbox', { name: 'Ort' }).fill(ADDRESS.city);
  const [claim] = await Promise.all([
    page.waitForResponse((r) => r.url().includes(`/api/prizewheel/spins/${won!.result.spin_id}/claim`)),
    dialog.getByTestId('address-submit').click(),
  ]);
  expect(claim.status()).toBe(200);
  expect(claim.request().headers()['idempotency-key']).toMatch(/^web-/);
  const { order_id } = (await claim.json()) as { order_id: number };
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('claim-notice')).toHaveText(`Danke! Dein Preis «${KOCHBUCH}» ist angefordert. Du findest ihn unter «Meine Prämien».`);
  await expect(page.getByTestId('wheel-prizes')).toHaveCount(0);
  expect((await wheelOf(request, winner!.collector_token)).prizes).toEqual([]);

  // The operators see where it goes.
  const orders = (await (
    await request.get(`/api/host/orders?reward_id=${book!.reward_id}&limit=200`, { headers: { Authorization: `Bearer ${E2E_API_KEY}` } })
  ).json()) as {
    items: { id: number; cost: number; contact: { address?: { city?: string; street?: string } } }[];
  };
  expect(orders.items.find((o) => o.id === order_id)).toMatchObject({ cost: 0, contact: { address: { city: ADDRESS.city, street: ADDRESS.street } } });

  await page.getByRole('link', { name: 'Zu meinen Prämien' }).click();
  await expect(page).toHaveURL(/\/me\/profile\/rewards\?/);
  const item = page.locator(`[data-testid="my-order"][data-order-id="${order_id}"]`);
  await expect(item.getByRole('heading', { name: KOCHBUCH })).toBeVisible();
  await expect(item.getByTestId('order-cost')).toHaveText('Gratis');
  await expect(item.getByTestId('order-state')).toHaveText('Status: in Bearbeitung');
}

test('an identified member spins: the wheel turns about four seconds to the segment the server drew and says what it gave', async ({ page, request }) => {
  const m = await createRichMember(request, 0);
  await page.goto(`/me/challenges?${memberQuery(m)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Spiele' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await expect(nav.getByRole('link', { name: 'Spiele' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('tile-wheel').getByTestId('tile-state')).toHaveText('Heute noch frei');
  await expect(page.getByTestId('tile-quiz').getByTestId('tile-state')).toHaveText('1 Quiz offen');
  await expect(page.getByTestId('wheel-state')).toContainText('Heute hast du einen Dreh frei.');
  const segments = (await wheelOf(request, m.collector_token)).segments;
  await expect(page.getByTestId('wheel').locator('[data-segment]')).toHaveCount(segments.length);
  await expect(page.getByTestId('wheel')).toHaveAttribute('aria-label', `Glücksrad mit ${segments.length} Feldern: ${segments.map((s) => s.label).join(', ')}`);
  await screenLoaded(page);
  await shoot(page, 'challenges');

  // A retry grants another spin: spin until the day's spins are used (at most a few).
  let last: SpinResult | null = null;
  // The demo wheel's reward segment (one win a day on the whole server) may fall to this member: a prize then waits for its claim.
  let prizeWaiting = false;
  for (let i = 0; i < 10 && (!last || last.spin.available); i++) {
    const started = Date.now();
    const [response] = await Promise.all([spinResponse(page), page.getByTestId('spin').click()]);
    expect(response.status()).toBe(201);
    expect(response.request().headers()['idempotency-key']).toMatch(/^web-/);
    last = (await response.json()) as SpinResult;
    const segment = segments.find((s) => s.id === last!.segment_id)!;
    await expect(page.getByTestId('prizewheel')).toHaveAttribute('data-phase', 'turning');
    const outcome = page.getByTestId('spin-outcome');
    await expect(outcome).toHaveAttribute('data-segment', String(last.segment_id), { timeout: 8000 });
    // The outcome waits for the wheel, which turns about four seconds.
    expect(Date.now() - started).toBeGreaterThan(3500);
    await expect(outcome).toHaveAttribute('data-kind', last.outcome.kind);
    await expect(outcome).toContainText(outcomeText(last, segment));
    await expect(page.getByTestId('wheel')).toHaveAttribute('data-pointer-segment', String(last.segment_id));
    expect(await segmentUnderPointer(page)).toBe(last.segment_id);
    if (last.outcome.kind === 'points') await expect(outcome).toContainText(`Glückwunsch! Dein neues Guthaben: ${de(last.balance)} Räppli.`);
    if (last.outcome.kind === 'pass')
      await expect(outcome.getByRole('link', { name: 'Zum Pass' })).toHaveAttribute(
        'href',
        new RegExp(`/me/rewards/detail/custom/${last.outcome.order_id}\\?`),
      );
    if (last.outcome.kind === 'retry') await expect(outcome.getByTestId('spin')).toBeVisible();
    if (last.outcome.claim_required) prizeWaiting = true;
  }
  expect(last!.spin.available).toBe(false);
  await expect(page.getByTestId('next-spin')).toHaveText(/^Nächster Dreh: morgen ab \d{2}:\d{2} Uhr\.$/);
  await expect(page.getByTestId('header-balance')).toContainText(de(last!.balance));
  await shoot(page, 'wheel-after-spin', false);

  // Back another time today: done, and when the next spin comes.
  await page.reload();
  await expect(page.getByTestId('wheel-state')).toContainText('Heute hast du schon gedreht.');
  // A prize waiting for its claim comes first on the tile (components/games/tile-states.tsx).
  await expect(page.getByTestId('tile-wheel').getByTestId('tile-state')).toHaveText(prizeWaiting ? 'Gewinn wartet' : 'Morgen wieder');
  await expect(page.getByTestId('spin')).toHaveCount(0);
});

test('with reduced motion the wheel does not turn: the result shows at once', async ({ page, request }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const m = await createRichMember(request, 0);
  await page.goto(`/me/challenges?${memberQuery(m)}`);
  await expect(page.getByTestId('spin')).toBeVisible();
  // Every phase the wheel passes through, recorded in the page: without motion it never turns.
  await page.getByTestId('prizewheel').evaluate((wheel) => {
    const phases: string[] = [];
    (window as unknown as { phases: string[] }).phases = phases;
    new MutationObserver(() => phases.push(wheel.getAttribute('data-phase') ?? '')).observe(wheel, { attributes: true, attributeFilter: ['data-phase'] });
  });
  const [response] = await Promise.all([spinResponse(page), page.getByTestId('spin').click()]);
  const result = (await response.json()) as SpinResult;
  await expect(page.getByTestId('spin-outcome')).toHaveAttribute('data-segment', String(result.segment_id));
  await expect(page.getByTestId('prizewheel')).toHaveAttribute('data-phase', 'landed');
  const phases = await page.evaluate(() => (window as unknown as { phases: string[] }).phases);
  expect(phases).toContain('landed');
  expect(phases).not.toContain('turning');
  expect(await segmentUnderPointer(page)).toBe(result.segment_id);
});

test('a spin that could not be saved says so and points to the profile; "Drehen" again sends the same attempt', async ({ page, request }) => {
  const m = await createRichMember(request, 0);
  await page.goto(`/me/challenges?${memberQuery(m)}`);
  await expect(page.getByTestId('spin')).toBeVisible();
  const keys: string[] = [];
  let failing = true;
  await page.route(
    (url) => url.pathname === '/api/prizewheel/spin',
    async (route) => {
      keys.push(route.request().headers()['idempotency-key']!);
      if (failing)
        return route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'INTERNAL_ERROR', message: 'Ein unerwarteter Fehler ist aufgetreten.' } }),
        });
      return route.continue();
    },
  );
  await page.getByTestId('spin').click();
  await expect(page.getByTestId('spin-error')).toHaveText(
    'Dein Dreh konnte nicht gespeichert werden. Bitte prüfe in deinem Profil, ob du angemeldet bist, und versuche es dann noch einmal.',
  );
  await expect(page.getByTestId('spin')).toHaveText('Erneut versuchen');
  // The wrapper asked three times (retries of one attempt), all with one key.
  expect(keys.length).toBe(3);
  expect(new Set(keys).size).toBe(1);
  await shoot(page, 'wheel-save-error', false);

  failing = false;
  const [response] = await Promise.all([spinResponse(page), page.getByTestId('spin').click()]);
  expect(response.status()).toBe(201);
  expect(keys.at(-1)).toBe(keys[0]);
  await expect(page.getByTestId('spin-outcome')).toBeVisible({ timeout: 8000 });
});

test('an anonymous member sees the wheel and is asked to log in; the quiz is open to them', async ({ page, request }) => {
  const m = await createOnboardedCollector(request);
  await page.goto(`/me/challenges?collector_token=${m.collector_token}`);
  await expect(page.getByTestId('wheel').locator('[data-segment]').first()).toBeVisible();
  await expect(page.getByTestId('wheel-login')).toHaveText('Melde dich an, um am Glücksrad zu drehen.');
  await expect(page.getByTestId('wheel-state').getByRole('link', { name: 'Jetzt anmelden' })).toBeVisible();
  await expect(page.getByTestId('spin')).toHaveCount(0);
  await expect(page.getByTestId('tile-wheel').getByTestId('tile-state')).toHaveText('Bitte anmelden');
  await expect(page.getByTestId('quiz-tile').filter({ hasText: QUIZ }).getByRole('button', { name: 'Quiz starten' })).toBeVisible();
  await shoot(page, 'challenges-anonymous');
  // The server says the same to a spin that goes around the page.
  const res = await request.post(`/api/prizewheel/spin?collector_token=${m.collector_token}`, { headers: { 'Idempotency-Key': key() } });
  expect(res.status()).toBe(403);
});

/** Answers a question on the page by the texts of the answers to choose. */
async function answer(page: Page, position: number, texts: string[], kind: 'radio' | 'checkbox') {
  const question = page.getByTestId('quiz-question');
  await expect(question).toHaveAttribute('data-position', String(position));
  await expect(question.getByText(`Frage ${position} von 5`)).toBeVisible();
  for (const text of texts) await question.getByRole(kind, { name: text }).check();
}

test('a member plays a quiz to the result screen, sees the solution and takes the four-week trial', async ({ page, request }) => {
  const m = await createRichMember(request, 0);
  await page.goto(`/me/challenges?${memberQuery(m)}`);
  const tile = page.getByTestId('quiz-tile').filter({ hasText: QUIZ });
  await expect(tile.getByTestId('quiz-state')).toHaveText('Noch nicht gespielt');
  await expect(tile).toContainText('5 Fragen · 50 Räppli zu gewinnen');
  await expect(page.getByTestId('quiz-tile').filter({ hasText: OVER_QUIZ }).getByTestId('quiz-state')).toHaveText('Vorbei');
  await tile.getByRole('button', { name: 'Quiz starten' }).click();

  const question = page.getByTestId('quiz-question');
  await expect(question.getByText('Frage 1 von 5')).toBeVisible();
  await expect(question.getByRole('radio')).toHaveCount(3);
  await expect(question).toContainText('Wähle eine Antwort.');
  // Nothing chosen: it says so instead of going on.
  await page.getByTestId('quiz-next').click();
  await expect(question.getByRole('alert')).toHaveText('Bitte wähle zuerst eine Antwort.');
  await answer(page, 1, ['Bregenz'], 'radio');
  await shoot(page, 'quiz-question', false);
  await page.getByTestId('quiz-next').click();
  await answer(page, 2, ['Bodensee'], 'radio');
  // Back keeps the choice.
  await page.getByRole('button', { name: 'Zurück' }).click();
  await expect(question.getByRole('radio', { name: 'Bregenz' })).toBeChecked();
  await page.getByTestId('quiz-next').click();
  await page.getByTestId('quiz-next').click();
  await expect(question.getByRole('checkbox')).toHaveCount(4);
  await expect(question).toContainText('Mehrere Antworten sind richtig: Wähle alle aus.');
  await answer(page, 3, ['Deutschland', 'Schweiz', 'Liechtenstein'], 'checkbox');
  await shoot(page, 'quiz-question-multiple', false);
  await page.getByTestId('quiz-next').click();
  await answer(page, 4, ['Inn'], 'radio');
  await page.getByTestId('quiz-next').click();
  await answer(page, 5, ['Die Seebühne'], 'radio');
  await expect(page.getByTestId('quiz-next')).toHaveText('Auswerten');
  const [response] = await Promise.all([page.waitForResponse((r) => /\/api\/quizzes\/\d+\/submission/.test(r.url())), page.getByTestId('quiz-next').click()]);
  expect(response.status()).toBe(200);
  const result = (await response.json()) as { correct_count: number; passed: boolean; points_awarded: number; balance: number; trial: { available: boolean } };
  expect(result).toMatchObject({ correct_count: 4, passed: true, points_awarded: 50, trial: { available: true } });

  const screen = page.getByTestId('quiz-result');
  await expect(screen.getByTestId('quiz-score')).toHaveText('4 von 5 richtig');
  await expect(screen.getByTestId('quiz-verdict')).toHaveText('Bestanden!');
  await expect(screen.getByTestId('quiz-points')).toHaveText('+50 Räppli');
  await expect(screen).toContainText(`Dein neues Guthaben: ${de(result.balance)} Räppli.`);
  const review = screen.getByTestId('quiz-review');
  await expect(review).toHaveCount(5);
  await expect(review.nth(2).getByTestId('quiz-correct-answers')).toHaveText('Richtige Antworten: Deutschland, Schweiz, Liechtenstein');
  await expect(review.nth(3)).toHaveAttribute('data-correct', 'false');
  await expect(review.nth(3)).toContainText('Richtige Antwort: Rhein');
  await expect(review.nth(3)).toContainText('Deine Antwort: Inn');
  await expect(page.getByTestId('header-balance')).toContainText(de(result.balance));
  await shoot(page, 'quiz-result');

  const trial = screen.getByTestId('quiz-trial');
  const started = Date.now();
  await trial.getByRole('button', { name: '4 Wochen Premium gratis testen' }).click();
  await expect(trial.getByTestId('quiz-trial-done')).toHaveText(
    /^Freigeschaltet! Du liest alle Premium-Artikel gratis bis \d{1,2}\. \S+ \d{4}, \d{2}:\d{2} Uhr\.$/,
  );
  const entitlements = await request.get(`/api/host/collectors/${m.collector_token}/entitlements`, { headers: { Authorization: `Bearer ${E2E_API_KEY}` } });
  const until = new Date(((await entitlements.json()) as { premium_until: string }).premium_until).getTime();
  expect(until).toBeGreaterThan(started + 28 * 86_400_000 - 60_000);
  expect(until).toBeLessThan(Date.now() + 28 * 86_400_000 + 60_000);
  await shoot(page, 'quiz-trial');

  // Back to the list: played, and opened again its summary (no second play).
  await screen.getByRole('button', { name: 'Zu allen Quiz' }).click();
  await expect(tile.getByTestId('quiz-state')).toHaveText('Gespielt: 4 von 5 richtig');
  await expect(page.getByTestId('tile-quiz').getByTestId('tile-state')).toHaveText('Alle gespielt');
  await tile.getByRole('button', { name: 'Ergebnis ansehen' }).click();
  await expect(page.getByTestId('quiz-played')).toContainText('Du hast dieses Quiz schon gespielt: 4 von 5 Fragen richtig.');
  await expect(page.getByTestId('quiz-played')).toContainText('Bestanden!');
  await expect(page.getByTestId('quiz-question')).toHaveCount(0);
});

test('a quiz that cannot be loaded or sent says so, and "Erneut versuchen" goes on (the answers keep their key)', async ({ page, request }) => {
  const m = await createOnboardedCollector(request);
  let listFails = true;
  await page.route(
    (url) => url.pathname === '/api/quizzes',
    (route) => (listFails ? route.abort('connectionrefused') : route.continue()),
  );
  await page.goto(`/me/challenges?collector_token=${m.collector_token}`);
  const failed = page.getByTestId('quiz-load-failed');
  await expect(failed).toContainText('Das Quiz konnte nicht geladen werden.', { timeout: 15_000 });
  listFails = false;
  await failed.getByRole('button', { name: 'Erneut versuchen' }).click();
  const tile = page.getByTestId('quiz-tile').filter({ hasText: QUIZ });
  await tile.getByRole('button', { name: 'Quiz starten' }).click();

  const keys: string[] = [];
  let sendFails = true;
  await page.route(
    (url) => /^\/api\/quizzes\/\d+\/submission$/.test(url.pathname),
    async (route) => {
      keys.push(route.request().headers()['idempotency-key']!);
      if (sendFails)
        return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: { code: 'INTERNAL_ERROR', message: 'x' } }) });
      return route.continue();
    },
  );
  for (const [position, texts] of [
    [1, ['Feldkirch']],
    [2, ['Bodensee']],
    [3, ['Italien']],
    [4, ['Rhein']],
    [5, ['Ein Skirennen']],
  ] as const) {
    await answer(page, position, [...texts], position === 3 ? 'checkbox' : 'radio');
    await page.getByTestId('quiz-next').click();
  }
  const sendFailed = page.getByTestId('quiz-submit-failed');
  await expect(sendFailed).toContainText('Deine Antworten konnten nicht gesendet werden.', { timeout: 15_000 });
  await shoot(page, 'quiz-error', false);
  sendFails = false;
  await sendFailed.getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(page.getByTestId('quiz-score')).toHaveText('2 von 5 richtig');
  await expect(page.getByTestId('quiz-verdict')).toHaveText('Leider nicht bestanden: Dafür brauchst du 4 richtige Antworten.');
  await expect(page.getByTestId('quiz-points')).toHaveCount(0);
  // An anonymous member is offered no trial (it needs a signed-in account).
  await expect(page.getByTestId('quiz-trial')).toHaveCount(0);
  expect(new Set(keys).size).toBe(1);
});

test('the widgets: the wheel and the quiz in the widget layout, without the app frame', async ({ page, request }) => {
  const m = await createRichMember(request, 0);
  await page.goto(`/widget/prizewheel?${memberQuery(m)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Glücksrad' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toHaveCount(0);
  await expect(page.getByTestId('wheel').locator('[data-segment]').first()).toBeVisible();
  await expect(page.getByTestId('spin')).toBeVisible();
  await shoot(page, 'widget-prizewheel');
  const [response] = await Promise.all([spinResponse(page), page.getByTestId('spin').click()]);
  const result = (await response.json()) as SpinResult;
  await expect(page.getByTestId('spin-outcome')).toHaveAttribute('data-segment', String(result.segment_id), { timeout: 8000 });
  await shoot(page, 'widget-prizewheel-spun');

  await page.goto(`/widget/quiz?${memberQuery(m)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Quiz' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByTestId('quiz-tile').filter({ hasText: QUIZ }).getByRole('button', { name: 'Quiz starten' })).toBeVisible();
  await shoot(page, 'widget-quiz');
  await page.getByTestId('quiz-tile').filter({ hasText: QUIZ }).getByRole('button', { name: 'Quiz starten' }).click();
  await expect(page.getByTestId('quiz-question').getByText('Frage 1 von 5')).toBeVisible();
  await shoot(page, 'widget-quiz-question');
});

test('nothing moves while the member, the wheel and the quizzes load', async ({ page, request }) => {
  await observeLayoutShift(page);
  const m = await createRichMember(request, 0);
  await page.goto(`/me/challenges?${memberQuery(m)}`);
  await expect(page.getByTestId('spin')).toBeVisible();
  await expect(page.getByTestId('quiz-tile').first()).toBeVisible();
  await screenLoaded(page);
  const { cls, shifts } = await layoutShift(page);
  console.log(`/me/challenges (identified): layout shift ${cls.toFixed(3)}`);
  expect(cls, JSON.stringify(shifts)).toBeLessThan(0.05);
});

test.describe('without JavaScript the HTML shows the games', () => {
  test.use({ javaScriptEnabled: false });

  test("/me/challenges: title, tiles, both games and the wheel's box", async ({ page, request }) => {
    const m = await createOnboardedCollector(request);
    await page.goto(`/me/challenges?collector_token=${m.collector_token}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Spiele' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Glücksrad' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Quiz' })).toBeVisible();
    await expect(page.getByTestId('tile-wheel')).toContainText('Einmal am Tag drehen');
    const box = await page.getByTestId('wheel-placeholder').boundingBox();
    expect(box?.width).toBeGreaterThan(200);
    expect(box?.height).toBe(box?.width);
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Spiele' })).toHaveAttribute('aria-current', 'page');
  });

  test('the widgets: their titles', async ({ page }) => {
    await page.goto('/widget/prizewheel');
    await expect(page.getByRole('heading', { level: 1, name: 'Glücksrad' })).toBeVisible();
    await page.goto('/widget/quiz');
    await expect(page.getByRole('heading', { level: 1, name: 'Quiz' })).toBeVisible();
  });
});
