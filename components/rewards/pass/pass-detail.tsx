'use client';
import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { Order } from '@/lib/contracts/rewards';
import { activatePass } from '@/lib/client/rewards-api';
import { useApiErrorText } from '@/lib/client/use-api-error-text';
import { PASS_HOURS } from '@/lib/domain/redeem';
import button from '@/components/ui/button.module.css';
import { Modal } from '@/components/ui/modal';
import { lastMomentBefore } from '@/lib/domain/business-time';
import { OrderDetailShell, type OrderPage } from '@/components/rewards/mine/order-detail-shell';
import { useRefreshAt } from '@/components/rewards/mine/use-order-page';
import detail from '@/components/rewards/mine/order-detail.module.css';
import styles from '@/components/rewards/mine/my-rewards.module.css';

/** /me/rewards/detail/custom/{order id}: a digital pass, activated once for 24 hours of premium articles (docs/product.md §9.7). */
export function PassDetail() {
  const t = useTranslations('myRewards.pass');
  return <OrderDetailShell delivery="custom" kicker={t('kicker')} body={(order, page) => <PassBody order={order} page={page} />} />;
}

function PassBody({ order, page }: { order: Order; page: OrderPage }) {
  const t = useTranslations('myRewards.pass');
  const tm = useTranslations('myRewards');
  const errorText = useApiErrorText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [justActivated, setJustActivated] = useState(false);
  const activeRef = useRef<HTMLDivElement>(null);
  useRefreshAt(order.state === 'active' ? order.active_until : order.state === 'waiting' ? order.valid_until : null, page.refresh);
  useEffect(() => {
    if (justActivated) activeRef.current?.focus();
  }, [justActivated]);

  const [asking, setAsking] = useState(false);
  const activate = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const result = await activatePass(page.token, page.pair, order.id);
      page.update(result.order);
      setJustActivated(true);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };

  switch (order.state) {
    case 'waiting':
      return (
        <div className={detail.body}>
          <p className={detail.text}>{t('intro', { hours: PASS_HOURS })}</p>
          {order.valid_until ? <p className={detail.muted}>{t('activateBy', { date: lastMomentBefore(order.valid_until) })}</p> : null}
          {error ? (
            <p className={styles.error} role="alert" data-testid="activate-error">
              {error}
            </p>
          ) : null}
          {/* The hours start at once and cannot be paused: asked first, like a coupon. */}
          <button type="button" className={button.button} onClick={() => setAsking(true)}>
            {t('activate')}
          </button>
          {asking ? (
            <Modal
              labelledBy="pass-activate-title"
              describedBy="pass-activate-text"
              onEscape={() => (busy ? undefined : setAsking(false))}
              testId="activate-dialog"
            >
              <h2 id="pass-activate-title" className={styles.dialogTitle}>
                {t('modalTitle')}
              </h2>
              <p id="pass-activate-text">{t('modalText', { hours: PASS_HOURS })}</p>
              <div className={styles.dialogActions}>
                <button type="button" className={button.button} onClick={() => void activate()} aria-busy={busy}>
                  {busy ? t('activating') : t('modalConfirm')}
                </button>
                <button type="button" className={`${button.button} ${button.secondary}`} onClick={() => setAsking(false)} disabled={busy}>
                  {t('modalCancel')}
                </button>
              </div>
            </Modal>
          ) : null}
        </div>
      );
    case 'active':
      return (
        <div className={detail.body}>
          <div className={detail.active} ref={activeRef} tabIndex={-1} data-testid="pass-active">
            <strong>{order.active_until ? t('activeUntil', { date: new Date(order.active_until) }) : tm('state.custom.active')}</strong>
            <span>{t('activeText')}</span>
          </div>
        </div>
      );
    case 'done':
      return (
        <div className={detail.body}>
          <p className={detail.muted}>{order.used_at ? t('doneText', { date: new Date(order.used_at) }) : t('done')}</p>
        </div>
      );
    case 'canceled':
      return (
        <div className={detail.body}>
          <p className={detail.lost}>{t('missedText')}</p>
        </div>
      );
  }
}
