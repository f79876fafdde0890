'use client';
import { useMemo } from 'react';
import { useTranslations } from 'next-intl';
import type { RaffleAudit } from '@/lib/contracts/rewards';
import { AppLink } from '@/components/ui/app-link';
import { useMyRaffleOrders } from '@/lib/client/use-my-raffle-orders';
import { useSessionQuery } from '@/lib/client/use-session-query';
import styles from './audit.module.css';

// The member's own entries on the audit page. The audit names no one (member numbers per raffle);
// a member's entries are their orders, which GET /me/rewards lists by id (= the audit's entry).

function useMyOrders(rewardId: number, oldestEntry: number | null) {
  const { known, collectorToken } = useSessionQuery();
  const { data } = useMyRaffleOrders(known ? collectorToken : '', rewardId, oldestEntry);
  return data;
}

/** "Deine Teilnahme" beside an entry of the member's own. */
export function MineMark({ rewardId, oldestEntry, entry }: { rewardId: number; oldestEntry: number | null; entry: number }) {
  const t = useTranslations('audit.mine');
  const orders = useMyOrders(rewardId, oldestEntry);
  const mine = useMemo(() => new Set(orders?.map((o) => o.id)), [orders]);
  return mine.has(entry) ? (
    <span className={styles.mine} data-mine>
      {t('mark')}
    </span>
  ) : null;
}

/** How the member took part: tickets before the draw; won (round) or not after it. Nothing for others. */
export function MySummary({ rewardId, oldestEntry, result }: { rewardId: number; oldestEntry: number | null; result: RaffleAudit['result'] }) {
  const t = useTranslations('audit.mine');
  const orders = useMyOrders(rewardId, oldestEntry);
  if (!orders) return null;
  if (!result) {
    const tickets = orders.filter((o) => o.raffle_state === 'pending').reduce((s, o) => s + o.units, 0);
    return tickets > 0 ? (
      <p className={styles.summary} data-testid="audit-mine">
        {t('pending', { tickets })}
      </p>
    ) : null;
  }
  const ids = new Set(orders.map((o) => o.id));
  const won = result.find((w) => ids.has(w.entry));
  if (won) {
    return (
      <div className={`${styles.summary} ${styles.summaryWon}`} data-testid="audit-mine">
        <p>{t('won', { round: won.round + 1 })}</p>
        <AppLink href="/me/profile/rewards?tab=raffles">{t('myRewards')}</AppLink>
      </div>
    );
  }
  // Drawn tickets only; a ticket cancelled before the draw was never an entry.
  const tickets = orders.filter((o) => o.raffle_state === 'lost').reduce((s, o) => s + o.units, 0);
  return tickets > 0 ? (
    <p className={styles.summary} data-testid="audit-mine">
      {t('lost', { tickets })}
    </p>
  ) : null;
}
