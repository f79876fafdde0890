'use client';
import { useTranslations } from 'next-intl';
import { useLiability } from '@/lib/client/console-api';
import { BarChart } from './bar-chart';
import styles from './console.module.css';

const monthLabel = (m: string) => {
  const [y, mm] = m.split('-');
  return `${mm}/${y!.slice(2)}`;
};

/** /console/liability (operators): what members hold, what expires when, the last 12 months' flow. */
export function LiabilityPage() {
  const t = useTranslations('console.liability');
  const common = useTranslations('console');
  const data = useLiability();
  const number = new Intl.NumberFormat('de-AT');
  if (!data.data) return <p className={styles.muted}>{data.error ? common('loadFailed') : common('loading')}</p>;
  const l = data.data;
  return (
    <>
      <h1 className={styles.title}>{t('title')}</h1>
      <section className={styles.card}>
        <h2 className={styles.subtitle}>{t('outstanding')}</h2>
        <p className={styles.bigNumber} data-testid="liability-outstanding">
          {number.format(l.outstanding)} Räppli
        </p>
        <p className={styles.muted}>{t('outstandingText')}</p>
      </section>
      <section className={styles.card} data-testid="liability-expiring">
        <h2 className={styles.subtitle}>{t('expiring')}</h2>
        <p className={styles.muted}>{t('expiringText')}</p>
        <BarChart
          title={t('expiring')}
          series={[{ key: 'amount', label: t('expiring'), color: '#c8102e' }]}
          rows={l.expiring.map((e) => ({ label: monthLabel(e.month), values: { amount: e.amount } }))}
        />
      </section>
      <section className={styles.card} data-testid="liability-flow">
        <h2 className={styles.subtitle}>{t('flow')}</h2>
        <p className={styles.muted}>{t('flowText')}</p>
        <BarChart
          title={t('flow')}
          series={[
            { key: 'earn', label: `${t('issued')}: ${t('sources.earn')}`, color: '#2e7d4f' },
            { key: 'daily_reward', label: `${t('issued')}: ${t('sources.daily_reward')}`, color: '#7cc396' },
            { key: 'game', label: `${t('issued')}: ${t('sources.game')}`, color: '#9fd3ae' },
            { key: 'adjustment', label: `${t('issued')}: ${t('sources.adjustment')}`, color: '#b7e1c4' },
            { key: 'voucher', label: `${t('issued')}: ${t('sources.voucher')}`, color: '#4f9d69' },
            { key: 'gift', label: `${t('issued')}: ${t('sources.gift')}`, color: '#d2ecd9' },
            { key: 'other', label: `${t('issued')}: ${t('sources.other')}`, color: '#5e6b62' },
            { key: 'spent', label: t('spent'), color: '#1f4e8c' },
            { key: 'expired', label: t('expired'), color: '#c8102e' },
            { key: 'corrected', label: t('corrected'), color: '#8a8f99' },
          ]}
          rows={l.by_month.map((m) => ({
            label: monthLabel(m.month),
            values: { ...m.issued_by_source, spent: m.spent, expired: m.expired, corrected: m.corrected },
          }))}
        />
      </section>
    </>
  );
}
