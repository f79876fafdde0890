import type { FieldErrors } from 'react-hook-form';
import { CONTENT_RESOURCES, type ContentResource } from '@/lib/contracts/console-content';
import { validationText } from '@/lib/contracts/zod-de';
import { ApiClientError } from '@/lib/client/api-error';
import { apiIssues, apiPath, contentResolver, formatJson, issueField, sameValue, toFormValues, toInput, type Input, type Texts } from './form-values';
import { RESOURCE_VIEWS } from './resources';

const texts: Texts = {
  json: (at) => (at ? `JSON kaputt (Zeile ${at.line}, Spalte ${at.column})` : 'JSON kaputt'),
  jsonPath: (path, message) => `Bei ${path}: ${message}`,
};

const samples: { [R in ContentResource]: Input } = {
  'earning-rules': {
    step: 'videoWatched',
    points: 7,
    reason: 'Video geschaut',
    daily_cap: 3,
    weekly_cap: null,
    lifetime_cap: null,
    dedupe_field: 'video_id',
    position: 9,
  },
  levels: { position: 6, name: 'Räppli-Königin', threshold: 10000, image_url: '/api/media/abc' },
  badges: {
    slug: 'serie-30',
    name: '30 Tage',
    description: 'Dreißig Tage in Folge.',
    image_url: 'https://example.org/b.png',
    position: 7,
    rule: { type: 'streak', step: 'dailyVisit', days: 30 },
  },
  'daily-rewards': { title: 'Glückstreffer', description: 'Zehn Räppli extra.', points: 10, weight: 3, image_url: null, position: 1 },
  redirects: { path: '/alt/*', target: '/me/rewards', permanent: true },
  specials: {
    slug: 'advent',
    title: 'Advent',
    menu_link: null,
    content: [{ type: 'raffles', title: 'Türchen', values: [{ id: 3 }] }],
    starts_at: '2026-12-01T00:00:00.000Z',
    ends_at: null,
    position: 1,
    kind: 'page',
    config: null,
  },
  'prizewheel-segments': { label: 'Tagespass', kind: 'pass', amount: null, reward_id: 12, weight: 6, daily_budget: 20, image_url: null, position: 3 },
  quizzes: {
    title: 'Stadtquiz',
    teaser: 'Kennst du dich aus?',
    image_url: null,
    starts_at: '2026-05-01T06:00:00.000Z',
    ends_at: '2026-05-31T20:00:00.000Z',
    questions: [
      {
        id: 4,
        text: 'Welcher See?',
        multiple: false,
        image_url: '/api/media/see',
        answers: [
          { id: 7, text: 'Bodensee', correct: true },
          { id: 9, text: 'Zürichsee', correct: false },
        ],
      },
      {
        id: 2,
        text: 'Welche Flüsse?',
        multiple: true,
        image_url: null,
        answers: [
          { id: 1, text: 'Rhein', correct: true },
          { id: 3, text: 'Ill', correct: true },
          { id: 5, text: 'Donau', correct: false },
        ],
      },
    ],
    pass_mark: 1,
    reward_points: 20,
    trial: true,
    position: 0,
  },
  'voucher-campaigns': {
    title: 'Flyer Herbst',
    kind: 'single',
    gives: 'reward',
    points: null,
    reward_id: 4,
    starts_at: '2026-09-01T06:00:00.000Z',
    ends_at: '2026-11-30T23:00:00.000Z',
    max_redemptions: 500,
    per_member_limit: 1,
    position: 2,
  },
  posts: {
    title: 'Neues vom Räppli',
    teaser: 'Was sich ändert.',
    image_url: '/api/media/bild',
    body: '## Neu\n\n- eins\n- zwei',
    publish_at: '2026-05-01T06:00:00.000Z',
    links: [
      { kind: 'reward', id: 3 },
      { kind: 'special', slug: 'advent-2026' },
    ],
  },
  faq: {
    title: 'Sammeln',
    position: 1,
    items: [
      { slug: 'wie-sammle-ich', question: 'Wie sammle ich?', answer: 'Durch **Lesen**.' },
      { slug: 'wie-viel', question: 'Wie viel?', answer: 'Genug.' },
    ],
  },
  notifications: {
    title: 'Leserfest',
    text: 'Komm vorbei und sammle doppelt.',
    image_url: '/api/media/fest',
    action_label: 'Jetzt mitmachen',
    action_href: '/me/rewards',
    audience: 'identified',
    starts_at: '2026-06-01T06:00:00.000Z',
    ends_at: null,
    position: 2,
  },
};

