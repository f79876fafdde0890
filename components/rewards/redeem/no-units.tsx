'use client';
import { useTranslations } from 'next-intl';
import type { RewardDetail } from '@/lib/contracts/rewards';
import button from '@/components/ui/button.module.css';
import type { NoUnits } from './limits';
import styles from './redeem.module.css';

/**
 * In place of the tickets' or the donation's field when not one can be reserved: why, in the detail
 * page's words (components/rewards/detail/redeem-action.tsx), and only the way out.
 */
export function NoUnitsNote({ reward, why, onClose }: { reward: RewardDetail; why: NoUnits; onClose: () => void }) {
  const t = useTranslations('redeem');
  const detail = useTranslations('shop.detail');
  const errors = useTranslations('errors');
  const text =
    why.kind === 'refused'
      ? (why.message ?? errors(why.code))
      : why.kind === 'participation'
        ? detail('participationReached', { type: reward.type })
        : why.kind === 'sold_out'
          ? errors('SOLD_OUT')
          : t(reward.type === 'fund' ? 'donation.none' : 'tickets.none');
  return (
    <>
      <p className={styles.error} role="alert" data-testid="redeem-none" data-kind={why.kind}>
        {text}
      </p>
      <div className={styles.actions}>
        <button type="button" className={button.button} onClick={onClose}>
          {t('close')}
        </button>
      </div>
    </>
  );
}
