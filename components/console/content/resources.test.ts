import messages from '@/messages/de.json';
import { CONTENT_INPUTS, CONTENT_RESOURCES } from '@/lib/contracts/console-content';
import { RESOURCE_VIEWS } from './resources';

// The content pages take each field's label and help text by name (use-resource-text.ts): a field
// without a label would show its key. And each descriptor covers its contract's input exactly.
const texts = messages.console.content.resources as Record<string, { title: string; about: string; fields: Record<string, string>; hints: Record<string, string>; columns?: Record<string, string> }>;

describe.each(CONTENT_RESOURCES)('%s', (resource) => {
  const view = RESOURCE_VIEWS[resource];

  it('has a name, a line on what it is and a label for every field', () => {
    expect(texts[resource]?.title).toBeTruthy();
    expect(texts[resource]?.about).toBeTruthy();
    expect(Object.keys(texts[resource]!.fields).sort()).toEqual(view.fields.map((f) => f.name).sort());
    for (const hint of Object.keys(texts[resource]!.hints)) expect(view.fields.map((f) => f.name)).toContain(hint);
    for (const column of Object.keys(texts[resource]!.columns ?? {})) expect(view.columns).toContain(column);
  });

  it('edits every field of the contract; the list shows fields of it', () => {
    expect(view.fields.map((f) => f.name).sort()).toEqual(Object.keys(CONTENT_INPUTS[resource].shape).sort());
    expect(view.columns.every((c) => view.fields.some((f) => f.name === c))).toBe(true);
    expect(view.fields.some((f) => f.name === view.name)).toBe(true);
  });
});
