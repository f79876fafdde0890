// The console's content resources (docs/console.md, Content): earning rules, levels, badges, daily reward
// items, redirects and specials, each edited as a draft and published explicitly; raffles drawn
// from the console; the prize wheel's segments (at /api/console/prizewheel/segments, their reward
// checked against their kind) and quizzes (docs/games.md). What members see changes only on
// publish, unpublish and archive.
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { AUDIT_RESOURCES, auditVerb } from '@/lib/contracts/audit-log';
import { validationText } from '@/lib/contracts/zod-de';
import messages from '@/messages/de.json';
import { CONTENT_RESOURCES, consoleItemSchema, CONTENT_INPUTS, contentApiPath as api, type ContentResource } from '@/lib/contracts/console-content';
import { auditLog, rewards } from '@/lib/server/db/schema';
import { applyDefaults } from '@/lib/server/db/defaults';
import { describeEachDatabase, makeApp } from '../helpers/db';
import { memberGet, newKey, newMember, rows, sendEvent, type App } from '../helpers/loyalty';
import { consoleCall, loginAs, staffMember } from '../helpers/console';
import { buy, makeReward, RAFFLE_CONTACT, richMember } from '../helpers/rewards';

/** A valid new item of each resource (the suites change what they test). */
const SAMPLES: { [R in ContentResource]: Record<string, unknown> } = {
  'earning-rules': {
    step: 'podcastHeard',
    points: 7,
    reason: 'Podcast gehört',
    daily_cap: 2,
    weekly_cap: null,
    lifetime_cap: null,
    dedupe_field: 'episode_id',
    position: 9,
  },
  levels: { position: 9, name: 'Ehrenmitglied', threshold: 90_000, image_url: '/levels/5.svg' },
  badges: {
    slug: 'podcast-fan',
    name: 'Podcast-Fan',
    description: 'Hör drei Folgen.',
    image_url: '/badges/vielleser.svg',
    position: 9,
    rule: { type: 'stepCount', step: 'podcastHeard', min: 3 },
  },
  'daily-rewards': { title: '50 Räppli', description: 'Ein guter Tag.', points: 50, weight: 10, image_url: null, position: 9 },
  redirects: { path: '/me/alt-shop', target: '/me/rewards', permanent: false },
  specials: { slug: 'sommer', title: 'Sommerwochen', menu_link: 'Sommer', content: [], starts_at: null, ends_at: null, position: 9 },
  // Points need no reward; pass and reward segments do (their own test below).
  'prizewheel-segments': { label: '77 Räppli', kind: 'points', amount: 77, reward_id: null, weight: 5, daily_budget: 770, image_url: null, position: 9 },
  quizzes: {
    title: 'Konsolenquiz',
    teaser: 'Drei Fragen zur Stadt.',
    image_url: null,
    starts_at: '2026-01-01T00:00:00.000Z',
    ends_at: null,
    questions: [
      {
        id: 1,
        text: 'Welcher Fluss?',
        multiple: false,
        image_url: null,
        answers: [
          { id: 1, text: 'Rhein', correct: true },
          { id: 2, text: 'Ill', correct: false },
        ],
      },
      {
        id: 2,
        text: 'Welche Berge?',
        multiple: true,
        image_url: '/levels/1.svg',
        answers: [
          { id: 3, text: 'Pfänder', correct: true },
          { id: 4, text: 'Karren', correct: true },
          { id: 5, text: 'Matterhorn', correct: false },
        ],
      },
    ],
    pass_mark: 1,
    reward_points: 15,
    trial: true,
    position: 9,
  },
  'voucher-campaigns': {
    title: 'Herbstaktion',
    kind: 'single',
    gives: 'points',
    points: 50,
    reward_id: null,
    starts_at: '2026-01-01T00:00:00.000Z',
    ends_at: '2027-01-01T00:00:00.000Z',
    max_redemptions: null,
    per_member_limit: 2,
    position: 9,
  },
  posts: {
    title: 'Neu aus der Konsole',
    teaser: 'Ein Beitrag aus dem Test.',
    image_url: null,
    body: '## Hallo\n\n**Räppli** sammeln.',
    publish_at: '2026-01-01T08:00:00.000Z',
    links: [],
  },
  faq: { title: 'Konsolenfragen', position: 9, items: [{ slug: 'konsolen-frage', question: 'Geht das?', answer: 'Ja, *sicher*.' }] },
  notifications: {
    title: 'Leserfest',
    text: 'Sammle doppelt.',
    image_url: null,
    action_label: 'Mitmachen',
    action_href: 'https://example.org/fest',
    audience: 'everyone',
    starts_at: null,
    ends_at: null,
    position: 9,
  },
};

