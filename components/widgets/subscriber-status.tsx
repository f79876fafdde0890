'use client';
import { useTranslations } from 'next-intl';
import { Skeleton } from '@/components/ui/skeleton';
import { usePublicConfig } from '@/lib/client/public-config';
import { useRewards } from '@/lib/client/rewards-api';
import { useSessionQuery } from '@/lib/client/use-session-query';
import button from '@/components/ui/button.module.css';
import { MemberNotice } from './member-notice';
import { useWidgetMember } from './use-widget-member';
import styles from './widgets.module.css';

/**
 * Whether the exclusive rewards are open to the member (the server says who subscribes), else the way
 * to a subscription; with is_pur_abo, that the subscription has not reached us yet (docs/product.md §9.11).
 */
export function SubscriberStatus() {
  const t = useTranslations('widgets');
  const member = useWidgetMember();
  const { collectorToken, purAbo } = useSessionQuery();
  const { subscribe_url } = usePublicConfig();
  const list = useRewards(member.state === 'ready' ? collectorToken : '', { exclusive: true });
  let content;
  if (member.state !== 'ready' && member.state !== 'loading') content = <MemberNotice member={member} />;
  else if (!list.data && !list.error) content = <Skeleton width="85%" height={40} />;
  else if (list.data?.subscriber)
    content = (
      <p className={styles.notice} data-testid="widget-subscriber">
        {t('subscriber')}
      </p>
    );
  else if (purAbo)
    content = (
      <p className={styles.notice} data-testid="widget-subscriber-unconfirmed">
        {t('subscriberUnconfirmed')}
      </p>
    );
  else
    content = (
      <p className={styles.notice} data-testid="widget-not-subscriber">
        {t('notSubscriber')}
        {subscribe_url ? (
          <>
            {' '}
            <a href={subscribe_url} target="_top" className={`${button.inline} ${styles.linkOnDark}`}>
              {t('subscribe')}
            </a>
          </>
        ) : null}
      </p>
    );
  return (
    <div className={styles.twoLines} role="status">
      {content}
    </div>
  );
}
