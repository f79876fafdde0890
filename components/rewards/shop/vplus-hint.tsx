'use client';
import { useTranslations } from 'next-intl';
import { useRewards } from '@/lib/client/rewards-api';
import { useSessionQuery } from '@/lib/client/use-session-query';
import { usePublicConfig } from '@/lib/client/public-config';
import { isAppPlatform } from '@/lib/domain/platform';
import button from '@/components/ui/button.module.css';
import { LoadFailed } from './load-failed';
import styles from './shop.module.css';

/**
 * Whether the exclusive rewards are open to this member. The server says who subscribes; with the
 * is_pur_abo flag of the address the lock says the subscription has not reached us yet, instead of
 * offering one (docs/product.md §9.11). Otherwise a locked member gets the way to a subscription
 * (SUBSCRIBE_URL) when there is one. Holds one line's place while it loads.
 */
export function VplusHint() {
  const t = useTranslations('shop');
  const { collectorToken, purAbo, platform } = useSessionQuery();
  const { subscribe_url } = usePublicConfig();
  const list = useRewards(collectorToken, { exclusive: true });
  if (list.error && !list.data) return <LoadFailed onRetry={() => void list.mutate()} />;
  const locked = !list.data?.subscriber;
  return (
    <p className={`${styles.notice} ${list.data && locked ? styles.noticeLocked : ''}`} data-testid="vplus-hint" role="status">
      {!list.data ? (
        '\u00a0'
      ) : locked && purAbo ? (
        t('vplusUnconfirmed')
      ) : locked ? (
        <>
          {t('vplusLocked')}
          {/* The way to a subscription: the host's page, in the whole window (or the app's browser); none without one. */}
          {subscribe_url ? (
            <>
              {' '}
              <a href={subscribe_url} target={isAppPlatform(platform) ? '_self' : '_top'} className={button.inline} data-testid="vplus-subscribe">
                {t('subscribe')}
              </a>
            </>
          ) : null}
        </>
      ) : (
        t('vplusUnlocked')
      )}
    </p>
  );
}
