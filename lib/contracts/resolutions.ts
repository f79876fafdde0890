import './zod-setup';
import { z } from 'zod';
import { specialPhaseSchema } from './black-week';

// The New Year resolutions part of GET /api/specials/{slug} (docs/specials-black-week-resolutions.md).

export const resolutionWhenSchema = z.enum(['past', 'today', 'future']);
export type ResolutionWhen = z.infer<typeof resolutionWhenSchema>;

export const resolutionDaySchema = z.object({
  /** 1 = the special's first business day. */
  day: z.number(),
  /** The business day (YYYY-MM-DD in TIMEZONE). */
  date: z.string(),
  when: resolutionWhenSchema,
  /** The day's goal: an earning step to do `count` times that day, for `bonus` Räppli; null: none that day. */
  goal: z.object({ title: z.string(), step: z.string(), count: z.number(), bonus: z.number() }).nullable(),
  /** The member's steps that day, at most the goal's count; null without a member, a goal, or before the day. */
  progress: z.number().nullable(),
  /** The goal was met on its day (credited exactly once). */
  met: z.boolean(),
  /** The bonus is on the member's statement. */
  credited: z.boolean(),
});
export type ResolutionDay = z.infer<typeof resolutionDaySchema>;

export const resolutionsDetailSchema = z.object({
  phase: specialPhaseSchema,
  /** Today's day of the week (1–7), or null outside it. */
  today: z.number().nullable(),
  days: z.array(resolutionDaySchema),
  /** Räppli credited for this week's goals to the member (0 without a member). */
  bonus_credited: z.number(),
  /** Whether a member asked (progress and bonuses are theirs). */
  member: z.boolean(),
});
export type ResolutionsDetail = z.infer<typeof resolutionsDetailSchema>;
