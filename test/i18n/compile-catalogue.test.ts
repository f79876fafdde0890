import raw from '@/messages/de.json';
import { compileCatalogue, type Catalogue } from '@/i18n/compile-catalogue';

// The texts' compiler is icu-minify's in the app (an ES module, checked text by text in
// compiled-messages.node.test.mjs); here a stand-in shows what the walk does with the tree.
const mark = (text: string) => [`compiled:${text}`];

describe('compileCatalogue', () => {
  it('compiles every text and keeps the nesting', () => {
    expect(compileCatalogue({ a: 'A {x}', b: { c: 'C', d: { e: 'E' } } }, mark)).toEqual({
      a: ['compiled:A {x}'],
      b: { c: ['compiled:C'], d: { e: ['compiled:E'] } },
    });
  });

  it('leaves no text of the catalogue uncompiled', () => {
    const walk = (node: unknown): number =>
      Array.isArray(node) ? 1 : typeof node === 'string' ? Number.NaN : Object.values(node as object).reduce((n: number, v) => n + walk(v), 0);
    const count = (node: Catalogue): number => Object.values(node).reduce((n: number, v) => n + (typeof v === 'string' ? 1 : count(v)), 0);
    expect(walk(compileCatalogue(raw, mark))).toBe(count(raw));
  });

  it('hands on plain objects only (React refuses objects without a prototype)', () => {
    const bare = () => [['n', 2, Object.assign(Object.create(null), { one: 'eins', other: 'viele' })]];
    const compiled = compileCatalogue({ a: 'x' }, bare) as unknown as { a: [[string, number, object]] };
    expect(Object.getPrototypeOf(compiled.a[0][2])).toBe(Object.prototype);
    expect(compiled.a[0][2]).toEqual({ one: 'eins', other: 'viele' });
  });
});
