// POST /api/csp-report (docs/reliability.md, "Content security policy"): both formats browsers send
// become one log line per violation, without the member's query; anything else is refused and logs
// nothing.
import { Writable } from 'node:stream';
import { replaceLogger } from '@/lib/server/log';
import { describeEachDatabase, makeApp } from '../helpers/db';
import type { App } from '../helpers/loyalty';

function captureLog() {
  const lines: Record<string, unknown>[] = [];
  replaceLogger(
    'info',
    new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    }),
  );
  return lines;
}

describeEachDatabase('csp reports', (t) => {
  let app: App;
  beforeAll(() => {
    app = makeApp(t.database).app;
  });
  const send = (type: string, body: string, address = '203.0.113.7') =>
    app.request('/api/csp-report', { method: 'POST', headers: { 'Content-Type': type, 'X-Forwarded-For': address }, body });
  const violations = (lines: Record<string, unknown>[]) => lines.filter((l) => l.msg === 'csp violation').map((l) => l.csp);

  it("logs report-uri's and the Reporting API's reports, never the query of an address", async () => {
    const lines = captureLog();
    const legacy = {
      'csp-report': {
        'document-uri': 'http://app.example/me/faq?collector_token=SECRET&hash=H',
        'effective-directive': 'script-src-elem',
        'blocked-uri': 'inline',
        'line-number': 12,
        'original-policy': "script-src 'nonce-x'",
      },
    };
    expect((await send('application/csp-report', JSON.stringify(legacy))).status).toBe(204);
    const api = [
      {
        type: 'csp-violation',
        url: 'http://app.example/widget/quiz?collector_token=SECRET',
        body: {
          documentURL: 'http://app.example/widget/quiz?collector_token=SECRET',
          effectiveDirective: 'script-src-attr',
          blockedURL: 'inline',
          disposition: 'enforce',
        },
      },
      { type: 'deprecation', body: { id: 'x' } },
    ];
    expect((await send('application/reports+json', JSON.stringify(api))).status).toBe(204);
    expect(violations(lines)).toEqual([
      { directive: 'script-src-elem', blocked: 'inline', page: 'http://app.example/me/faq', source: '', line: 12, disposition: 'enforce' },
      { directive: 'script-src-attr', blocked: 'inline', page: 'http://app.example/widget/quiz', source: '', line: null, disposition: 'enforce' },
    ]);
    expect(JSON.stringify(lines)).not.toContain('SECRET');
  });

  it('refuses another media type, broken JSON and another shape, and logs nothing for them', async () => {
    const lines = captureLog();
    const refused = [
      [await send('text/plain', '{}'), 415, 'UNSUPPORTED_MEDIA_TYPE'],
      [await send('application/csp-report', '{"csp-report":'), 400, 'INVALID_JSON'],
      [await send('application/csp-report', '{"report":{}}'), 400, 'VALIDATION_FAILED'],
    ] as const;
    for (const [res, status, code] of refused) {
      expect(res.status).toBe(status);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe(code);
    }
    expect(violations(lines)).toEqual([]);
  });

  it('takes at most 60 reports a minute from one address', async () => {
    // The limits at their real size (test apps scale them up, docs/conventions.md).
    const limited = makeApp(t.database, { RATE_LIMIT_SCALE: '1' }).app;
    const body = JSON.stringify({ 'csp-report': { 'effective-directive': 'script-src-elem' } });
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++)
      statuses.push(
        (
          await limited.request('/api/csp-report', {
            method: 'POST',
            headers: { 'Content-Type': 'application/csp-report', 'X-Forwarded-For': '198.51.100.9' },
            body,
          })
        ).status,
      );
    expect(statuses.slice(0, 60).every((s) => s === 204)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});
