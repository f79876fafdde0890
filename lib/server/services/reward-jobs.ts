import 'server-only';
import type { Config } from '@/lib/config';
import type { Db } from '@/lib/server/db/client';
import { invalidatePages } from '@/lib/server/pages/invalidate';
import { releaseExpiredReservations } from './redeem';
import { settleOrders } from './orders';
import { drawDueRaffles } from './raffles';

/**
 * The periodic reward work, safe on every instance at once: expired reservations give their stock
 * back (SKIP LOCKED), stored order states catch up with time, raffles that are over are drawn
 * (once: the draw row is locked).
 */
export async function runRewardJobs(db: Db, config: Config, now = new Date()) {
  const released = await releaseExpiredReservations(db, now);
  const settled = await settleOrders(db, now);
  const drawn = await drawDueRaffles(db, config, now);
  if (drawn) invalidatePages(); // a raffle's pages and its audit show the draw at once (docs/architecture.md, "Pages")
  return { released, ...settled, drawn };
}
