import type { AbstractIntlMessages } from 'next-intl';

export type Catalogue = { [key: string]: string | Catalogue };

/**
 * Each text of `tree` through `compile` (icu-minify's, see i18n/compiled-messages.ts) as plain data; the
 * nesting stays. icu-minify's option objects have no prototype, and React hands only plain objects to
 * the browser's components.
 */
export function compileCatalogue(tree: Catalogue, compile: (text: string) => unknown): AbstractIntlMessages {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [key, typeof value === 'string' ? plain(compile(value)) : compileCatalogue(value, compile)]),
  ) as AbstractIntlMessages;
}

const plain = (compiled: unknown): unknown => JSON.parse(JSON.stringify(compiled));
