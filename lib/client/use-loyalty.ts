'use client';
import type { BadgeState, DailyRewardItem } from '@/lib/contracts/loyalty';
import { useApi } from './use-api';

/** Every badge with when the member earned it (null = still locked). No token → nothing loads. */
export const useBadges = (collectorToken: string) => useApi<BadgeState[]>('/badges', collectorToken);

/** The items a daily reward is drawn from. */
export const useDailyRewards = (collectorToken: string) =>
  useApi<DailyRewardItem[]>('/dailyRewards', collectorToken, { dedupingInterval: 60_000 });
