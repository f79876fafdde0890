import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// Every client component's messages must reach the browser (i18n/client-messages.tsx): follows the
// imports of each route file, and checks that the namespaces its client components use are in the
// list that covers them — the page's own <ClientMessages namespaces={[…]}> or the root layout's.

const ROOT = process.cwd();
const source = (file: string) => readFileSync(file, 'utf8');

function resolveImport(spec: string, from: string): string | null {
  const base = spec.startsWith('@/') ? path.join(ROOT, spec.slice(2)) : spec.startsWith('.') ? path.resolve(path.dirname(from), spec) : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.tsx`, `${base}.ts`, path.join(base, 'index.tsx'), path.join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile() && /\.tsx?$/.test(candidate)) return candidate;
  }
  return null;
}

function importsOf(file: string): string[] {
  const text = source(file);
  const specs = [...text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((m) => m[1]!);
  return specs.map((s) => resolveImport(s, file)).filter((f): f is string => f !== null);
}

const isClient = (file: string) => /^\s*['"]use client['"]/.test(source(file));
const namespacesIn = (file: string) => [...source(file).matchAll(/useTranslations\(\s*['"]([a-zA-Z]+)/g)].map((m) => m[1]!);

/** The namespaces used by client components reachable from `entry` (a file imported by a client file is client too). */
function clientNamespaces(entry: string): Map<string, string> {
  const used = new Map<string, string>();
  const seen = new Set<string>();
  const walk = (file: string, client: boolean) => {
    const key = `${file}:${client}`;
    if (seen.has(key)) return;
    seen.add(key);
    const inClient = client || isClient(file);
    if (inClient) for (const ns of namespacesIn(file)) if (!used.has(ns)) used.set(ns, path.relative(ROOT, file));
    for (const dep of importsOf(file)) walk(dep, inClient);
  };
  walk(entry, false);
  return used;
}

function declared(file: string): string[] | null {
  const m = source(file).match(/<ClientMessages\s+namespaces=\{\[([^\]]*)\]\}/);
  return m ? [...m[1]!.matchAll(/['"]([a-zA-Z]+)['"]/g)].map((x) => x[1]!) : null;
}

const appFiles = readdirSync(path.join(ROOT, 'app'), { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.tsx'))
  .map((name) => path.join(ROOT, 'app', name));
const rootList = declared(path.join(ROOT, 'app/layout.tsx'));

describe('client messages', () => {
  it('the root layout declares its list', () => {
    expect(rootList).not.toBeNull();
  });

  it.each(appFiles.map((f) => path.relative(ROOT, f)))('%s: its client components get their namespaces', (rel) => {
    const file = path.join(ROOT, rel);
    const own = declared(file);
    // A page that declares no list lives under the root's; layouts, error and not-found files too.
    const list = new Set(own ?? rootList ?? []);
    const missing = [...clientNamespaces(file)].filter(([ns]) => !list.has(ns)).map(([ns, where]) => `${ns} (${where})`);
    expect(missing).toEqual([]);
  });
});
