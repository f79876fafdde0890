// next-intl's hooks over messages/de.json with the ICU the texts use — plurals, selects, numbers,
// dates by skeleton in the business time zone, rich tags — for jsdom tests that read whole German
// sentences. next-intl itself ships ESM only, which this project's Jest cannot load on Node 20;
// `npm run test:scripts` checks that every text reads the same compiled as in the app. Use:
//   jest.mock('next-intl', () => jest.requireActual('@/test/helpers/intl'));
// (test/helpers/next-intl-de.ts is the lighter one: plain texts and {name} arguments only.)
import { Fragment, type ReactNode } from 'react';
import messages from '@/messages/de.json';

const LOCALE = 'de';
const TIME_ZONE = 'Europe/Vienna';

type Part = string | { arg: string; type?: string; style?: string; options?: Record<string, Part[]> } | { tag: string; children: Part[] } | { pound: true };

/** ICU MessageFormat as far as messages/de.json uses it. */
function parse(src: string, at = { i: 0 }, plural = false, closing?: string): Part[] {
  const out: Part[] = [];
  let text = '';
  const flush = () => {
    if (text) out.push(text);
    text = '';
  };
  while (at.i < src.length) {
    const c = src[at.i]!;
    if (c === "'") {
      const next = src[at.i + 1];
      if (next === "'") {
        text += "'";
        at.i += 2;
      } else if (next === '{' || next === '}' || next === '<' || (plural && next === '#')) {
        const end = src.indexOf("'", at.i + 1);
        text += src.slice(at.i + 1, end < 0 ? src.length : end);
        at.i = end < 0 ? src.length : end + 1;
      } else {
        text += c;
        at.i++;
      }
    } else if (c === '{') {
      flush();
      at.i++;
      out.push(parseArg(src, at));
    } else if (c === '}') {
      break;
    } else if (c === '#' && plural) {
      flush();
      out.push({ pound: true });
      at.i++;
    } else if (c === '<' && closing && src.startsWith(`</${closing}>`, at.i)) {
      break;
    } else if (c === '<' && /^<(\w+)>/.test(src.slice(at.i)) && src.includes(`</${/^<(\w+)>/.exec(src.slice(at.i))![1]}>`, at.i)) {
      flush();
      const tag = /^<(\w+)>/.exec(src.slice(at.i))![1]!;
      at.i += tag.length + 2;
      const children = parse(src, at, plural, tag);
      at.i += tag.length + 3;
      out.push({ tag, children });
    } else {
      text += c;
      at.i++;
    }
  }
  flush();
  return out;
}

function parseArg(src: string, at: { i: number }): Part {
  const word = () => {
    const m = /^\s*([^\s,{}]+)\s*/.exec(src.slice(at.i))!;
    at.i += m[0].length;
    return m[1]!;
  };
  const arg = word();
  if (src[at.i] === '}') {
    at.i++;
    return { arg };
  }
  at.i++; // ,
  const type = word();
  if (type === 'plural' || type === 'select' || type === 'selectordinal') {
    at.i++; // ,
    const options: Record<string, Part[]> = {};
    for (;;) {
      while (/\s/.test(src[at.i] ?? '')) at.i++;
      if (src[at.i] === '}') break;
      const key = word();
      at.i++; // {
      options[key] = parse(src, at, type !== 'select');
      at.i++; // }
    }
    at.i++;
    return { arg, type, options };
  }
  let style = '';
  if (src[at.i] === ',') {
    const end = src.indexOf('}', at.i);
    style = src.slice(at.i + 1, end).trim();
    at.i = end;
  }
  at.i++;
  return { arg, type, style };
}

/** An ICU date skeleton (::yMMMd) as Intl options. */
function skeleton(s: string): Intl.DateTimeFormatOptions {
  const o: Intl.DateTimeFormatOptions = {};
  for (const [run, ch] of s.matchAll(/(.)\1*/g) as Iterable<[string, string]>) {
    const n = run.length;
    if (ch === 'y') o.year = n === 2 ? '2-digit' : 'numeric';
    else if (ch === 'M' || ch === 'L') o.month = (['numeric', '2-digit', 'short', 'long', 'narrow'] as const)[Math.min(n, 5) - 1];
    else if (ch === 'd') o.day = n === 1 ? 'numeric' : '2-digit';
    else if (ch === 'E') o.weekday = n <= 3 ? 'short' : n === 4 ? 'long' : 'narrow';
    else if (ch === 'H' || ch === 'h') Object.assign(o, { hour: n === 1 ? 'numeric' : '2-digit', hourCycle: ch === 'H' ? 'h23' : 'h12' });
    else if (ch === 'm') o.minute = n === 1 ? 'numeric' : '2-digit';
    else if (ch === 's') o.second = n === 1 ? 'numeric' : '2-digit';
  }
  return o;
}

