// The content security policy of our pages (docs/reliability.md, "Content security policy"): every
// script needs this response's nonce, or was loaded by a script that had it ('strict-dynamic').
// Pure rules: the policy's text, the streaming swap that puts each response's nonce into a page,
// and the one line a violation report is logged as.

/** Where browsers send violation reports (report-uri, and the Reporting API's endpoint `csp`). */
export const CSP_REPORT_PATH = '/api/csp-report';
export const CSP_REPORT_GROUP = 'csp';

const joined = (directives: Record<string, readonly string[]>) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');

const REPORTING = { 'report-uri': [CSP_REPORT_PATH], 'report-to': [CSP_REPORT_GROUP] };

/**
 * A page rendered by Next: scripts by nonce and what they load; no plugins, no <base>, forms only
 * to our origin. 'self' is the fallback of browsers without 'strict-dynamic' (CSP 2), which still
 * refuse every inline script without the nonce. Development adds 'unsafe-eval' (React's dev build
 * evaluates call stacks); production never has it.
 */
export function pagePolicy(o: { nonce: string; frameAncestors: readonly string[]; dev: boolean }): string {
  return joined({
    'script-src': [`'nonce-${o.nonce}'`, "'strict-dynamic'", "'self'", ...(o.dev ? ["'unsafe-eval'"] : [])],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': o.frameAncestors,
    ...REPORTING,
  });
}

/** A static HTML file of `public/` (the embedding example): its scripts are files of our origin. */
export function staticPagePolicy(frameAncestors: readonly string[]): string {
  return joined({
    'script-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': frameAncestors,
    ...REPORTING,
  });
}

/** Answers that are no page (the API, scripts, pictures): nothing may run in them, and framing as for pages. */
export function resourcePolicy(frameAncestors: readonly string[]): string {
  return joined({ 'default-src': ["'none'"], 'frame-ancestors': frameAncestors });
}

/** The longest end of `text` that begins `word` (shorter than the word itself). */
function partialEnd(text: string, word: string): number {
  for (let k = Math.min(word.length - 1, text.length); k > 0; k--) if (word.startsWith(text.slice(text.length - k))) return k;
  return 0;
}

/**
 * Replaces every `from` in a text that arrives in chunks by `to`, also where a chunk boundary cuts
 * `from`: the end of a chunk that may begin it waits for the next chunk (at most `from.length − 1`
 * characters). Works on byte strings (latin1), so a cut multi-byte character is never an issue.
 */
export function streamReplacer(from: string, to: string): { push: (chunk: string) => string; end: () => string } {
  let carry = '';
  return {
    push(chunk) {
      const text = carry + chunk;
      let out = '';
      let at = 0;
      for (let found = text.indexOf(from); found !== -1; found = text.indexOf(from, at)) {
        out += text.slice(at, found) + to;
        at = found + from.length;
      }
      const rest = text.slice(at);
      const keep = partialEnd(rest, from);
      carry = rest.slice(rest.length - keep);
      return out + rest.slice(0, rest.length - keep);
    },
    end() {
      const rest = carry;
      carry = '';
      return rest;
    },
  };
}

export type CspViolation = { directive: string; blocked: string; page: string; source: string; line: number | null; disposition: string };

/** An address as a log may keep it: origin and path, never the query (it carries the member's session) or the fragment. */
export function withoutQuery(address: unknown): string {
  if (typeof address !== 'string' || address === '') return '';
  // Keywords such as 'inline' or 'eval' are no addresses.
  if (!/^[a-z][a-z0-9+.-]*:/i.test(address)) return address.slice(0, 100);
  try {
    const url = new URL(address);
    return url.protocol === 'http:' || url.protocol === 'https:' ? `${url.origin}${url.pathname}`.slice(0, 300) : url.protocol;
  } catch {
    return '';
  }
}

type Fields = Record<string, unknown>;
const text = (v: unknown) => (typeof v === 'string' ? v.slice(0, 200) : '');
const lineOf = (v: unknown) => (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 ? v : null);

/**
 * The violations a report body names, in either format browsers send: `report-uri`'s
 * `{"csp-report": {...}}` (hyphenated names) or the Reporting API's list of `{type, body}`
 * (camelCase names; other report types are left out).
 */
export function cspViolations(body: unknown): CspViolation[] {
  const one = (r: Fields, legacy: boolean): CspViolation => ({
    directive: text(legacy ? (r['effective-directive'] ?? r['violated-directive']) : r.effectiveDirective),
    blocked: withoutQuery(legacy ? r['blocked-uri'] : r.blockedURL),
    page: withoutQuery(legacy ? r['document-uri'] : r.documentURL),
    source: withoutQuery(legacy ? r['source-file'] : r.sourceFile),
    line: lineOf(legacy ? r['line-number'] : r.lineNumber),
    disposition: text(r.disposition) || 'enforce',
  });
  if (Array.isArray(body)) {
    return body
      .filter(
        (r): r is Fields =>
          !!r && typeof r === 'object' && (r as Fields).type === 'csp-violation' && !!(r as Fields).body && typeof (r as Fields).body === 'object',
      )
      .map((r) => one(r.body as Fields, false));
  }
  const legacy = body && typeof body === 'object' ? (body as Fields)['csp-report'] : null;
  return legacy && typeof legacy === 'object' ? [one(legacy as Fields, true)] : [];
}
