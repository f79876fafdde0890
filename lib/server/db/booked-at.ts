import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * For the rest of the transaction, ledger entries are booked at `at` instead of now
 * (raeppli_booked_now, lib/server/db/functions/30-ledger.sql), and their credits count on the weekly
 * leaderboard of `at` (raeppli_leaderboard_clock). Only the demo seed books a past history, so a
 * history written today reads in the statement on the days it tells of; it books it in time order
 * (the statement lists entries as they were written, and the board follows a member's latest week:
 * a credit booked in an earlier week than the one before it would leave the boards wrong).
 */
export async function bookAt(tx: Db, at: Date) {
  await tx.execute(sql`select set_config('raeppli.booked_at', ${at.toISOString()}, true)`);
}
