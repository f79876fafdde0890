'use client';
import { useTranslations } from 'next-intl';
import type { ConfirmResult, Order, RewardDetail } from '@/lib/contracts/rewards';
import { useApi } from '@/lib/client/use-api';
import { AppLink } from '@/components/ui/app-link';
import { CurrencyIcon } from '@/components/ui/currency-icon';
import { useSessionQuery } from '@/lib/client/use-session-query';
import { externalLink } from '@/lib/domain/platform';
import { usePublicConfig } from '@/lib/client/public-config';
import button from '@/components/ui/button.module.css';
import { REDEEM_TITLE_ID, type TitleRef } from './step-heading';
import styles from './redeem.module.css';

/** Done: what the member got and how it comes to them, the new balance, the way on ("Meine Prämien", or the external link itself). */
export function SuccessStep(props: { titleRef: TitleRef; reward: RewardDetail; result: ConfirmResult; units: number; amount: number; onClose: () => void }) {
  const { titleRef, reward, result, units, amount, onClose } = props;
  const t = useTranslations('redeem');
  const session = useSessionQuery();
  const { platform } = session;
  const { uri_scheme } = usePublicConfig();
  const text =
    reward.type === 'raffle'
      ? t('success.raffle', { count: units })
      : reward.type === 'fund'
        ? t('success.fund', { amount })
        : t('success.buy', { title: reward.title, delivery: reward.delivery });
  // An external reward (an e-book at the publisher): straight there, not via «Meine Prämien»; the
  // address comes with the order.
  const order = useApi<Order>(reward.delivery === 'external' ? `/me/orders/${result.order_id}` : null, session.collectorToken);
  const external = order.data?.external_url ? externalLink(platform, uri_scheme, order.data.external_url) : null;
  return (
    <div className={styles.success}>
      <CurrencyIcon size={56} />
      <h2 className={styles.title} id={REDEEM_TITLE_ID} ref={titleRef} tabIndex={-1}>
        {t('success.title')}
      </h2>
      <p className={styles.text} role="status" data-testid="redeem-success">
        {text}
      </p>
      {/* Where and when to pick it up: the reward's own words. */}
      {reward.delivery === 'pickup' && reward.details ? (
        <p className={styles.text} data-testid="redeem-pickup">
          {reward.details}
        </p>
      ) : null}
      <p className={styles.newBalance} data-testid="redeem-new-balance">
        {t('success.balance', { balance: result.balance })}
      </p>
      <div className={styles.actions}>
        {external ? (
          <a href={external.href} target={external.target} rel={external.rel} className={button.button} data-testid="redeem-external">
            {t('success.external')}
          </a>
        ) : null}
        {reward.type === 'fund' || external ? null : (
          <AppLink
            href={reward.type === 'raffle' ? '/me/profile/rewards?tab=raffles' : '/me/profile/rewards'}
            className={button.button}
            data-testid="redeem-my-rewards"
          >
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
