// The app formats the compiled catalogue with next-intl's small formatter (i18n/compiled-messages.ts);
// tests and the texts' authors think in the plain ICU texts of messages/de.json, which next-intl's
// full formatter reads. Every text must read the same both ways, in every branch of its plurals and
// selects, with numbers, dates, times and tags. Run by node --test (npm run test:scripts): icu-minify and
// use-intl are ES modules only, which this project's Jest cannot load beside CommonJS tests.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';
import compile from 'icu-minify/compile';
import formatParsed from 'use-intl/format-message';
import formatCompiled from 'use-intl/format-message/format-only';
import { _createCache, _createIntlFormatters } from 'use-intl/core';

const raw = createRequire(import.meta.url)('../../messages/de.json');

const WHEN = new Date('2026-03-07T08:05:00Z');
const cache = _createCache();
const options = { cache, formatters: _createIntlFormatters(cache), locale: 'de', timeZone: 'Europe/Zurich' };
const tag = (name) => (chunks) => `<${name}>${chunks.join('')}</${name}>`;
const text = (result) => [result].flat().join('');
// icu-minify's kinds of argument: [name, kind, options].
const KIND = { select: 1, plural: 2, selectordinal: 3, number: 4, date: 5, time: 6 };

function leaves(tree, prefix = '') {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[prefix + key, value]] : leaves(value, `${prefix}${key}.`)));
}

/**
 * name → { kind, branches } for every argument and tag of a compiled text. A compiled text is a string or
 * a list of parts; a part is a string, 0 (a plural's #) or a node: [name] (plain), [name, kind, options]
 * or a tag [name, ...parts] (icu-minify's format, as use-intl's format-only reads it).
 */
function argumentsOf(parts, out = new Map()) {
  if (!Array.isArray(parts)) return out;
  for (const node of parts) {
    if (!Array.isArray(node)) continue;
    const [name, kind, options] = node;
    if (node.length === 1) out.set(name, { kind: 'plain', branches: [] });
    else if (typeof kind === 'number' && kind !== 0) {
      const branches = kind <= KIND.selectordinal ? options : {};
      out.set(name, { kind, branches: Object.keys(branches) });
      for (const branch of Object.values(branches)) argumentsOf(branch, out);
    } else {
      out.set(name, { kind: 'tag', branches: [] });
      argumentsOf(node.slice(1), out);
    }
  }
  return out;
}

/** Values that walk every branch: a base set, then each select and plural through its cases. */
function valueSets(args) {
  const base = {};
  const variants = [];
  for (const [name, { kind, branches }] of args) {
    if (kind === 'tag') base[name] = tag(name);
    else if (kind === 'plain') base[name] = 'Wert';
    else if (kind === KIND.number) base[name] = 12345.5;
    else if (kind === KIND.date || kind === KIND.time) base[name] = WHEN;
    else if (kind === KIND.select) {
      base[name] = 'anderes';
      variants.push([name, branches.filter((b) => b !== 'other')]);
    } else {
      base[name] = 2;
      variants.push([name, [0, 1, 3, 21, 1234, ...branches.filter((b) => b.startsWith('=')).map((b) => Number(b.slice(1)))]]);
    }
  }
  return [base, ...variants.flatMap(([name, values]) => values.map((value) => ({ ...base, [name]: value })))];
}

function compare(key, message, form) {
  const differences = [];
  const sets = valueSets(argumentsOf(form));
  for (const values of sets) {
    const given = Object.keys(values).length ? values : undefined;
    const expected = text(formatParsed(key, message, given, options));
    const actual = text(formatCompiled(key, form, given, options));
    if (actual !== expected) differences.push(`${key} ${JSON.stringify(values)}: ${JSON.stringify(actual)} ≠ ${JSON.stringify(expected)}`);
  }
  return { differences, checked: sets.length };
}

describe('the compiled catalogue', () => {
  // Without the host API's texts, which next-intl never formats (i18n/compiled-messages.ts).
  const texts = leaves(raw).filter(([key]) => !key.startsWith('hostErrors.'));

  it('reads like the plain texts, in every branch', () => {
    const differences = [];
    let checked = 0;
    for (const [key, message] of texts) {
      const result = compare(key, message, compile(message));
      differences.push(...result.differences);
      checked += result.checked;
    }
    assert.deepEqual(differences, []);
    // Plurals and selects are walked through their cases, so more sets than texts.
    assert.ok(texts.length > 1000 && checked > texts.length + 200, `${checked} value sets for ${texts.length} texts`);
  });

  it('finds a text that reads differently: a named date style the small formatter does not know', () => {
    const message = 'am {d, date, short}';
    assert.equal(compare('x', message, compile(message)).differences.length, 1);
  });
});
