'use client';
import { useTranslations } from 'next-intl';
import type { Order } from '@/lib/contracts/rewards';
import { labelTone, orderLabel } from './order-state';
import styles from './my-rewards.module.css';

/** The order's state in the words of its delivery type (docs/product.md §9.4). */
export function StateChip({ order }: { order: Pick<Order, 'state' | 'raffle_state' | 'reward'> }) {
  const t = useTranslations('myRewards');
  const label = orderLabel(order);
  const text = label.group === 'raffle' ? t(`state.raffle.${label.state}`) : t(`state.${label.group}.${label.state}`);
  return (
    <span className={`${styles.chip} ${styles[labelTone(label)]}`} data-testid="order-state">
      <span className="visually-hidden">{t('statePrefix')} </span>
      {text}
    </span>
  );
}
