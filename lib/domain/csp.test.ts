import { cspViolations, pagePolicy, streamReplacer, withoutQuery } from './csp';

describe('pagePolicy', () => {
  it('takes scripts by nonce and what they load, no plugin, no <base>, forms only to us, reports to our endpoint', () => {
    const policy = pagePolicy({ nonce: 'abc', frameAncestors: ["'self'", 'https://www.example.org'], dev: false });
    expect(policy).toBe(
      "script-src 'nonce-abc' 'strict-dynamic' 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'self' https://www.example.org; report-uri /api/csp-report; report-to csp",
    );
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('unsafe-eval');
  });
  it("allows eval only in development (React's dev build)", () => {
    expect(pagePolicy({ nonce: 'n', frameAncestors: ["'self'"], dev: true })).toContain("'unsafe-eval'");
  });
});

describe('streamReplacer', () => {
  const run = (from: string, to: string, chunks: string[]) => {
    const r = streamReplacer(from, to);
    return chunks.map((c) => r.push(c)).join('') + r.end();
  };
  it('replaces every occurrence, also where a chunk boundary cuts it', () => {
    const text = '<script nonce="PLACE">a</script><script nonce="PLACE">b</script>';
    const want = text.replaceAll('PLACE', 'n0nce');
    for (let cut = 0; cut <= text.length; cut++) expect(run('PLACE', 'n0nce', [text.slice(0, cut), text.slice(cut)])).toBe(want);
    expect(run('PLACE', 'n0nce', [...text])).toBe(want);
  });
  it('gives back a held-back start that never completes, and text without it unchanged', () => {
    expect(run('PLACE', 'x', ['ab PLA', 'CX PL'])).toBe('ab PLACX PL');
    expect(run('PLACE', 'x', ['<p>nothing</p>'])).toBe('<p>nothing</p>');
  });
  it('never makes an occurrence out of what it put in', () => {
    expect(run('aab', 'a', ['aaab', 'b'])).toBe('aab');
  });
});

describe('withoutQuery', () => {
  it('keeps origin and path of an address, never its query or fragment; keywords stay', () => {
    expect(withoutQuery('https://app.example/me/overview?collector_token=secret&hash=h#x')).toBe('https://app.example/me/overview');
    expect(withoutQuery('inline')).toBe('inline');
    expect(withoutQuery('data:text/javascript,alert(1)')).toBe('data:');
    expect(withoutQuery(42)).toBe('');
  });
});

describe('cspViolations', () => {
  it("reads report-uri's format and the Reporting API's, without the member's query", () => {
    const legacy = {
      'csp-report': { 'document-uri': 'https://a.example/me/x?token=t', 'effective-directive': 'script-src-elem', 'blocked-uri': 'inline', 'line-number': 3 },
    };
    expect(cspViolations(legacy)).toEqual([
      { directive: 'script-src-elem', blocked: 'inline', page: 'https://a.example/me/x', source: '', line: 3, disposition: 'enforce' },
    ]);
    const api = [
      {
        type: 'csp-violation',
        body: {
          documentURL: 'https://a.example/w?collector_token=c',
          effectiveDirective: 'script-src-elem',
          blockedURL: 'https://evil.example/x.js?q=1',
          disposition: 'report',
        },
      },
      { type: 'deprecation', body: {} },
    ];
    expect(cspViolations(api)).toEqual([
      { directive: 'script-src-elem', blocked: 'https://evil.example/x.js', page: 'https://a.example/w', source: '', line: null, disposition: 'report' },
    ]);
    expect(cspViolations({})).toEqual([]);
  });
});
