import './zod-setup';
import { z } from 'zod';
import { LEADERBOARD_PERIODS, LEADERBOARD_SCOPES } from '@/lib/domain/leaderboard';

// GET /api/leaderboard (docs/leaderboard.md): lifetime earned Räppli (`total`) or those earned in
// the current business week (`week`, from Monday 00:00 in TIMEZONE), among every ranked member or
// among the member's friends. Exact at every read.

export { LEADERBOARD_PERIODS, LEADERBOARD_SCOPES };

export const leaderboardQuerySchema = z.object({
  period: z.enum(LEADERBOARD_PERIODS).default('total'),
  scope: z.enum(LEADERBOARD_SCOPES).default('all'),
});
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];
export type LeaderboardScope = (typeof LEADERBOARD_SCOPES)[number];
export type LeaderboardQuery = z.infer<typeof leaderboardQuerySchema>;

export const leaderboardRowSchema = z.object({
  /** Ties share a rank (1, 2, 2, 4). */
  rank: z.number().int().positive(),
  /** null: the member has not chosen a username (the page shows a fallback). */
  username: z.string().nullable(),
  /** The member's avatar from our SSO service, or null. */
  avatar_url: z.string().nullable(),
  /** The level the member's lifetime earned Räppli reached (null below the first). */
  level: z.string().nullable(),
  /** Räppli on this board: lifetime earned (`total`) or earned this week (`week`). */
  points: z.number().int().positive(),
});
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;

export const leaderboardSchema = z.object({
  period: z.enum(LEADERBOARD_PERIODS),
  /** The ten best, best first; tied members newest first. */
  top: z.array(leaderboardRowSchema).max(10),
  /**
   * The member's own place; null for members who are not ranked (anonymous, opted out). A member
   * without points on this board is ranked after everyone with points (and listed nowhere).
   */
  me: z.object({ rank: z.number().int().positive(), points: z.number().int().nonnegative() }).nullable(),
  /** Up to two members just above and two just below the member, in board order (the member not among them); empty when `me` is null. */
  around: z.array(leaderboardRowSchema).max(4),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;
