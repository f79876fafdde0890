import './zod-setup';
import { z } from 'zod';
import { VITAL_NAMES } from '@/lib/domain/vitals';
import { addressNumber, wholeNumber } from './fields';

// POST /api/vitals — one visit's Web Vitals (docs/reliability.md, "Real-user Web Vitals"): the page
// (a path pattern, no query) and up to one value per metric. No member, token or address is sent
// or stored.
export const vitalsBodySchema = z.strictObject({
  page: z.string().regex(/^\/[A-Za-z0-9/:_.-]{0,199}$/, 'Ein Pfad wie /me/rewards/detail/:id.'),
  metrics: z
    .array(z.strictObject({ name: z.enum(VITAL_NAMES), value: z.number().min(0).max(600_000) }))
    .min(1)
    .max(VITAL_NAMES.length)
    .refine((m) => new Set(m.map((x) => x.name)).size === m.length, 'Jede Messgröße höchstens einmal.'),
});
export type VitalsBody = z.infer<typeof vitalsBodySchema>;

// GET /api/console/vitals?days= — p75 per page and business day, newest day first.
export const vitalsQuerySchema = z.object({ days: addressNumber(wholeNumber().min(1).max(90)).default(14) });

const p75Schema = z.number().nullable();
export const vitalsRowSchema = z.object({
  day: z.string(),
  page: z.string(),
  /** ms */
  lcp_p75: p75Schema,
  /** ms */
  inp_p75: p75Schema,
  cls_p75: p75Schema,
  /** Visits that reported at least one value. */
  visits: z.number().int(),
});
export const vitalsReportSchema = z.object({ sample_rate: z.number(), rows: z.array(vitalsRowSchema) });
export type VitalsReport = z.infer<typeof vitalsReportSchema>;
