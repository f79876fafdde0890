'use client';
import { useTranslations } from 'next-intl';
import type { ConfirmResult, RewardDetail } from '@/lib/contracts/rewards';
import { AppLink } from '@/components/ui/app-link';
import { CurrencyIcon } from '@/components/ui/currency-icon';
import button from '@/components/ui/button.module.css';
import { REDEEM_TITLE_ID, type TitleRef } from './step-heading';
import styles from './redeem.module.css';

/** Done: what the member got, the new balance, the way to "Meine Prämien". */
export function SuccessStep(props: { titleRef: TitleRef; reward: RewardDetail; result: ConfirmResult; units: number; amount: number; onClose: () => void }) {
  const { titleRef, reward, result, units, amount, onClose } = props;
  const t = useTranslations('redeem');
  const text =
    reward.type === 'raffle' ? t('success.raffle', { count: units }) : reward.type === 'fund' ? t('success.fund', { amount }) : t('success.buy', { title: reward.title });
  return (
    <div className={styles.success}>
      <CurrencyIcon size={56} />
      <h2 className={styles.title} id={REDEEM_TITLE_ID} ref={titleRef} tabIndex={-1}>
        {t('success.title')}
      </h2>
      <p className={styles.text} role="status" data-testid="redeem-success">
        {text}
      </p>
      <p className={styles.newBalance} data-testid="redeem-new-balance">
        {t('success.balance', { balance: result.balance })}
      </p>
      <div className={styles.actions}>
        {reward.type === 'fund' ? null : (
          <AppLink href={reward.type === 'raffle' ? '/me/profile/rewards?tab=raffles' : '/me/profile/rewards'} className={button.button} data-testid="redeem-my-rewards">
            {t('success.myRewards')}
          </AppLink>
        )}
        <button type="button" className={`${button.button} ${button.secondary}`} onClick={onClose} data-autofocus>
          {t('close')}
        </button>
      </div>
    </div>
  );
}
