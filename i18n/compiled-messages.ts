import compile from 'icu-minify/compile';
import raw from '../messages/de.json';
import { compileCatalogue } from './compile-catalogue';

// The catalogue as the app formats it: every text compiled once, on the server, into icu-minify's
// compact form. The browser then formats with next-intl's small formatter (no ICU parser in the bundle,
// no parsing while a page renders); next.config.ts points `use-intl/format-message` at it
// (docs/architecture.md, "Pages"). messages/de.json stays the one source: code that reads it directly
// (server texts, error texts) reads the plain texts. test/i18n/compiled-messages.node.test.mjs checks that
// every text reads the same both ways.

// The host API's and the console API's texts are read by the server directly (lib/server/errors.ts),
// never through next-intl; one of them shows a literal `<API_KEY>`, which ICU would take for a tag.
const SERVER_ONLY = new Set(['hostErrors', 'consoleErrors']);

export const messages = compileCatalogue(Object.fromEntries(Object.entries(raw).filter(([namespace]) => !SERVER_ONLY.has(namespace))), compile);
