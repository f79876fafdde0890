'use client';
import { useTranslations } from 'next-intl';
import { CurrencyIcon } from '@/components/ui/currency-icon';
import { Skeleton } from '@/components/ui/skeleton';
import { useMe } from '@/lib/client/use-api';
import { useSessionQuery } from '@/lib/client/use-session-query';
import styles from './app-header.module.css';

export function HeaderBalance() {
  const t = useTranslations('header');
  const { known, collectorToken } = useSessionQuery();
  const { data: me, error } = useMe(collectorToken);
  // No balance to show (no token, or /me failed): the error page says why; keep the header calm.
  if (!me && (error || (known && !collectorToken))) return null;
  return (
    <span className={styles.balance} aria-label={t('balanceLabel')} data-testid="header-balance">
      <CurrencyIcon size={22} />
      {me ? t('points', { points: me.points_available }) : <Skeleton width={72} height={18} />}
    </span>
  );
}
