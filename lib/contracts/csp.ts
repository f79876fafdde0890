import './zod-setup';
import { z } from 'zod';

// POST /api/csp-report — what browsers send when the pages' content security policy refuses
// something (docs/reliability.md, "Content security policy"). Browsers write these bodies, not an
// integrator: the fields are the browsers' own and may grow, so unknown fields inside a report are
// kept out of the log but not refused.
const legacyReport = z.looseObject({
  'document-uri': z.string().optional(),
  'effective-directive': z.string().optional(),
  'violated-directive': z.string().optional(),
  'blocked-uri': z.string().optional(),
  'source-file': z.string().optional(),
  'line-number': z.number().optional(),
  disposition: z.string().optional(),
});
const reportingApiReport = z.looseObject({
  type: z.string(),
  url: z.string().optional(),
  body: z
    .looseObject({
      documentURL: z.string().optional(),
      effectiveDirective: z.string().optional(),
      blockedURL: z.string().optional(),
      sourceFile: z.string().optional(),
      lineNumber: z.number().optional(),
      disposition: z.string().optional(),
    })
    .optional(),
});

/** `application/csp-report` (report-uri) or `application/reports+json` (the Reporting API, up to 100 reports). */
export const cspReportBodySchema = z.union([z.strictObject({ 'csp-report': legacyReport }), z.array(reportingApiReport).max(100)]);
