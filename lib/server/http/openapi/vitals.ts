import 'server-only';
import { vitalsBodySchema, vitalsQuerySchema, vitalsReportSchema } from '@/lib/contracts/vitals';
import { noContent, type RouteGroup } from './registry';

// Routes of routes/vitals.ts (docs/reliability.md, "Real-user Web Vitals").
export const vitalsDocs: RouteGroup = {
  tag: 'Web Vitals',
  description: 'Real-user LCP, INP and CLS of sampled visits, and their 75th percentile per page and day for the console.',
  routes: [
    {
      method: 'post',
      path: '/api/vitals',
      summary: "A visit's Web Vitals",
      description:
        'Sent by the web view for a share of visits (`vitals_sample_rate` of `GET /api/config`) when the page is hidden: the page as a path pattern (ids as `:id`, no query) and its LCP and INP in ms and CLS. Nothing about the member is sent or stored. 30 reports per minute and client address.',
      auth: 'public',
      body: vitalsBodySchema,
      responses: { 204: noContent('Stored.') },
      errors: ['RATE_LIMITED'],
    },
    {
      method: 'get',
      path: '/api/console/vitals',
      summary: 'Web Vitals: p75 per page and day',
      description:
        'The last `days` business days (1–90, default 14), newest first, each page with the 75th percentile of LCP and INP (ms) and CLS and how many visits reported.',
      auth: 'console',
      query: vitalsQuerySchema,
      responses: { 200: { description: 'The report.', schema: vitalsReportSchema } },
    },
  ],
};
