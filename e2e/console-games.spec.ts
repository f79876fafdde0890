import { expect, test, type Page } from '@playwright/test';
import { E2E_BASE_URL } from './env';
import { createRichMember, memberQuery, shootAtWidths, consoleLogin } from './helpers';

// The games in the console (docs/games.md, Console): an editor adds a points
// segment with a daily budget to the prize wheel and publishes it — the expected Räppli per spin
// changes and members' wheel shows it; builds a quiz of two questions (one with several right
// answers) in the questions editor and publishes it — members' list shows it; and reads a spin
// in the spins per day. What the specs create is archived again, so the demo's wheel stays as it is.
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const one = new Intl.NumberFormat('de-AT', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const percent = new Intl.NumberFormat('de-AT', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });

test.use({ viewport: { width: 1280, height: 900 } });
// Each editor test fills a whole form and takes screenshots at two widths.
test.describe.configure({ timeout: 60_000 });

const shoot = (page: Page, name: string) => shootAtWidths(page, name, [1280, 820], (w) => `console-${name}-${w}`);

/** The console API as the signed-in editor (the page's cookie; changes need our Origin). */
const consoleCall = (page: Page, method: 'GET' | 'POST', path: string) =>
  page.request.fetch(`/api/console${path}`, { method, headers: { Origin: E2E_BASE_URL } });

type Segment = { id: number; status: string; live: { label: string; kind: string; amount: number | null; weight: number } };

/** The expected Räppli per spin over the published segments, as the list should say it. */
async function expectedText(page: Page) {
  const { items } = (await (await consoleCall(page, 'GET', '/prizewheel/segments?limit=100')).json()) as { items: Segment[] };
  const published = items.filter((s) => s.status === 'published');
  const total = published.reduce((n, s) => n + s.live.weight, 0);
  const points = published.reduce((n, s) => n + (s.live.kind === 'points' ? (s.live.amount ?? 0) * s.live.weight : 0), 0);
  return { text: `Erwartungswert: ${one.format(total ? points / total : 0)} Räppli pro Dreh`, total };
}

/** Archives what a test made, whatever happened in it. */
let created: string[] = [];
test.afterEach(async ({ page }) => {
  for (const path of created) expect((await consoleCall(page, 'POST', `${path}/archive`)).ok(), `archiving ${path}`).toBe(true);
  created = [];
});

