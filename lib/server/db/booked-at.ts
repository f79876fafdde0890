import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * For the rest of the transaction, credits count on the weekly leaderboard of `at` instead of now
 * (raeppli_leaderboard_clock, lib/server/db/functions/70-leaderboard.sql). Only the demo seed books
 * a past history, and books it in time order (the board follows a member's latest week: a credit
 * booked in an earlier week than the one before it would leave the boards wrong). The ledger's own
 * times stay the real ones.
 */
export async function bookAt(tx: Db, at: Date) {
  await tx.execute(sql`select set_config('raeppli.booked_at', ${at.toISOString()}, true)`);
}
