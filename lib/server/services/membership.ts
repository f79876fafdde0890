import 'server-only';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Config } from '@/lib/config';
import type { Db } from '@/lib/server/db/client';
import { activityEvents, collectorBadges, collectors, ledgerEntries } from '@/lib/server/db/schema';
import { creditExpiry } from '@/lib/domain/ledger';
import { ApiError } from '@/lib/server/errors';
import { credentialsOf, mapUsernameTaken, upsertSsoUserTx, type SsoUserInput } from './collectors';
import { creditTx, debitTx, expireCollectorTx, lockAddressedCollector, lockCollector, once } from '@/lib/server/money/ledger';
import { checkLevelUp } from './progress';
import type { Idem } from '@/lib/server/money/idempotency';
import { emitEvent } from '@/lib/server/webhooks/emit';

/** POST /api/me/sawOnboard: the slideshow of this type was seen; /me meta says so from now on. */
export async function markOnboardingSeen(db: Db, collectorId: number, type: string, now = new Date()) {
  await db
    .update(collectors)
    .set({ meta: sql`${collectors.meta} || jsonb_build_object(${`onboarding_${type}`}::text, ${now.toISOString()}::text)` })
    .where(eq(collectors.id, collectorId));
}

/** POST /api/me/optOut (with the SSO pair): the member earns nothing from now on; /me meta carries `opted_out`. Idempotent; optIn ends it. */
export async function optOut(db: Db, collectorId: number, reason: string, now = new Date()): Promise<string> {
  return db.transaction(async (tx) => {
    const c = await lockCollector(tx, { id: collectorId });
    if (c!.optedOutAt) return c!.optedOutAt.toISOString();
    await tx
      .update(collectors)
      .set({
        optedOutAt: now,
        optOutReason: reason,
        meta: sql`${collectors.meta} || jsonb_build_object('opted_out', ${now.toISOString()}::text)`,
      })
      .where(eq(collectors.id, collectorId));
    await emitEvent(tx, 'member.opted_out', { reason, opted_out_at: now.toISOString() }, collectorId);
    return now.toISOString();
  });
}

/** Who ended an opt-out: the member, staff in the console, or the host (the webhook's `by`). */
export type OptInBy = 'member' | 'console' | 'host';

/**
 * POST /api/me/optIn, the console's and the host's opt-in: the opt-out ends and the member earns
 * again from now on. Balance, statement, level and badges are as they were; what was not earned
 * while opted out stays unearned (docs/api.md). Idempotent: a member who is not opted out is left as
 * is (`was_opted_out_at` null, no webhook). An erased account stays out (MEMBER_ERASED).
 */
export async function optIn(db: Db, collectorId: number, by: OptInBy, now = new Date(), alsoTx?: (tx: Db, wasOptedOutAt: string) => Promise<void>) {
  return db.transaction(async (tx) => {
    const c = (await lockCollector(tx, { id: collectorId }))!;
    if ('_erased' in (c.meta ?? {})) throw new ApiError('MEMBER_ERASED');
    if (!c.optedOutAt) return { opted_out_at: null, was_opted_out_at: null };
    const was = c.optedOutAt.toISOString();
    await tx
      .update(collectors)
      .set({ optedOutAt: null, optOutReason: null, meta: sql`${collectors.meta} - 'opted_out'` })
      .where(eq(collectors.id, collectorId));
    await emitEvent(tx, 'member.opted_in', { opted_out_at: was, opted_in_at: now.toISOString(), by }, collectorId);
    await alsoTx?.(tx, was);
    return { opted_out_at: null, was_opted_out_at: was };
  });
}

/**
 * POST /api/host/adjustments: a signed staff credit or debit, once per idempotency key. The staff
 * member's text is the statement's reason (a parameter, not a catalogue text).
 */