const asDate = (v: unknown) => (v instanceof Date ? v : new Date(v as string | number));
const number = (v: unknown, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(LOCALE, options).format(Number(v));
const dateTime = (v: unknown, options: Intl.DateTimeFormatOptions = {}) =>
  new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, ...options }).format(asDate(v));

type Values = Record<string, unknown>;

function format(parts: Part[], values: Values, n?: number): ReactNode[] {
  const out: ReactNode[] = [];
  for (const p of parts) {
    if (typeof p === 'string') out.push(p);
    else if ('pound' in p) out.push(number(n));
    else if ('tag' in p) {
      const fn = values[p.tag];
      if (typeof fn !== 'function') throw new Error(`no function for the tag <${p.tag}>`);
      out.push(<Fragment key={out.length}>{(fn as (chunks: ReactNode) => ReactNode)(format(p.children, values, n))}</Fragment>);
    } else {
      if (!(p.arg in values)) throw new Error(`no value for {${p.arg}}`);
      const v = values[p.arg];
      if (!p.type) out.push(v as ReactNode);
      else if (p.type === 'number')
        out.push(number(v, p.style === 'percent' ? { style: 'percent' } : p.style === 'integer' ? { maximumFractionDigits: 0 } : undefined));
      else if (p.type === 'date' || p.type === 'time') {
        const style = p.style ?? '';
        out.push(
          style.startsWith('::')
            ? dateTime(v, skeleton(style.slice(2)))
            : dateTime(v, p.type === 'date' ? { dateStyle: (style || 'medium') as 'medium' } : { timeStyle: (style || 'short') as 'short' }),
        );
      } else if (p.type === 'select') out.push(...format(p.options![String(v)] ?? p.options!.other ?? [], values, n));
      else {
        const count = Number(v);
        const rule = new Intl.PluralRules(LOCALE, { type: p.type === 'selectordinal' ? 'ordinal' : 'cardinal' }).select(count);
        out.push(...format(p.options![`=${count}`] ?? p.options![rule] ?? p.options!.other ?? [], values, count));
      }
    }
  }
  return out;
}

const at = (path: string) => path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], messages);

export function useTranslations(namespace?: string) {
  const path = (key: string) => (namespace ? `${namespace}.${key}` : key);
  const text = (key: string) => {
    const found = at(path(key));
    if (typeof found !== 'string') throw new Error(`messages/de.json has no text ${path(key)}`);
    return found;
  };
  const t = (key: string, values: Values = {}) =>
    format(parse(text(key)), values)
      .map(String)
      .join('');
  t.rich = (key: string, values: Values = {}) => <>{format(parse(text(key)), values)}</>;
  t.has = (key: string) => typeof at(path(key)) === 'string';
  t.raw = (key: string) => at(path(key));
  return t;
}

export function useFormatter() {
  return {
    number: (v: number, options?: Intl.NumberFormatOptions) => number(v, options),
    dateTime: (v: Date | number | string, options?: Intl.DateTimeFormatOptions) => dateTime(v, options),
    relativeTime: (v: Date | number, now: Date | number = Date.now()) => {
      const seconds = Math.round((asDate(v).getTime() - asDate(now).getTime()) / 1000);
      const [unit, size] = (
        [
          ['day', 86_400],
          ['hour', 3600],
          ['minute', 60],
          ['second', 1],
        ] as const
      ).find(([, s]) => Math.abs(seconds) >= s) ?? ['second', 1];
      return new Intl.RelativeTimeFormat(LOCALE, { numeric: 'auto' }).format(Math.round(seconds / size), unit);
    },
    list: (items: string[]) => new Intl.ListFormat(LOCALE).format(items),
  };
}

export const useLocale = () => LOCALE;
export const useTimeZone = () => TIME_ZONE;
export const useNow = () => new Date();
export const useMessages = () => messages;
/** The hooks above need no provider: it passes its children through. */
export const NextIntlClientProvider = ({ children }: { children: ReactNode }) => <>{children}</>;
