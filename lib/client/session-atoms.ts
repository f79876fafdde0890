'use client';
// Client-only session state (spec §3 "Session / me state"): what the browser knows from the URL
// and UI. Server data (/me, /specials) stays in SWR, not here (STYLE.md 10).
import { atom } from 'jotai';
import type { AppState } from '@/lib/domain/app-state';
import type { Platform } from '@/lib/domain/platform';

export type Session = {
  display_type: string;
  collector_token: string;
  token: string | null;
  hash: string | null;
  hashed_collector_token: string;
  platform: Platform;
  purAbo: boolean;
  lang: string;
  dailyRewardGotToday: boolean;
  dailyRewardFetched: boolean;
};

export const defaultSession: Session = {
  display_type: 'overview',
  collector_token: '',
  token: null,
  hash: null,
  hashed_collector_token: '',
  platform: 'web',
  purAbo: false,
  lang: 'de',
  dailyRewardGotToday: false,
  dailyRewardFetched: false,
};

export const sessionAtom = atom<Session>(defaultSession);
export const appStateAtom = atom<AppState>('loading');
