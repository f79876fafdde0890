import 'server-only';
import type { Metadata } from 'next';
import { cache } from 'react';
import { getTranslations } from 'next-intl/server';
import { catalogue } from './catalogue';

// Every page names itself in the browser's tab, its history and a screen reader's first words
// (WCAG 2.4.2): its heading, then «– Räppli» (the root layout's title template). A page about one
// reward, post or special takes that item's title; the lookups are shared with the page's own
// render within one request (React `cache`).

export type PageTitle =
  | 'overview'
  | 'rewards'
  | 'vplus'
  | 'terms'
  | 'audit'
  | 'coupon'
  | 'pass'
  | 'myRewards'
  | 'profile'
  | 'avatar'
  | 'challenges'
  | 'leaderboard'
  | 'friends'
  | 'moreFriends'
  | 'voucher'
  | 'voucherDetail'
  | 'faq'
  | 'posts'
  | 'login'
  | 'maintenance'
  | 'open';

export async function pageMetadata(page: PageTitle): Promise<Metadata> {
  const t = await getTranslations('pageTitles');
  return { title: t(page) };
}

export const rewardOf = cache((id: number) => (Number.isSafeInteger(id) && id > 0 ? catalogue().reward(id) : Promise.resolve(null)));
export const postOf = cache((id: number) => (Number.isSafeInteger(id) && id > 0 ? catalogue().post(id) : Promise.resolve(null)));
export const specialOf = cache((slug: string) => catalogue().special(slug));

/** An item's page: its title, or the kind's when the item is unknown (the page says so). */
export async function itemMetadata(title: string | undefined, fallback: PageTitle | 'reward' | 'post' | 'special'): Promise<Metadata> {
  if (title) return { title };
  const t = await getTranslations('pageTitles');
  return { title: t(fallback) };
}
