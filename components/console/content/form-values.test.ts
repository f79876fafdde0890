import type { FieldErrors } from 'react-hook-form';
import { CONTENT_RESOURCES, type ContentResource } from '@/lib/contracts/console-content';
import { validationText } from '@/lib/contracts/zod-de';
import { apiPath, contentResolver, formatJson, issueField, toFormValues, toInput, type Input, type Texts } from './form-values';
import { RESOURCE_VIEWS } from './resources';

const texts: Texts = { json: (at) => (at ? `JSON kaputt (Zeile ${at.line}, Spalte ${at.column})` : 'JSON kaputt'), jsonPath: (path, message) => `Bei ${path}: ${message}` };

const samples: { [R in ContentResource]: Input } = {
  'earning-rules': { step: 'videoWatched', points: 7, reason: 'Video geschaut', daily_cap: 3, weekly_cap: null, lifetime_cap: null, dedupe_field: 'video_id', position: 9 },
  levels: { position: 6, name: 'Räppli-Königin', threshold: 10000, image_url: '/api/media/abc' },
  badges: { slug: 'serie-30', name: '30 Tage', description: 'Dreißig Tage in Folge.', image_url: 'https://example.org/b.png', position: 7, rule: { type: 'streak', step: 'dailyVisit', days: 30 } },
  'daily-rewards': { title: 'Glückstreffer', description: 'Zehn Räppli extra.', points: 10, weight: 3, image_url: null, position: 1 },
  redirects: { path: '/alt/*', target: '/me/rewards', permanent: true },
  specials: { slug: 'advent', title: 'Advent', menu_link: null, content: [{ type: 'raffles', title: 'Türchen', values: [{ id: 3 }] }], starts_at: '2026-12-01T00:00:00.000Z', ends_at: null, position: 1 },
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
    const content = [{ type: 'doors', title: 'Tür {1}', values: [{ id: 1, day: 1 }, { id: 2, day: 2 }] }];
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
    expect(issueField(RESOURCE_VIEWS.specials.fields, { path: apiPath('content.1.values'), message: 'x' }, texts)).toEqual({ name: 'content', message: 'Bei [1].values: x' });
    expect(issueField(fields, { path: apiPath('unknown'), message: 'x' }, texts)).toBeNull();
  });
});
