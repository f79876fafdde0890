import 'server-only';
import { cspReportBodySchema } from '@/lib/contracts/csp';
import { noContent, type RouteGroup } from './registry';

// Routes of routes/csp-report.ts (docs/reliability.md, "Content security policy").
export const cspReportDocs: RouteGroup = {
  tag: 'Content security policy',
  description: "Where browsers report what the pages' content security policy refused.",
  routes: [
    {
      method: 'post',
      path: '/api/csp-report',
      summary: 'A content security policy violation report',
      description:
        "Sent by browsers, not by integrators: `report-uri`'s `application/csp-report` body or the Reporting API's `application/reports+json` list. Each violation becomes one log line (directive, blocked address, page and script without their query). 60 reports per minute and client address.",
      auth: 'public',
      form: cspReportBodySchema,
      formTypes: ['application/csp-report', 'application/reports+json'],
      idempotency: 'none',
      responses: { 204: noContent('Logged.') },
      errors: ['RATE_LIMITED', 'UNSUPPORTED_MEDIA_TYPE', 'INVALID_JSON'],
    },
  ],
};
