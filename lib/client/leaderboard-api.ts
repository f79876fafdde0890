'use client';
import type { Leaderboard, LeaderboardQuery } from '@/lib/contracts/leaderboard';
import { useApi } from './use-api';

/** A board as the member sees it (docs/leaderboard.md); read again on every visit, never cached by the server. */
export const useLeaderboard = (collectorToken: string, { period, scope }: LeaderboardQuery, enabled = true) =>
  useApi<Leaderboard>(enabled ? `/leaderboard?period=${period}&scope=${scope}` : null, collectorToken);
