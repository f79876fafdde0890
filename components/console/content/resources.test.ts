import messages from '@/messages/de.json';
import { CONTENT_INPUTS, CONTENT_RESOURCES } from '@/lib/contracts/console-content';
import { RESOURCE_VIEWS } from './resources';

// The content pages take each field's label and help text by name (use-resource-text.ts): a field
// without a label would show its key. And each descriptor covers its contract's input exactly.
type Texts = {
  title: string;
  about: string;
  fields: Record<string, string>;
  hints: Record<string, string>;
  columns?: Record<string, string>;
  options?: Record<string, Record<string, string>>;
};
const texts = messages.console.content.resources as Record<string, Texts>;

describe.each(CONTENT_RESOURCES)('%s', (resource) => {
  const view = RESOURCE_VIEWS[resource];

  it('has a name, a line on what it is and a label for every field', () => {
    expect(texts[resource]?.title).toBeTruthy();
    expect(texts[resource]?.about).toBeTruthy();
    expect(Object.keys(texts[resource]!.fields).sort()).toEqual(view.fields.map((f) => f.name).sort());
    for (const hint of Object.keys(texts[resource]!.hints)) expect(view.fields.map((f) => f.name)).toContain(hint);
    const extra = view.computed ?? [];
    for (const column of Object.keys(texts[resource]!.columns ?? {})) expect([...view.columns, ...extra]).toContain(column);
    for (const column of extra) expect(texts[resource]!.columns?.[column]).toBeTruthy();
  });

  it("labels every select's options", () => {
    for (const f of view.fields.filter((x) => x.kind === 'select')) {
      expect(f.options?.length).toBeGreaterThan(0);
      expect(Object.keys(texts[resource]!.options?.[f.name] ?? {}).sort()).toEqual([...f.options!].sort());
    }
  });

  it("shows a field only on another field's values that exist", () => {
    for (const f of view.fields.filter((x) => x.when)) {
      const on = view.fields.find((x) => x.name === f.when!.field);
      expect(on?.kind).toBe('select');
      for (const v of f.when!.is) expect(on!.options).toContain(v);
    }
  });

  it('edits every field of the contract; the list shows fields of it', () => {
    expect(view.fields.map((f) => f.name).sort()).toEqual(Object.keys(CONTENT_INPUTS[resource].shape).sort());
    expect(view.columns.every((c) => view.fields.some((f) => f.name === c))).toBe(true);
    expect(view.fields.some((f) => f.name === view.name)).toBe(true);
  });
});
