'use client';
import { useTranslations } from 'next-intl';
import type { RewardDetail } from '@/lib/contracts/rewards';
import styles from './detail.module.css';

/** The display fields of docs/product.md §8.4 at a glance: kind, delivery, limit and participation limit (one row), stock, state, end. */
export function RewardFacts({ reward }: { reward: RewardDetail }) {
  const t = useTranslations('shop');
  const period = useTranslations('rewards.limitPeriod');
  const rows: [string, string, string][] = [];
  // How it comes to the member (a donation is not delivered; a raffle delivers its prize).
  if (reward.type !== 'fund')
    rows.push([t(reward.type === 'raffle' ? 'detail.prizeLabel' : 'detail.deliveryLabel'), t(`delivery.${reward.delivery}`), 'delivery']);
  // One row for what one person may take: per period, in all, both, or neither — never "kein Limit" beside a limit.
  const perPeriod = reward.limit ? t('detail.limitValue', { count: reward.limit.count, period: period(reward.limit.period) }) : null;
  const inAll = reward.participation_limit ? t('detail.participationValue', { count: reward.participation_limit, type: reward.type }) : null;
  rows.push([
    t('detail.limitLabel'),
    perPeriod && inAll ? t('detail.limitBoth', { period: perPeriod, total: inAll }) : (perPeriod ?? inAll ?? t('detail.noLimit')),
    'limit',
  ]);
  if (reward.type !== 'fund' && reward.type !== 'raffle') {
    rows.push([
      t('detail.stockLabel'),
      reward.stock_left === null
        ? t('detail.stockUnlimited')
        : reward.stock_left === 0
          ? t('detail.stockNone')
          : t('detail.stockLeft', { count: reward.stock_left, stock: reward.stock ?? reward.stock_left }),
      'stock',
    ]);
  }
  rows.push([t('detail.stateLabel'), t(`detail.state.${reward.state}`, { date: reward.starts_at ? new Date(reward.starts_at) : new Date() }), 'state']);
  if (reward.ends_at && reward.state !== 'over') rows.push([t('detail.endsLabel'), t('detail.endsAt', { date: new Date(reward.ends_at) }), 'ends']);
  if (reward.delivery === 'coupon' || reward.delivery === 'custom')
    rows.push([t('detail.validLabel'), t('detail.validDays', { days: reward.valid_days }), 'valid']);
  return (
    <section className={styles.panel} aria-labelledby="facts-title">
      <h2 id="facts-title" className={styles.panelTitle}>
        {t('detail.facts')}
      </h2>
      <dl className={styles.facts}>
        {rows.map(([label, value, key]) => (
          <div key={key} className={styles.fact} data-testid={`fact-${key}`}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