test('an editor adds a points segment with a budget; published, the expected value changes and members see it on the wheel', async ({ page, request }) => {
  const label = `E2E ${unique()}`.slice(0, 40);
  await consoleLogin(page, '/console/content/prizewheel-segments');
  const before = await expectedText(page);
  await expect(page.getByTestId('wheel-expectation').getByText(/^Erwartungswert/)).toHaveText(before.text);
  await expect(page.getByTestId('content-list')).toContainText('Kochbuch');

  await page.getByRole('link', { name: 'Neu', exact: true }).click();
  await expect(page).toHaveURL(/\/console\/content\/prizewheel-segments\/new$/);
  await expect(page.getByRole('searchbox', { name: 'Prämie', exact: true })).toHaveCount(0);

  // A pass segment asks for a pass: the picker finds rewards by title and says which fit.
  await page.getByRole('combobox', { name: 'Art', exact: true }).selectOption({ label: 'Pass' });
  await expect(page.getByLabel('Räppli pro Treffer')).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Prämie', exact: true }).fill('Kochbuch');
  await expect(page.getByTestId('reward-results').getByRole('listitem').filter({ hasText: 'Ländle-Kochbuch' })).toContainText('passt nicht');
  await page.getByRole('searchbox', { name: 'Prämie', exact: true }).fill('Tagespass');
  await page.getByRole('button', { name: '«Tagespass Premium-Artikel» wählen' }).click();
  await expect(page.getByTestId('reward-chosen')).toContainText('«Tagespass Premium-Artikel»');

  // Räppli it is: the reward is left out, the amount is needed.
  await page.getByRole('combobox', { name: 'Art', exact: true }).selectOption({ label: 'Räppli' });
  await page.getByLabel('Beschriftung').fill(label);
  await page.getByLabel('Räppli pro Treffer').fill('');
  await page.getByRole('button', { name: 'Anlegen' }).click();
  await expect(page.getByLabel('Räppli pro Treffer')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Räppli pro Treffer').fill('100');
  await page.getByLabel('Gewicht').fill('10');
  await page.getByLabel('Tagesbudget').fill('1000');
  await page.getByLabel('Reihenfolge').fill('99');
  await page.getByRole('button', { name: 'Anlegen' }).click();
  await expect(page).toHaveURL(/\/console\/content\/prizewheel-segments\/\d+$/);
  const id = /\/(\d+)$/.exec(page.url())![1];
  created.push(`/prizewheel/segments/${id}`);
  await expect(page.getByTestId('content-status')).toHaveText('Entwurf');

  await page.getByRole('button', { name: 'Veröffentlichen', exact: true }).click();
  await expect(page.getByTestId('content-status')).toHaveText('Veröffentlicht');

  await page.getByRole('link', { name: '‹ Glücksrad' }).click();
  const after = await expectedText(page);
  expect(after.text).not.toBe(before.text);
  await expect(page.getByTestId('wheel-expectation').getByText(/^Erwartungswert/)).toHaveText(after.text);
  const row = page.getByTestId('content-list').getByRole('row').filter({ hasText: label });
  await expect(row.locator('[data-column="share"]')).toHaveText(percent.format(10 / after.total));
  await expect(page.getByTestId('wheel-stats-table').getByRole('row')).toHaveCount(15);
  await shoot(page, 'wheel-segments');

  const member = await createRichMember(request, 0);
  const wheel = (await (await request.get(`/api/prizewheel?${memberQuery(member)}`)).json()) as {
    segments: { id: number; label: string; amount: number | null }[];
  };
  expect(wheel.segments).toContainEqual(expect.objectContaining({ id: Number(id), label, kind: 'points', amount: 100 }));
});

test('an editor builds a quiz of two questions, one with several right answers; published, members find it', async ({ page, request }) => {
  const title = `Stadtquiz ${unique()}`;
  await consoleLogin(page, '/console/content/quizzes/new');
  await page.getByLabel('Titel').fill(title);
  await page.getByLabel('Anreißer').fill('Zwei Fragen zur Stadt.');
  await page.getByLabel('Räppli fürs Bestehen').fill('20');

  // The first question: its answers are needed before it is saved.
  const first = page.getByRole('group', { name: 'Frage 1', exact: true });
  await first.getByLabel('Fragetext').fill('An welchem See liegt Bregenz?');
  await page.getByRole('button', { name: 'Anlegen' }).click();
  await expect(page.getByTestId('editor-notice')).toHaveText('Bitte prüfe die markierten Felder.');
  await expect(first.getByRole('textbox', { name: 'Antwort 1' })).toHaveAttribute('aria-invalid', 'true');
  await first.getByRole('textbox', { name: 'Antwort 1' }).fill('Zürichsee');
  await first.getByRole('textbox', { name: 'Antwort 2' }).fill('Bodensee');
  // one right answer: marking the second unmarks the first
  await first.getByRole('checkbox', { name: 'Antwort 2 richtig' }).check();
  await expect(first.getByRole('checkbox', { name: 'Antwort 1 richtig' })).not.toBeChecked();

  // The second: several right answers, three answers.
  await page.getByRole('button', { name: 'Frage hinzufügen' }).click();
  const second = page.getByRole('group', { name: 'Frage 2', exact: true });
  await second.getByLabel('Fragetext').fill('Welche Flüsse münden in den Bodensee?');
  await second.getByLabel('Mehrere Antworten richtig (Mehrfachauswahl)').check();
  await second.getByRole('button', { name: 'Antwort hinzufügen' }).click();
  await second.getByRole('textbox', { name: 'Antwort 1' }).fill('Rhein');
  await second.getByRole('textbox', { name: 'Antwort 2' }).fill('Donau');
  await second.getByRole('textbox', { name: 'Antwort 3' }).fill('Bregenzerach');
  await second.getByRole('checkbox', { name: 'Antwort 3 richtig' }).check();
  await expect(second.getByRole('checkbox', { name: 'Antwort 1 richtig' })).toBeChecked();

  // Moved to the top and back again.
  await page.getByRole('button', { name: 'Frage 2 nach oben' }).click();
  await expect(page.getByRole('group', { name: 'Frage 1', exact: true }).getByLabel('Fragetext')).toHaveValue('Welche Flüsse münden in den Bodensee?');
  await page.getByRole('button', { name: 'Frage 1 nach unten' }).click();
  await expect(page.getByRole('group', { name: 'Frage 1', exact: true }).getByLabel('Fragetext')).toHaveValue('An welchem See liegt Bregenz?');

  // Passing takes more right answers than there are questions: the contract says so in German.
  await page.getByLabel('Bestanden ab (richtige Antworten)').fill('3');
  await page.getByRole('button', { name: 'Anlegen' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Zum Bestehen können nicht mehr richtige Antworten nötig sein' })).toBeVisible();
  await page.getByLabel('Bestanden ab (richtige Antworten)').fill('2');
  await shoot(page, 'quiz-editor');
  await page.getByRole('button', { name: 'Anlegen' }).click();
  await expect(page).toHaveURL(/\/console\/content\/quizzes\/\d+$/);
  const id = Number(/\/(\d+)$/.exec(page.url())![1]);
  created.push(`/quizzes/${id}`);
  await expect(page.getByRole('group', { name: 'Frage 2', exact: true }).getByRole('checkbox', { name: 'Antwort 3 richtig' })).toBeChecked();

  const member = await createRichMember(request, 0);
  const listed = async () =>
    ((await (await request.get(`/api/quizzes?${memberQuery(member)}`)).json()) as { items: { id: number; title: string; questions_count: number }[] }).items;
  expect((await listed()).map((q) => q.id)).not.toContain(id);
  await page.getByRole('button', { name: 'Veröffentlichen', exact: true }).click();
  await expect(page.getByTestId('content-status')).toHaveText('Veröffentlicht');
  expect(await listed()).toContainEqual(expect.objectContaining({ id, title, questions_count: 2, reward_points: 20, state: 'running' }));
  const detail = (await (await request.get(`/api/quizzes/${id}?${memberQuery(member)}`)).json()) as {
    questions: { text: string; multiple: boolean; answers: { text: string }[] }[];
  };
  expect(detail.questions.map((q) => [q.text, q.multiple, q.answers.length])).toEqual([
    ['An welchem See liegt Bregenz?', false, 2],
    ['Welche Flüsse münden in den Bodensee?', true, 3],
  ]);
});

test('a spin made through the API shows in the spins per day', async ({ page, request }) => {
  await consoleLogin(page, '/console/content/prizewheel-segments');
  const today = async () =>
    ((await (await consoleCall(page, 'GET', '/prizewheel/stats?days=14')).json()) as { days: { day: string; spins: number }[] }).days[0]!;
  const before = await today();

  const member = await createRichMember(request, 0);
  const spun = await request.post(`/api/prizewheel/spin?${memberQuery(member)}`, { headers: { 'Idempotency-Key': `e2e-spin-${unique()}` } });
  expect(spun.status(), await spun.text()).toBe(201);

  await page.reload();
  const after = await today();
  expect(after.spins).toBeGreaterThanOrEqual(before.spins + 1);
  const row = page.getByTestId('wheel-stats-table').locator(`tr[data-day="${after.day}"]`);
  await expect(row.getByTestId('spins')).toHaveText(String(after.spins));
  await expect(page.getByTestId('wheel-stats').getByRole('img')).toBeVisible();
});
