'use client';
import { useTranslations } from 'next-intl';
import { useMemberSession } from '@/lib/client/use-session';
import { BalanceCard } from './balance-card';
import { LevelCard } from './level-card';
import { BadgesCard } from './badges-card';
import styles from './overview.module.css';

/** /me/overview: balance in Räppli, level with progress to the next, badges — from GET /api/me. */
export function Overview() {
  const t = useTranslations('overview');
  const { me } = useMemberSession();
  return (
    <div className={styles.stack}>
      <h1 className={styles.title}>{t('title')}</h1>
      <BalanceCard me={me.data} />
      <LevelCard me={me.data} />
      <BadgesCard me={me.data} />
    </div>
  );
}
