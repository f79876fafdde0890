'use client';
import type { ComponentType } from 'react';
import type { ConsoleItem, ContentResource } from '@/lib/contracts/console-content';
import { WheelExpectation, WheelShare } from './wheel-summary';
import { WheelStats } from './wheel-stats';
import { VoucherRedeemedCell } from './voucher-redeemed-cell';
import { SpecialExtras } from './special-extras';
import { NotificationExtras } from './notification-extras';

// What a resource's list shows besides its items' fields (docs/console.md, Content pages): the
// wheel's expected Räppli per spin above its segments, each segment's share, the spins per day below.

export type ListExtras = {
  Above?: ComponentType;
  Below?: ComponentType;
  /** The cells of the descriptor's computed columns (resources.ts), by name. */
  cells?: Record<string, ComponentType<{ item: ConsoleItem<Record<string, unknown>> }>>;
};

export const LIST_EXTRAS: Partial<Record<ContentResource, ListExtras>> = {
  'prizewheel-segments': { Above: WheelExpectation, Below: WheelStats, cells: { share: WheelShare } },
  'voucher-campaigns': { cells: { redeemed: VoucherRedeemedCell } },
};

/** What an item's editor shows below its form: a special's preview and a Halloween or Advent special's days with the rewards that make them up; a popup's preview. */
export const EDITOR_EXTRAS: Partial<Record<ContentResource, ComponentType<{ item: ConsoleItem<Record<string, unknown>> }>>> = {
  specials: SpecialExtras,
  notifications: NotificationExtras,
};
