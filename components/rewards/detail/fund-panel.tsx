'use client';
import { useTranslations } from 'next-intl';
import type { RewardDetail } from '@/lib/contracts/rewards';
import styles from './detail.module.css';

/** The fund's total toward its goal (progress bar) and what this member has given. */
export function FundPanel({ reward }: { reward: RewardDetail }) {
  const t = useTranslations('shop.detail');
  const fund = reward.fund;
  if (!fund) return null;
  const percent = fund.goal ? Math.min(100, Math.round((fund.total / fund.goal) * 100)) : null;
  return (
    <section className={styles.panel} aria-labelledby="fund-title" data-testid="fund-panel">
      <h2 id="fund-title" className={styles.panelTitle}>
        {t('fundTitle')}
      </h2>
      <p className={styles.fundTotal} data-testid="fund-total" data-total={fund.total}>
        {t('fundTotal', { total: fund.total })}
      </p>
      {fund.goal && percent !== null ? (
        <>
          <div
            className={styles.bar}
            role="progressbar"
            aria-label={t('fundProgress')}
            aria-valuemin={0}
            aria-valuemax={fund.goal}
            aria-valuenow={Math.min(fund.total, fund.goal)}
          >
            <div className={styles.barFill} style={{ width: `${percent}%` }} />
          </div>
          <p className={styles.note}>{t('fundGoal', { goal: fund.goal })}</p>
        </>
      ) : null}
      {reward.my ? (
        <p className={styles.myDonated}>
          {t('myDonated')}: <strong data-testid="fund-my-donated">{t('myDonatedValue', { amount: reward.my.donated })}</strong>
        </p>
      ) : null}
    </section>
  );
}
