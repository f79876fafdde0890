'use client';
import { useFormatter, useTranslations } from 'next-intl';
import type { Me } from '@/lib/contracts/me';
import { Card } from '@/components/ui/card';
import { CurrencyIcon } from '@/components/ui/currency-icon';
import { Skeleton } from '@/components/ui/skeleton';
import styles from './overview.module.css';

export function BalanceCard({ me }: { me: Me | undefined }) {
  const t = useTranslations('overview');
  const format = useFormatter();
  const currency = useTranslations('app')('currency');
  const retirement = me?.points_retirement;
  return (
    <Card title={t('balance')} id="balance">
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
      <p className={styles.hint}>
        {!me ? null : retirement ? t('expires', { points: retirement.points, date: new Date(retirement.date) }) : t('noExpiry')}
      </p>
    </Card>
  );
}
