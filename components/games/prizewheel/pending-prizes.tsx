'use client';
import { useTranslations } from 'next-intl';
import type { PendingPrize } from '@/lib/contracts/games';
import { lastMomentBefore } from '@/lib/domain/business-time';
import button from '@/components/ui/button.module.css';
import styles from './wheel.module.css';

/** Prizes won earlier and not claimed yet: each can be claimed until its month is over. */
export function PendingPrizes({ prizes, onClaim }: { prizes: PendingPrize[]; onClaim: (prize: PendingPrize) => void }) {
  const t = useTranslations('games.wheel');
  return (
    <section className={styles.prizes} aria-labelledby="wheel-prizes-title" data-testid="wheel-prizes">
      <h3 className={styles.prizesTitle} id="wheel-prizes-title">
        {t('prizesTitle')}
      </h3>
      <ul className={styles.prizeList}>
        {prizes.map((prize) => (
          <li key={prize.spin_id} className={styles.prize} data-testid="wheel-prize">
            <p>{t('prize', { title: prize.title, date: lastMomentBefore(prize.claim_until) })}</p>
            <button type="button" className={`${button.button} ${styles.spinButton}`} onClick={() => onClaim(prize)} data-testid="prize-claim-start">
              {t('claimStart')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
