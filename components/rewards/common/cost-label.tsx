import { useTranslations } from 'next-intl';
import type { Reward } from '@/lib/contracts/rewards';
import { CurrencyIcon } from '@/components/ui/currency-icon';
import styles from './common.module.css';

type Priced = Pick<Reward, 'type' | 'cost' | 'free'> & Partial<Pick<Reward, 'regular_cost'>>;

/**
 * What a reward costs: "Gratis", "300 Räppli", "20 Räppli pro Los" or, for a fund, any amount.
 * While a Black Week lowers the price, the regular one follows struck through.
 */
export function CostLabel({ reward, size = 'small' }: { reward: Priced; size?: 'small' | 'large' }) {
  const t = useTranslations('shop');
  const text =
    reward.type === 'fund'
      ? t('costPerDonation')
      : reward.free
        ? t('free')
        : reward.type === 'raffle'
          ? t('costPerTicket', { cost: reward.cost })
          : t('cost', { cost: reward.cost });
  const label = (
    <span className={`${styles.cost} ${size === 'large' ? styles.costLarge : ''}`} data-testid="reward-cost">
      <CurrencyIcon size={size === 'large' ? 24 : 18} />
      {text}
    </span>
  );
  if (reward.regular_cost == null || reward.type === 'fund') return label;
  return (
    <span className={styles.costLowered}>
      {label}
      <s className={styles.regularCost} data-testid="reward-regular-cost">
        <span className="visually-hidden">{t('regularCost')} </span>
        {t('cost', { cost: reward.regular_cost })}
      </s>
    </span>
  );
}
