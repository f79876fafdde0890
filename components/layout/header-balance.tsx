'use client';
import { useTranslations } from 'next-intl';
import { CurrencyIcon } from '@/components/ui/currency-icon';
import { Skeleton } from '@/components/ui/skeleton';
import { useMe } from '@/lib/client/use-api';
import { useSessionQuery } from '@/lib/client/use-session-query';
import styles from './app-header.module.css';

export function HeaderBalance() {
  const t = useTranslations('header');
  const { collectorToken } = useSessionQuery();
  const { data: me, error } = useMe(collectorToken);
  return (
    <span className={styles.balance} aria-label={t('balanceLabel')} data-testid="header-balance">
      <CurrencyIcon size={22} />
      {me ? t('points', { points: me.points_available }) : error || !collectorToken ? '–' : <Skeleton width={72} height={18} />}
    </span>
  );
}
