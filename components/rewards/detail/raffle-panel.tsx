'use client';
import { useTranslations } from 'next-intl';
import type { RewardDetail } from '@/lib/contracts/rewards';
import { winChance } from '@/lib/domain/raffle-chance';
import { AppLink } from '@/components/ui/app-link';
import button from '@/components/ui/button.module.css';
import styles from './detail.module.css';

/** Tickets so far, participants, my tickets and, until the draw, my chance; after it, the link to its audit. */
export function RafflePanel({ reward }: { reward: RewardDetail }) {
  const t = useTranslations('shop.detail');
  const raffle = reward.raffle;
  if (!raffle) return null;
  const mine = reward.my?.units ?? 0;
  return (
    <section className={styles.panel} aria-labelledby="raffle-title" data-testid="raffle-panel">
      <h2 id="raffle-title" className={styles.panelTitle}>
        {t('raffleTitle')}
      </h2>
      <dl className={styles.figures}>
        <Figure label={t('ticketsTotal')} value={raffle.tickets_total} testId="raffle-tickets-total" />
        <Figure label={t('participants')} value={raffle.participants} />
        <Figure label={t('winners')} value={raffle.winners} />
        {reward.my ? <Figure label={t('myTickets')} value={mine} testId="raffle-my-tickets" /> : null}
        {reward.my && mine > 0 && !raffle.drawn_at ? (
          // The chance as the tickets stand now (more may come); after the draw the outcome says how it went.
          <Figure
            label={t('myChanceSoFar')}
            value={t('chance', { chance: winChance({ mine, total: raffle.tickets_total, participants: raffle.participants, winners: raffle.winners }) })}
            testId="raffle-my-chance"
          />
        ) : null}
      </dl>
      {raffle.drawn_at ? (
        <>
          <p className={styles.note}>{t('drawnAt', { date: new Date(raffle.drawn_at) })}</p>
          {/* The readable audit page; its raw JSON is linked from there. */}
          <AppLink
            className={`${button.button} ${button.secondary} ${styles.auditLink}`}
            href={`/me/rewards/detail/${reward.id}/audit`}
            data-testid="raffle-audit"
          >
            {t('audit')}
          </AppLink>
        </>
      ) : (
        <p className={styles.note}>{t('drawPending')}</p>
      )}
      <details className={styles.fair}>
        <summary>{t('fairTitle')}</summary>
        <p>{t('fairText')}</p>
        <p className={styles.hash}>{t('seedHash', { hash: raffle.seed_hash })}</p>
      </details>
    </section>
  );
}

function Figure({ label, value, testId }: { label: string; value: number | string; testId?: string }) {
  return (
    <div className={styles.figure}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}
