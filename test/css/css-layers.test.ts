import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The cascade layers of docs/conventions.md 16: which file sits in which layer, and the check that
// two modules combined on one element never depend on the order their CSS arrives in.
const ROOT = path.join(__dirname, '..', '..');
const ORDER = '@layer base, vendor, ui, kit;';
const LAYERS = ['base', 'vendor', 'ui', 'kit'];

const LAYERED: Record<string, string> = {
  'app/globals.css': 'base',
  'components/ui/swiper.css': 'vendor',
  'components/console/console.module.css': 'kit',
};
for (const file of readdirSync(path.join(ROOT, 'components/ui'))) {
  if (file.endsWith('.module.css')) LAYERED[`components/ui/${file}`] = 'ui';
}

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const stripComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '');

/** Every file under a folder of the repository, as a path from its root. */
const filesUnder = (dir: string) => readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' }).map((f) => `${dir}/${f}`);

/** The properties each class of a module sets on the element it names (rules whose selector ends in it). */
function propertiesByClass(css: string): Map<string, Set<string>> {
  const byClass = new Map<string, Set<string>>();
  for (const [, selector = '', body = ''] of stripComments(css).matchAll(/([^{};]+)\{([^{}]*)\}/g)) {
    const props = [...body.matchAll(/([a-z-]+)\s*:/g)].map((m) => m[1] ?? '');
    for (const item of selector.split(',')) {
      const last =
        item
          .trim()
          .split(/[\s>+~]+/)
          .pop() ?? '';
      // Pseudo-classes in the last compound (:hover, :not(...)) are states or narrower cases: the
      // class still names the element.
      for (const [, name = ''] of last.replace(/:not\([^)]*\)/g, '').matchAll(/\.([A-Za-z_][\w-]*)/g)) {
        const set = byClass.get(name) ?? new Set<string>();
        props.forEach((p) => set.add(p));
        byClass.set(name, set);
      }
    }
  }
  return byClass;
}

/** Every className={...} expression of a component that uses classes of more than one module. */
function combinations() {
  const found: { file: string; classes: { module: string; name: string }[] }[] = [];
  for (const file of [...filesUnder('components'), ...filesUnder('app')].filter((f) => f.endsWith('.tsx'))) {
    const source = read(file);
    const imports = new Map<string, string>();
    for (const [, local = '', spec = ''] of source.matchAll(/import (\w+) from '([^']+\.module\.css)'/g)) {
      const resolved = spec.startsWith('@/') ? spec.slice(2) : path.posix.join(path.posix.dirname(file), spec);
      imports.set(local, resolved);
    }
    for (const match of source.matchAll(/className=\{/g)) {
      let depth = 0;
      let end = match.index! + match[0].length - 1;
      for (; end < source.length; end++) {
        if (source[end] === '{') depth++;
        else if (source[end] === '}' && --depth === 0) break;
      }
      const expr = source.slice(match.index!, end);
      const classes = [...expr.matchAll(/\b(\w+)\.(\w+)/g)]
        .filter(([, local = '']) => imports.has(local))
        .map(([, local = '', name = '']) => ({ module: imports.get(local)!, name }));
      if (new Set(classes.map((c) => c.module)).size > 1) found.push({ file, classes });
    }
  }
  return found;
}

describe('cascade layers', () => {
  it.each(Object.entries(LAYERED))('%s opens with the layer order and keeps its rules in the %s layer', (file, layer) => {
    const css = stripComments(read(file)).trim();
    expect(css.startsWith(ORDER)).toBe(true);
    const rest = css.slice(ORDER.length).trim();
    if (layer === 'vendor') {
      // Third-party sheets come in whole, each import into the layer.
      for (const line of rest.split('\n').filter(Boolean)) expect(line).toMatch(/^@import '[^']+' layer\(vendor\);$/);
    } else {
      expect(rest.startsWith(`@layer ${layer} {`)).toBe(true);
      expect(rest.endsWith('}')).toBe(true);
      // Nothing after the layer's block: the block's closing brace is the file's last.
      let depth = 0;
      const body = rest.slice(rest.indexOf('{'));
      const closes = [...body].findIndex((ch) => (ch === '{' ? (depth++, false) : ch === '}' ? --depth === 0 : false));
      expect(closes).toBe(body.length - 1);
    }
  });

  it('knows no other layer and no other file that opens one', () => {
    expect(ORDER).toBe(`@layer ${LAYERS.join(', ')};`);
    const others = [...filesUnder('app'), ...filesUnder('components')].filter((f) => f.endsWith('.css') && !(f in LAYERED) && /@layer\b/.test(read(f)));
    expect(others).toEqual([]);
  });

  it('finds the classes a module sets on its element', () => {
    const props = propertiesByClass('.a, .b:hover { color: red } .a .c { gap: 1px } .c:not(.a) { margin: 0 } @media (x) { .a { width: 1px } }');
    expect([...props.get('a')!]).toEqual(['color', 'width']);
    expect([...props.get('c')!]).toEqual(['gap', 'margin']);
  });

  it('never lets two modules of one layer set the same property on one element', () => {
    const combos = combinations();
    // The scanner sees the console's buttons, the prize wheel's and the profile forms' combinations.
    expect(combos.length).toBeGreaterThan(20);
    const props = new Map<string, Map<string, Set<string>>>();
    const of = (module: string) => props.get(module) ?? props.set(module, propertiesByClass(read(module))).get(module)!;
    const clashes: string[] = [];
    for (const { file, classes } of combos) {
      for (const a of classes) {
        for (const b of classes) {
          if (a.module >= b.module || (LAYERED[a.module] ?? 'none') !== (LAYERED[b.module] ?? 'none')) continue;
          const shared = [...(of(a.module).get(a.name) ?? [])].filter((p) => of(b.module).get(b.name)?.has(p));
          if (shared.length) clashes.push(`${file}: ${a.module} .${a.name} and ${b.module} .${b.name} both set ${shared.join(', ')}`);
        }
      }
    }
    expect(clashes).toEqual([]);
  });
});
