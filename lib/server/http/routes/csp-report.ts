import 'server-only';
import { Hono } from 'hono';
import { cspReportBodySchema } from '@/lib/contracts/csp';
import { cspViolations } from '@/lib/domain/csp';
import { ApiError } from '@/lib/server/errors';
import { log } from '@/lib/server/log';
import type { AppEnv } from '../context';
import { parseJsonBody, readBodyText } from '../body';
import { handle } from '../wrapper';

// Violations of the pages' content security policy (docs/reliability.md, "Content security
// policy"): one log line each, without the query of any address (it carries the member's session).
const TYPES = /^application\/(csp-report|reports\+json|json)\b/i;

export const cspReportRoutes = new Hono<AppEnv>()
  // POST /api/csp-report — a browser's violation report (report-uri and the Reporting API)
  .post(
    '/csp-report',
    handle({ auth: 'public', rateLimit: 'cspReport', form: true, idempotency: 'none' }, async ({ c }) => {
      if (!TYPES.test(c.req.header('content-type') ?? '')) throw new ApiError('UNSUPPORTED_MEDIA_TYPE');
      const parsed = cspReportBodySchema.safeParse(parseJsonBody(await readBodyText(c)));
      if (!parsed.success)
        throw new ApiError(
          'VALIDATION_FAILED',
          parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
        );
      for (const violation of cspViolations(parsed.data)) log().warn({ csp: violation }, 'csp violation');
      return c.body(null, 204, { 'Cache-Control': 'no-store' });
    }),
  );
