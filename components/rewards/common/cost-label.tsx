import { useTranslations } from 'next-intl';
import type { Reward } from '@/lib/contracts/rewards';
import { CurrencyIcon } from '@/components/ui/currency-icon';
import styles from './common.module.css';

/** What a reward costs: "Gratis", "300 Räppli", "20 Räppli pro Los" or, for a fund, any amount. */
export function CostLabel({ reward, size = 'small' }: { reward: Pick<Reward, 'type' | 'cost' | 'free'>; size?: 'small' | 'large' }) {
  const t = useTranslations('shop');
  const text =
    reward.type === 'fund'
      ? t('costPerDonation')
      : reward.free
        ? t('free')
        : reward.type === 'raffle'
          ? t('costPerTicket', { cost: reward.cost })
          : t('cost', { cost: reward.cost });
  return (
    <span className={`${styles.cost} ${size === 'large' ? styles.costLarge : ''}`} data-testid="reward-cost">
      <CurrencyIcon size={size === 'large' ? 24 : 18} />
      {text}
    </span>
  );
}