const resolve = async (resource: ContentResource, values: Record<string, unknown>) =>
  contentResolver(resource, RESOURCE_VIEWS[resource].fields, texts)(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('content form values', () => {
  it.each(CONTENT_RESOURCES)('%s: an item survives the form unchanged and passes its contract', async (resource) => {
    const fields = RESOURCE_VIEWS[resource].fields;
    const result = await resolve(resource, toFormValues(fields, samples[resource]));
    expect(result.errors).toEqual({});
    expect(result.values).toEqual(samples[resource]);
  });

  it('a time the editor left as it was keeps its seconds; one they changed is taken at the minute', () => {
    const fields = RESOURCE_VIEWS.posts.fields;
    const item = { ...samples.posts, publish_at: '2026-11-30T03:38:36.492Z' };
    const values = toFormValues(fields, item);
    expect(toInput(fields, values, texts, item).input.publish_at).toBe('2026-11-30T03:38:36.492Z');
    // without the item (a new one) the input is all there is
    expect(toInput(fields, values, texts).input.publish_at).toBe(new Date(String(values.publish_at)).toISOString());
    const moved = { ...values, publish_at: String(values.publish_at).replace(/:38$/, ':39') };
    expect(toInput(fields, moved, texts, item).input.publish_at).toBe(new Date(String(moved.publish_at)).toISOString());
  });

  it('a JSON field is the same value whatever the order of its keys', () => {
    expect(sameValue([{ id: 1, kind: 'reward' }], [{ kind: 'reward', id: 1 }])).toBe(true);
    expect(sameValue({ a: { b: 1, c: [2, { d: 3, e: 4 }] } }, { a: { c: [2, { e: 4, d: 3 }], b: 1 } })).toBe(true);
    expect(sameValue([{ id: 1, kind: 'reward' }], [{ id: 2, kind: 'reward' }])).toBe(false);
    expect(sameValue([1, 2], [2, 1])).toBe(false);
    expect(sameValue(null, undefined)).toBe(true);
  });

  it('empty optional numbers and texts are null; empty required ones say so in German', async () => {
    const fields = RESOURCE_VIEWS['earning-rules'].fields;
    const values = { ...toFormValues(fields, samples['earning-rules']), daily_cap: '', dedupe_field: '  ', points: '', reason: '' };
    const { input } = toInput(fields, values, texts);
    expect(input).toMatchObject({ daily_cap: null, dedupe_field: null });
    const errors = (await resolve('earning-rules', values)).errors as FieldErrors;
    expect(errors.points?.message).toBe(validationText.required);
    expect(errors.reason?.message).toBe(validationText.required);
  });

  it('a badge rule: none is null, its parts carry their own errors', async () => {
    const fields = RESOURCE_VIEWS.badges.fields;
    const base = toFormValues(fields, samples.badges);
    expect(toInput(fields, { ...base, rule: { ...base.rule, type: '' } }, texts).input.rule).toBeNull();
    const errors = (await resolve('badges', { ...base, rule: { type: 'stepCount', step: '1x', min: '0', days: '', kind: 'reward' } })).errors as FieldErrors;
    const rule = errors.rule as unknown as Record<string, { message: string }>;
    expect(rule.step?.message).toMatch(/Schritt/);
    expect(rule.min?.message).toBeTruthy();
  });

  it('JSON content: a syntax error says where, a wrong shape says which entry', async () => {
    const fields = RESOURCE_VIEWS.specials.fields;
    const base = toFormValues(fields, samples.specials);
    const broken = (await resolve('specials', { ...base, content: '[{"type": "raffles",\n "values": [}]' })).errors as FieldErrors;
    expect(broken.content?.message).toMatch(/^JSON kaputt/);
    const wrong = (await resolve('specials', { ...base, content: '[{"type": "raffles", "values": [{"id": "drei"}]}]' })).errors as FieldErrors;
    expect(wrong.content?.message).toMatch(/^Bei \[0\]\.values\[0\]\.id: /);
  });

  it('JSON content reads with each plain object on one line, and parses back to the same', () => {
    const content = [
      {
        type: 'doors',
        title: 'Tür {1}',
        values: [
          { id: 1, day: 1 },
          { id: 2, day: 2 },
        ],
      },
    ];
    const text = formatJson(content);
    expect(text).toContain('{ "id": 1, "day": 1 }');
    expect(JSON.parse(text)).toEqual(content);
  });

  it("an end before the start is the end's error, as the API says it", async () => {
    const fields = RESOURCE_VIEWS.specials.fields;
    const values = toFormValues(fields, { ...samples.specials, starts_at: '2026-12-02T00:00:00.000Z', ends_at: '2026-12-01T00:00:00.000Z' });
    const errors = (await resolve('specials', values)).errors as FieldErrors;
    expect(errors.ends_at?.message).toBeTruthy();
  });

  it("maps the API's paths to the form's fields", () => {
    const fields = RESOURCE_VIEWS.badges.fields;
    expect(issueField(fields, { path: apiPath('rule.min'), message: 'x' }, texts)).toEqual({ name: 'rule.min', message: 'x' });
    expect(issueField(fields, { path: apiPath('rule'), message: 'x' }, texts)).toEqual({ name: 'rule.type', message: 'x' });
    expect(issueField(RESOURCE_VIEWS.specials.fields, { path: apiPath('content.1.values'), message: 'x' }, texts)).toEqual({
      name: 'content',
      message: 'Bei [1].values: x',
    });
    expect(issueField(fields, { path: apiPath('unknown'), message: 'x' }, texts)).toBeNull();
  });

  it("takes the API's refusals at a field: a wrong value, and a taken slug (409 CONTENT_CONFLICT), not other errors", () => {
    const taken = new ApiClientError(409, 'CONTENT_CONFLICT', 'Ein anderer Eintrag hat schon diesen Wert …', '/specials', [
      { path: 'slug', message: validationText.slugTaken },
    ]);
    const at = apiIssues(taken).map((i) => issueField(RESOURCE_VIEWS.specials.fields, i, texts));
    expect(at).toEqual([{ name: 'slug', message: 'Dieses Kürzel hat schon ein anderer Eintrag (auch ein archivierter zählt). Bitte wähle ein anderes.' }]);
    const invalid = new ApiClientError(400, 'VALIDATION_FAILED', 'Die Angaben sind ungültig.', '/faq', [{ path: 'items.1.slug', message: 'x' }]);
    expect(apiIssues(invalid)).toEqual([{ path: ['items', 1, 'slug'], message: 'x' }]);
    expect(apiIssues(new ApiClientError(409, 'CONTENT_CONFLICT', 'Ein anderer Eintrag …', '/levels/1/publish'))).toEqual([]);
    expect(apiIssues(new ApiClientError(409, 'ALREADY_ORDERED', '…', '/x', { by: 'period' }))).toEqual([]);
    expect(apiIssues(new Error('kaputt'))).toEqual([]);
  });

  it('a field that does not apply is not sent: a points segment has no reward, a pass segment no Räppli', async () => {
    const fields = RESOURCE_VIEWS['prizewheel-segments'].fields;
    const pass = toFormValues(fields, samples['prizewheel-segments']);
    expect(pass).toMatchObject({ kind: 'pass', reward_id: '12', amount: '' });
    // switched to points: the reward chosen before is left out, the amount is needed
    const points = await resolve('prizewheel-segments', { ...pass, kind: 'points', amount: '25' });
    expect(points.errors).toEqual({});
    expect(points.values).toMatchObject({ kind: 'points', amount: 25, reward_id: null });
    const noAmount = (await resolve('prizewheel-segments', { ...pass, kind: 'points' })).errors as FieldErrors;
    expect(noAmount.amount?.message).toBe(validationText.required);
    expect((await resolve('prizewheel-segments', { ...pass, kind: 'nothing' })).values).toMatchObject({ amount: null, reward_id: null });
  });

  it('a pass or prize segment asks for its reward', async () => {
    const fields = RESOURCE_VIEWS['prizewheel-segments'].fields;
    const errors = (await resolve('prizewheel-segments', { ...toFormValues(fields, samples['prizewheel-segments']), reward_id: '' })).errors as FieldErrors;
    expect(errors.reward_id?.message).toBe(validationText.required);
  });

  it("a quiz's question errors land on the question: its text, its answers as a whole, an answer's text", async () => {
    const fields = RESOURCE_VIEWS.quizzes.fields;
    const base = toFormValues(fields, samples.quizzes);
    const questions = structuredClone(base.questions) as { text: string; answers: { text: string; correct: boolean }[] }[];
    questions[0]!.text = ' ';
    questions[0]!.answers.forEach((a) => (a.correct = false));
    questions[1]!.answers[2]!.text = '';
    const errors = (await resolve('quizzes', { ...base, questions })).errors as unknown as {
      questions: Record<number, { text?: { message: string }; answers?: Record<string | number, { message?: string; text?: { message: string } }> }>;
    };
    expect(errors.questions[0]?.text?.message).toBeTruthy();
    expect(errors.questions[0]?.answers?.root?.message).toBe(validationText.correctAnswers);
    expect(errors.questions[1]?.answers?.[2]?.text?.message).toBeTruthy();
    // the API's paths land in the same places
    expect(issueField(fields, { path: apiPath('questions.1.answers'), message: 'x' }, texts)).toEqual({ name: 'questions.1.answers.root', message: 'x' });
    expect(issueField(fields, { path: apiPath('questions.1.answers.0.text'), message: 'x' }, texts)).toEqual({
      name: 'questions.1.answers.0.text',
      message: 'x',
    });
    expect(issueField(fields, { path: apiPath('questions'), message: 'x' }, texts)).toEqual({ name: 'questions.root', message: 'x' });
  });
});

describe('a special’s kind and settings', () => {
  const texts = { json: () => 'json', jsonPath: (path: string, message: string) => `${path}: ${message}` };
  const resolveSpecial = (values: Record<string, unknown>) =>
    contentResolver('specials', RESOURCE_VIEWS.specials.fields, texts)(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  const base = {
    slug: 'kalender',
    title: 'Kalender',
    menu_link: null,
    content: [],
    starts_at: '2026-12-01T00:00:00.000Z',
    ends_at: '2026-12-25T00:00:00.000Z',
    position: 1,
  };

  it('settings are sent only for the kinds that have some; a calendar keeps none', async () => {
    const fields = RESOURCE_VIEWS.specials.fields;
    const advent = await resolveSpecial(toFormValues(fields, { ...base, kind: 'advent', config: { prices: [] } }));
    expect(advent.errors).toEqual({});
    expect(advent.values).toMatchObject({ kind: 'advent', config: null });
    const week = await resolveSpecial(toFormValues(fields, { ...base, kind: 'black_week', config: { prices: [{ reward_id: 3, cost: 50 }] } }));
    expect(week.values).toMatchObject({ kind: 'black_week', config: { prices: [{ reward_id: 3, cost: 50 }] } });
  });

  it('a calendar without its end, and settings that do not fit the kind, are the fields’ errors', async () => {
    const fields = RESOURCE_VIEWS.specials.fields;
    const open = (await resolveSpecial(toFormValues(fields, { ...base, kind: 'halloween', ends_at: null, config: null }))).errors as FieldErrors;
    expect(open.ends_at?.message).toBe('Ein Kalender (Halloween, Adventskalender) braucht Beginn und Ende.');
    const wrong = (await resolveSpecial(toFormValues(fields, { ...base, kind: 'black_week', config: { prices: [{ reward_id: 'drei', cost: 5 }] } })))
      .errors as FieldErrors;
    // each row's field carries its own error (special-config.tsx)
    const errors = wrong as unknown as { config: { prices: { reward_id?: { message: string } }[] } };
    expect(errors.config.prices[0]?.reward_id?.message).toBeTruthy();
    const goal = { day: 1, title: 'Lies', step: 'articleRead', count: 1, bonus: 5 };
    const twice = (await resolveSpecial(toFormValues(fields, { ...base, kind: 'resolutions', config: { goals: [goal, goal] } }))).errors as unknown as {
      config: { goals: Record<number, { day?: { message: string } }> };
    };
    expect(twice.config.goals[1]?.day?.message).toBe(validationText.goalDayTaken);
    // A negative price says so, not «Bitte ausfüllen.»; an empty one is missing.
    const prices = (cost: string) => ({
      ...toFormValues(fields, { ...base, kind: 'black_week', config: null }),
      config: { prices: [{ reward_id: '3', cost }], goals: [] },
    });
    const costError = async (cost: string) =>
      ((await resolveSpecial(prices(cost))).errors as unknown as { config: { prices: { cost?: { message: string } }[] } }).config.prices[0]?.cost?.message;
    expect(await costError('-5')).toBe('Bitte keine negative Zahl angeben.');
    expect(await costError('')).toBe('Bitte ausfüllen.');
    expect(await costError('2.5')).toBe('Bitte eine ganze Zahl angeben.');
    expect(issueField(fields, { path: apiPath('config.prices.0.cost'), message: 'x' }, texts)).toEqual({ name: 'config.prices.0.cost', message: 'x' });
  });
});
