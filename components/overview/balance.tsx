'use client';
import { useFormatter, useTranslations } from 'next-intl';
import { CurrencyIcon } from '@/components/ui/currency-icon';
import { Skeleton } from '@/components/ui/skeleton';
import { useOverviewMember } from './use-overview-member';
import styles from './overview.module.css';

/** The balance card's member part: Räppli available and what expires next. */
export function Balance() {
  const t = useTranslations('overview');
  const format = useFormatter();
  const currency = useTranslations('app')('currency');
  const { member: me } = useOverviewMember();
  const retirement = me?.points_retirement;
  return (
    <>
      <div className={styles.balanceRow}>
        <CurrencyIcon size={40} />
        {me ? (
          <span className={styles.points} data-testid="balance">
            {format.number(me.points_available)}
          </span>
        ) : (
          <Skeleton width={120} height={32} />
        )}
        <span className={styles.currency}>{me?.currency.basename ?? currency}</span>
      </div>
      <p className={`${styles.hint} ${styles.expiry}`}>
        {!me ? null : retirement ? t('expires', { points: retirement.points, date: new Date(retirement.date) }) : t('noExpiry')}
      </p>
    </>
  );
}
