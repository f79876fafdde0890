'use client';
import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { Order, OrderActionResult } from '@/lib/contracts/rewards';
import { redeemCoupon, type SsoPair } from '@/lib/client/rewards-api';
import { COUPON_SHOW_MINUTES } from '@/lib/domain/redeem';
import { Modal } from '@/components/ui/modal';
import button from '@/components/ui/button.module.css';
import { actionErrorText } from '@/components/rewards/mine/action-error';
import styles from '@/components/rewards/mine/my-rewards.module.css';

type Props = { order: Order; collectorToken: string; pair: SsoPair; onClose: () => void; onRedeemed: (result: OrderActionResult) => void };

/** The coupon-activation modal (spec §2): redeeming shows the code for a while and cannot be undone. */
export function RedeemDialog({ order, collectorToken, pair, onClose, onRedeemed }: Props) {
  const t = useTranslations('myRewards.coupon');
  const tm = useTranslations('myRewards');
  const errors = useTranslations('errors');
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const redeem = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      onRedeemed(await redeemCoupon(collectorToken, pair, order.id));
    } catch (e) {
      setError(actionErrorText(e, tm('noConnection'), errors('INTERNAL_ERROR')));
      setBusy(false);
    }
  };

  return (
    <Modal labelledBy={`${id}-title`} describedBy={`${id}-text`} onEscape={() => (busy ? undefined : onClose())} testId="redeem-dialog">
      <h2 id={`${id}-title`} className={styles.dialogTitle}>
        {t('modalTitle')}
      </h2>
      <p id={`${id}-text`}>{t('modalText', { minutes: COUPON_SHOW_MINUTES })}</p>
      {error ? (
        <p className={styles.error} role="alert" data-testid="redeem-error">
          {error}
        </p>
      ) : null}
      <div className={styles.dialogActions}>
        <button type="button" className={button.button} onClick={() => void redeem()} aria-busy={busy}>
          {busy ? t('redeeming') : t('modalConfirm')}
        </button>
        <button type="button" className={`${button.button} ${button.secondary}`} onClick={onClose} disabled={busy}>
          {t('modalCancel')}
        </button>
      </div>
    </Modal>
  );
}