const AUDIT_NAMES: { [R in ContentResource]: string } = {
  'earning-rules': 'earning_rule',
  levels: 'level',
  badges: 'badge',
  'daily-rewards': 'daily_reward',
  redirects: 'redirect',
  specials: 'special',
  'prizewheel-segments': 'prizewheel_segment',
  quizzes: 'quiz',
  'voucher-campaigns': 'voucher_campaign',
  posts: 'post',
  faq: 'faq_section',
  notifications: 'notification_popup',
};

describeEachDatabase('console content API', (t) => {
  let app: App;
  let editor: string;
  let operator: string;
  beforeAll(async () => {
    app = makeApp(t.database).app;
    await applyDefaults(t.db);
    editor = await loginAs(app, await staffMember(t.db, 'editor'));
    operator = await loginAs(app, await staffMember(t.db, 'operator'));
  });
  const call = (method: string, path: string, body?: unknown, cookie = editor) => consoleCall(app, method, `/api/console${path}`, { cookie, body });
  const auditActions = async (resource: string, id: string | number) =>
    (
      await t.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(sql`${auditLog.resource} = ${resource} and ${auditLog.resourceId} = ${String(id)}`)
        .orderBy(auditLog.id)
    ).map((r) => r.action);

  it.each(CONTENT_RESOURCES)(
    '%s: create (not published), list, search, get, edit in place, publish, draft, publish, unpublish, archive — each audited',
    async (resource) => {
      const schema = consoleItemSchema(CONTENT_INPUTS[resource], resource === 'earning-rules' ? z.string() : z.number()).strict();
      const created = await call('POST', api(resource), SAMPLES[resource]);
      expect(created.status).toBe(201);
      expect(schema.safeParse(created.json).success).toBe(true);
      expect(created.json).toMatchObject({ status: 'draft', draft: null });
      const id = created.json.id as string | number;

      const list = await call('GET', `${api(resource)}?limit=100`);
      expect(list.status).toBe(200);
      expect(list.json.items.map((i: { id: unknown }) => i.id)).toContain(id);
      expect((await call('GET', `${api(resource)}/${id}`)).json).toEqual(created.json);

      // unpublished: edits change the item itself
      const changed = editOf(resource, SAMPLES[resource]);
      const edited = await call('PUT', `${api(resource)}/${id}`, changed);
      expect(edited.status).toBe(200);
      expect(edited.json).toMatchObject({ status: 'draft', draft: null, live: changed });

      expect((await call('POST', `${api(resource)}/${id}/publish`)).json).toMatchObject({ status: 'published', live: changed, draft: null });
      // published: edits wait as a draft
      const again = editOf(resource, changed);
      const drafted = await call('PUT', `${api(resource)}/${id}`, again);
      expect(drafted.json).toMatchObject({ status: 'published', live: changed, draft: again });
      expect((await call('POST', `${api(resource)}/${id}/publish`)).json).toMatchObject({ status: 'published', live: again, draft: null });
      expect((await call('POST', `${api(resource)}/${id}/unpublish`)).json).toMatchObject({ status: 'draft' });
      const archived = await call('POST', `${api(resource)}/${id}/archive`);
      expect(archived.json).toMatchObject({ status: 'archived' });
      // archived: out of the list, in the archive, and no more edits
      expect((await call('GET', `${api(resource)}?limit=100`)).json.items.map((i: { id: unknown }) => i.id)).not.toContain(id);
      expect((await call('GET', `${api(resource)}?archived=true&limit=100`)).json.items.map((i: { id: unknown }) => i.id)).toContain(id);
      const refused = await call('PUT', `${api(resource)}/${id}`, again);
      expect(refused.status).toBe(409);
      expect(refused.json.error.code).toBe('CONTENT_ARCHIVED');

      const kind = AUDIT_NAMES[resource];
      expect(await auditActions(kind, id)).toEqual([
        `${kind}.create`,
        `${kind}.update`,
        `${kind}.publish`,
        `${kind}.draft`,
        `${kind}.publish`,
        `${kind}.unpublish`,
        `${kind}.archive`,
      ]);
    },
  );

  // After the lifecycles above: every resource has its rows by now.
  it("files every content write under a resource and verb the audit log's page names, and its filter finds them", async () => {
    const admin = await loginAs(app, await staffMember(t.db, 'admin'));
    for (const resource of CONTENT_RESOURCES) {
      expect(AUDIT_RESOURCES).toContain(AUDIT_NAMES[resource]);
      const log = await call('GET', `/audit?resource=${AUDIT_NAMES[resource]}&limit=200`, undefined, admin);
      expect(log.status).toBe(200);
      expect(log.json.items.length).toBeGreaterThan(0);
      for (const e of log.json.items as { action: string; resource: string }[])
        expect([e.resource, auditVerb(e.action)]).toEqual([AUDIT_NAMES[resource], expect.any(String)]);
    }
    const written = await rows<{ resource: string }>(t.db, sql`select distinct resource from audit_log`);
    for (const { resource } of written) expect(AUDIT_RESOURCES).toContain(resource);
  });

  it('refuses operators (403), no session (401), an unknown item (404) and bad input (400 in German) without writing', async () => {
    const before = await rows<{ n: number }>(t.db, sql`select count(*)::int as n from audit_log`);
    for (const resource of CONTENT_RESOURCES) {
      expect((await call('GET', api(resource), undefined, operator)).status).toBe(403);
      expect((await call('POST', api(resource), SAMPLES[resource], operator)).status).toBe(403);
      expect((await consoleCall(app, 'GET', `/api/console${api(resource)}`)).status).toBe(401);
      const missing = await call('GET', `${api(resource)}/${resource === 'earning-rules' ? 'gibtEsNicht' : '99999999'}`);
      expect(missing.status).toBe(404);
      expect(missing.json.error).toMatchObject({ code: 'CONTENT_NOT_FOUND', message: 'Diesen Eintrag gibt es nicht (mehr).' });
      expect((await call('POST', `${api(resource)}/abc/publish`)).status).toBe(404);
    }
    const bad = [
      ['earning-rules', { ...SAMPLES['earning-rules'], step: '1 schritt' }, 'step', 'Ein Schritt beginnt mit einem Buchstaben'],
      ['earning-rules', { ...SAMPLES['earning-rules'], points: 0 }, 'points', ''],
      ['levels', { ...SAMPLES.levels, image_url: 'javascript:alert(1)' }, 'image_url', 'Ein Bild ist ein Pfad'],
      ['badges', { ...SAMPLES.badges, rule: { type: 'streak', step: 'dailyVisit', days: 1 } }, 'rule.days', ''],
      ['redirects', { ...SAMPLES.redirects, path: '/console/*' }, 'path', 'Dieser Pfad gehört nicht der Web-App'],
      ['redirects', { ...SAMPLES.redirects, target: 'javascript:alert(1)' }, 'target', 'Ein Ziel ist ein Pfad'],
      // A browser reads these as another host (docs/reliability.md, "Trust boundary").
      ['redirects', { ...SAMPLES.redirects, target: '//evil.example/x' }, 'target', 'Ein Ziel ist ein Pfad'],
      ['redirects', { ...SAMPLES.redirects, target: '/\\evil.example/x' }, 'target', 'Ein Ziel ist ein Pfad'],
      ['redirects', { ...SAMPLES.redirects, target: '/\t/evil.example/x' }, 'target', 'Ein Ziel ist ein Pfad'],
      ['redirects', { ...SAMPLES.redirects, path: '//evil.example/*' }, 'path', 'Ein Pfad beginnt mit /'],
      ['levels', { ...SAMPLES.levels, image_url: '//evil.example/x.png' }, 'image_url', 'Ein Bild ist ein Pfad'],
      ['notifications', { ...SAMPLES.notifications, action_href: '/\\evil.example/x' }, 'action_href', 'Ein Ziel ist ein Pfad der Web-App'],
      ['notifications', { ...SAMPLES.notifications, action_href: '//evil.example/x' }, 'action_href', 'Ein Ziel ist ein Pfad der Web-App'],
      [
        'specials',
        { ...SAMPLES.specials, starts_at: '2026-12-02T00:00:00+01:00', ends_at: '2026-12-01T00:00:00+01:00' },
        'ends_at',
        'Das Ende muss nach dem Beginn liegen.',
      ],
      [
        'specials',
        { ...SAMPLES.specials, kind: 'advent', starts_at: '2026-12-01T00:00:00+01:00' },
        'ends_at',
        'Ein Kalender (Halloween, Adventskalender) braucht Beginn und Ende.',
      ],
      ['specials', { ...SAMPLES.specials, kind: 'spuk' }, 'kind', ''],
      ['specials', { ...SAMPLES.specials, kind: 'black_week', config: { prices: [{ reward_id: 0, cost: 5 }] } }, 'config.prices.0.reward_id', ''],
      [
        'specials',
        { ...SAMPLES.specials, kind: 'halloween', starts_at: '2026-10-19T00:00:00+02:00', ends_at: '2026-11-01T00:00:00+01:00', config: { prices: [] } },
        'config',
        '',
      ],
      ['prizewheel-segments', { ...SAMPLES['prizewheel-segments'], kind: 'nothing' }, 'amount', 'Räppli gibt es nur beim Feld «Räppli»'],
      ['prizewheel-segments', { ...SAMPLES['prizewheel-segments'], kind: 'pass', amount: null }, 'reward_id', 'Ein Pass oder eine Prämie braucht die Prämie'],
      ['quizzes', { ...SAMPLES.quizzes, pass_mark: 3 }, 'pass_mark', 'Zum Bestehen können nicht mehr richtige Antworten nötig sein'],
      [
        'quizzes',
        { ...SAMPLES.quizzes, questions: [{ ...quizQuestion(0), answers: quizQuestion(0).answers.map((a) => ({ ...a, correct: false })) }] },
        'questions.0.answers',
        'Markiere die richtige Antwort',
      ],
    ] as const;
    for (const [resource, body, path, text] of bad) {
      const res = await call('POST', api(resource), body);
      expect(res.status).toBe(400);
      expect(res.json.error.code).toBe('VALIDATION_FAILED');
      const issue = (res.json.error.details as { path: string; message: string }[]).find((d) => d.path === path);
      expect(issue?.message).toContain(text);
    }
    expect(await rows<{ n: number }>(t.db, sql`select count(*)::int as n from audit_log`)).toEqual(before);
  });

  it('earning rules: a published rule earns, its step is fixed, a taken step conflicts, unpublishing stops it', async () => {
    const member = await newMember(app, `content-${Date.now()}`);
    const event = () => sendEvent(app, { collector_token: member.token, step: 'quizSolved', data: {}, idempotency_key: newKey() });
    const rule = { ...SAMPLES['earning-rules'], step: 'quizSolved', points: 12, reason: 'Quiz gelöst', daily_cap: null, dedupe_field: null };
    expect((await call('POST', '/earning-rules', rule)).status).toBe(201);
    // not published: the host's step is unknown
    expect((await event())[1].error.code).toBe('UNKNOWN_STEP');
    await call('POST', '/earning-rules/quizSolved/publish');
    expect(await event()).toEqual([200, { awarded: 12, balance: 12 }]);
    const [, statement] = await memberGet(app, '/api/me/activities', member.token);
    expect(statement.last[0]).toMatchObject({ amount: 12, reason: 'Quiz gelöst' });
    // a draft does not earn until it is published
    await call('PUT', '/earning-rules/quizSolved', { ...rule, points: 20 });
    expect((await event())[1]).toMatchObject({ awarded: 12 });
    await call('POST', '/earning-rules/quizSolved/publish');
    expect((await event())[1]).toMatchObject({ awarded: 20 });

    const renamed = await call('PUT', '/earning-rules/quizSolved', { ...rule, step: 'quizDone' });
    expect(renamed.status).toBe(400);
    expect(renamed.json.error.details[0]).toMatchObject({ path: 'step' });
    const taken = await call('POST', '/earning-rules', { ...rule, step: 'articleRead' });
    expect(taken.status).toBe(409);
    expect(taken.json.error.code).toBe('CONTENT_CONFLICT');
    expect(taken.json.error.details).toEqual([{ path: 'step', message: validationText.stepTaken }]);

    await call('POST', '/earning-rules/quizSolved/unpublish');
    expect((await event())[1].error.code).toBe('UNKNOWN_STEP');
  });

  it('levels: members see a published rename; a second level at a published threshold conflicts on publish', async () => {
    const member = await newMember(app, `level-${Date.now()}`);
    const list = await call('GET', '/levels?limit=100');
    const first = list.json.items.find((l: { live: { threshold: number } }) => l.live.threshold === 0);
    await call('PUT', `/levels/${first.id}`, { ...first.live, name: 'Frischling' });
    const levelName = async () => (await memberGet(app, '/api/me', member.token))[1].level?.name;
    expect(await levelName()).toBe(first.live.name);
    await call('POST', `/levels/${first.id}/publish`);
    expect(await levelName()).toBe('Frischling');

    const twin = await call('POST', '/levels', { position: 77, name: 'Doppelt', threshold: 0, image_url: null });
    expect(twin.status).toBe(201);
    const clash = await call('POST', `/levels/${twin.json.id}/publish`);
    expect(clash.status).toBe(409);
    expect(clash.json.error.code).toBe('CONTENT_CONFLICT');
    expect(clash.json.error.details).toEqual([{ path: 'threshold', message: validationText.thresholdTaken }]);
    expect((await call('GET', `/levels/${twin.json.id}`)).json.status).toBe('draft');
  });

  it('redirects and badges: only published ones reach members', async () => {
    const redirect = await call('POST', '/redirects', { path: '/me/aktion', target: '/me/rewards', permanent: true });
    const paths = async () => ((await (await app.request('/api/redirects')).json()) as { path: string }[]).map((r) => r.path);
    expect(await paths()).not.toContain('/me/aktion');
    await call('POST', `/redirects/${redirect.json.id}/publish`);
    expect(await paths()).toContain('/me/aktion');

    const member = await newMember(app, `badge-${Date.now()}`);
    const badge = await call('POST', '/badges', { ...SAMPLES.badges, slug: 'geheim', name: 'Geheimabzeichen' });
    const names = async () => ((await memberGet(app, '/api/badges', member.token))[1] as { name: string }[]).map((b) => b.name);
    expect(await names()).not.toContain('Geheimabzeichen');
    await call('POST', `/badges/${badge.json.id}/publish`);
    expect(await names()).toContain('Geheimabzeichen');
  });

  it('a taken slug or path is 409 CONTENT_CONFLICT naming the field, in German, on create, on an edit and on publish; nothing is written', async () => {
    const slugTaken = [{ path: 'slug', message: 'Dieses Kürzel hat schon ein anderer Eintrag (auch ein archivierter zählt). Bitte wähle ein anderes.' }];
    const first = await call('POST', '/specials', { ...SAMPLES.specials, slug: 'vergeben' });
    expect(first.status).toBe(201);
    const count = async () => (await rows<{ n: number }>(t.db, sql`select count(*)::int as n from specials`))[0]!.n;
    const before = await count();
    const twin = await call('POST', '/specials', { ...SAMPLES.specials, slug: 'vergeben', title: 'Zwilling' });
    expect([twin.status, twin.json.error.code, twin.json.error.details]).toEqual([409, 'CONTENT_CONFLICT', slugTaken]);
    expect(twin.json.error.message).toBe(messages.errors.CONTENT_CONFLICT);
    expect(await count()).toBe(before);
    const other = await call('POST', '/specials', { ...SAMPLES.specials, slug: 'frei' });
    const renamed = await call('PUT', `/specials/${other.json.id}`, { ...SAMPLES.specials, slug: 'vergeben' });
    expect([renamed.status, renamed.json.error.details]).toEqual([409, slugTaken]);
    expect((await call('GET', `/specials/${other.json.id}`)).json.live.slug).toBe('frei');

    await call('POST', '/badges', { ...SAMPLES.badges, slug: 'doppelt' });
    const badge = await call('POST', '/badges', { ...SAMPLES.badges, slug: 'doppelt' });
    expect([badge.status, badge.json.error.details]).toEqual([409, slugTaken]);

    // A redirect's path is taken only among published ones: the clash shows on publishing.
    const a = await call('POST', '/redirects', { path: '/me/doppelt', target: '/me/rewards', permanent: false });
    const b = await call('POST', '/redirects', { path: '/me/doppelt', target: '/me/overview', permanent: false });
    expect((await call('POST', `/redirects/${a.json.id}/publish`)).status).toBe(200);
    const clash = await call('POST', `/redirects/${b.json.id}/publish`);
    expect([clash.status, clash.json.error.details]).toEqual([409, [{ path: 'path', message: validationText.pathTaken }]]);
    expect((await call('GET', `/redirects/${b.json.id}`)).json.status).toBe('draft');
  });

  it('prize wheel segments live at /api/console/prizewheel/segments; a pass or prize needs a reward that fits, else 400 on reward_id, and nothing is written', async () => {
    expect((await call('GET', '/prizewheel-segments')).status).toBe(404);
    const pass = await makeReward(t.db, { title: 'Konsolen-Tagespass', delivery: 'custom' });
    const prize = await makeReward(t.db, { title: 'Konsolen-Kochbuch', delivery: 'delivery' });
    const archived = await makeReward(t.db, { title: 'Alter Pass', delivery: 'custom', archivedAt: new Date() });
    const segment = (kind: string, rewardId: number) => ({ ...SAMPLES['prizewheel-segments'], label: kind, kind, amount: null, reward_id: rewardId });
    const before = await rows<{ n: number }>(t.db, sql`select count(*)::int as n from prizewheel_segments`);
    for (const [kind, rewardId] of [
      ['pass', 99_999_999], // unknown
      ['pass', prize.id], // a pass needs delivery «custom»
      ['pass', archived.id],
      ['reward', pass.id], // a prize is a reward to buy that is no pass
    ] as const) {
      const res = await call('POST', '/prizewheel/segments', segment(kind, rewardId));
      expect([kind, rewardId, res.status]).toEqual([kind, rewardId, 400]);
      expect(res.json.error.code).toBe('VALIDATION_FAILED');
      expect(res.json.error.details).toEqual([{ path: 'reward_id', message: expect.stringContaining('Ein Pass braucht eine Prämie mit Lieferart «Pass»') }]);
    }
    expect(await rows<{ n: number }>(t.db, sql`select count(*)::int as n from prizewheel_segments`)).toEqual(before);

    const passSegment = await call('POST', '/prizewheel/segments', segment('pass', pass.id));
    expect(passSegment.status).toBe(201);
    expect((await call('POST', '/prizewheel/segments', segment('reward', prize.id))).status).toBe(201);
    // an edit is checked the same way
    const misfit = await call('PUT', `/prizewheel/segments/${passSegment.json.id}`, segment('pass', prize.id));
    expect(misfit.status).toBe(400);
    expect(misfit.json.error.details[0]).toMatchObject({ path: 'reward_id' });
  });

  it('a published segment is on the wheel members see, an unpublished one is not; a published quiz is listed', async () => {
    const member = await newMember(app, `wheel-${Date.now()}`);
    const wheel = async () =>
      ((await memberGet(app, '/api/prizewheel', member.token))[1] as { segments: { id: number; label: string; amount: number | null }[] }).segments;
    const created = await call('POST', '/prizewheel/segments', { ...SAMPLES['prizewheel-segments'], label: 'Konsolenfeld', amount: 33 });
    expect(created.status).toBe(201);
    expect((await wheel()).map((s) => s.id)).not.toContain(created.json.id);
    await call('POST', `/prizewheel/segments/${created.json.id}/publish`);
    expect(await wheel()).toContainEqual(expect.objectContaining({ id: created.json.id, label: 'Konsolenfeld', kind: 'points', amount: 33 }));
    await call('POST', `/prizewheel/segments/${created.json.id}/unpublish`);
    expect((await wheel()).map((s) => s.id)).not.toContain(created.json.id);

    const quiz = await call('POST', '/quizzes', { ...SAMPLES.quizzes, title: 'Quiz aus der Konsole' });
    const titles = async () => ((await memberGet(app, '/api/quizzes', member.token))[1] as { items: { title: string }[] }).items.map((q) => q.title);
    expect(await titles()).not.toContain('Quiz aus der Konsole');
    await call('POST', `/quizzes/${quiz.json.id}/publish`);
    expect(await titles()).toContain('Quiz aus der Konsole');
  });

  it('raffles: lists tickets and the draw state, draws a raffle that is over once, audited, and refuses one still running', async () => {
    const a = await richMember(app, 100);
    const reward = await makeReward(t.db, {
      type: 'raffle',
      delivery: 'digital',
      cost: 1,
      title: 'Konsolen-Verlosung',
      endsAt: new Date(Date.now() + 3_600_000),
    });
    await buy(app, a, reward.id, { tickets: 3, ...RAFFLE_CONTACT });
    const listed = async () => (await call('GET', '/raffles?q=Konsolen-Verlosung')).json.items[0];
    expect(await listed()).toMatchObject({ id: reward.id, tickets: 3, members: 1, draw_state: 'running', audit_path: `/me/rewards/detail/${reward.id}/audit` });
    const early = await call('POST', `/raffles/${reward.id}/draw`);
    expect(early.status).toBe(409);
    expect(early.json.error.code).toBe('RAFFLE_NOT_OVER');
    expect((await call('POST', `/raffles/${reward.id}/draw`, undefined, operator)).status).toBe(403);

    await t.db
      .update(rewards)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(rewards.id, reward.id));
    expect((await listed()).draw_state).toBe('due');
    const drawn = await call('POST', `/raffles/${reward.id}/draw`);
    expect(drawn.status).toBe(200);
    expect(drawn.json).toMatchObject({ draw_state: 'drawn', tickets: 3 });
    const again = await call('POST', `/raffles/${reward.id}/draw`);
    expect(again.json.drawn_at).toBe(drawn.json.drawn_at);
    expect(await auditActions('reward', reward.id)).toEqual(['raffle.draw']);
    const [, mine] = await memberGet(app, `/api/raffles/${reward.id}/audit`, a.token);
    expect(mine.result).toHaveLength(1);
  });
});

/** The sample quiz's question i. */
const quizQuestion = (i: number) =>
  (
    SAMPLES.quizzes.questions as {
      id: number;
      text: string;
      multiple: boolean;
      image_url: string | null;
      answers: { id: number; text: string; correct: boolean }[];
    }[]
  )[i]!;

/** A changed copy of an input: another number or name, the key (step, slug, path) kept. */
function editOf(resource: ContentResource, input: Record<string, unknown>): Record<string, unknown> {
  switch (resource) {
    case 'earning-rules':
      return { ...input, points: (input.points as number) + 1 };
    case 'levels':
      return { ...input, name: `${input.name as string}+` };
    case 'badges':
    case 'specials':
      return { ...input, [resource === 'badges' ? 'name' : 'title']: `${(input.name ?? input.title) as string}+` };
    case 'daily-rewards':
      return { ...input, weight: (input.weight as number) + 1 };
    case 'redirects':
      return { ...input, target: `${input.target as string}/x` };
    case 'prizewheel-segments':
      return { ...input, weight: (input.weight as number) + 1 };
    case 'quizzes':
    case 'voucher-campaigns':
    case 'posts':
    case 'faq':
    case 'notifications':
      return { ...input, title: `${input.title as string}+` };
  }
}