export function adjust(
  db: Db,
  config: Config,
  input: { token: string; amount: number; reason: string; key: string },
  claim: Idem,
  now = new Date(),
  /** More of the same write, in its transaction, the first time only (the console's audit row). */
  alsoTx?: (tx: Db, collectorId: number) => Promise<void>,
) {
  return once(db, claim, async (tx) => {
    const collector = await lockAddressedCollector(tx, input.token);
    const common = {
      reason: 'adjustment' as const,
      params: { text: input.reason },
      idempotencyKey: `adjust:${input.key}`,
      reference: 'staff',
      kind: 'adjustment',
    };
    if (input.amount > 0) {
      await creditTx(tx, collector.id, { ...common, amount: input.amount, expiresAt: creditExpiry(now, config.POINTS_EXPIRY_MONTHS, config.TIMEZONE) });
      await checkLevelUp(tx, { id: collector.id, anonymous: collector.ssoUserId === null }, collector.lifetimeEarned, collector.lifetimeEarned + input.amount);
    } else {
      await debitTx(tx, collector.id, { ...common, amount: -input.amount }, now);
    }
    await alsoTx?.(tx, collector.id);
    return { status: 200, response: { amount: input.amount, balance: collector.pointsAvailable + input.amount } };
  });
}

/**
 * POST /api/host/collectors/{token}/identify: an anonymous collector becomes identified. If the
 * SSO user already has a collector, the anonymous one's open credits move there through ledger
 * entries (each keeps its expiry) and that collector's token is returned.
 */
export async function identify(db: Db, config: Config, token: string, user: SsoUserInput) {
  return mapUsernameTaken(() =>
    db.transaction(async (tx) => {
      let anon = await lockCollector(tx, { token });
      if (!anon) throw new ApiError('COLLECTOR_NOT_FOUND');
      if (anon.mergedIntoId) anon = (await lockCollector(tx, { id: anon.mergedIntoId }))!;
      const sso = await upsertSsoUserTx(tx, user);
      if (anon.ssoUserId !== null) {
        if (anon.ssoUserId !== user.id) throw new ApiError('ALREADY_IDENTIFIED');
        return credentialsOf(anon, sso, config.SSO_SECRET);
      }
      const [owner] = await tx.select().from(collectors).where(eq(collectors.ssoUserId, user.id)).for('update');
      if (!owner) {
        const [updated] = await tx.update(collectors).set({ ssoUserId: user.id }).where(eq(collectors.id, anon.id)).returning();
        // Logged in now: the Räppli earned anonymously count for levels from here on.
        await checkLevelUp(tx, { id: anon.id, anonymous: false }, 0, anon.lifetimeEarned);
        return credentialsOf(updated!, sso, config.SSO_SECRET);
      }
      await mergeInto(tx, anon, owner);
      return credentialsOf(owner, sso, config.SSO_SECRET);
    }),
  );
}

async function mergeInto(tx: Db, from: { id: number; pointsAvailable: number }, to: { id: number; lifetimeEarned: number }) {
  // What has expired stays behind as expired; the rest moves with its expiry.
  await expireCollectorTx(tx, from.id, new Date());
  const open = await tx
    .select({ id: ledgerEntries.id, remaining: ledgerEntries.remaining, expiresAt: ledgerEntries.expiresAt })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.collectorId, from.id), gt(ledgerEntries.remaining, 0)))
    .orderBy(asc(ledgerEntries.id))
    .for('update');
  let moved = 0;
  for (const c of open) {
    await creditTx(tx, to.id, {
      amount: c.remaining!,
      kind: 'transfer_in',
      reason: 'transferIn',
      reference: `collector:${from.id}`,
      idempotencyKey: `merge:${from.id}:${c.id}`,
      expiresAt: c.expiresAt,
    });
    moved += c.remaining!;
  }
  if (moved > 0) {
    await debitTx(tx, from.id, {
      amount: moved,
      kind: 'transfer_out',
      reason: 'transferOut',
      reference: `collector:${to.id}`,
      idempotencyKey: `merge:${from.id}`,
    });
    await checkLevelUp(tx, { id: to.id, anonymous: false }, to.lifetimeEarned, to.lifetimeEarned + moved);
  }
  // The history caps and dedupe count on moves too: an article read before login is not paid again.
  await tx.update(activityEvents).set({ collectorId: to.id }).where(eq(activityEvents.collectorId, from.id));
  // Badges earned before logging in are kept.
  await tx.execute(sql`
    insert into ${collectorBadges} (collector_id, badge_id, earned_at)
    select ${to.id}, badge_id, earned_at from ${collectorBadges} where collector_id = ${from.id}
    on conflict do nothing
  `);
  await tx.update(collectors).set({ mergedIntoId: to.id }).where(eq(collectors.id, from.id));
}
