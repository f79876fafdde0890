'use client';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useAddressQuery } from '@/lib/client/address-query';
import { useTranslations } from 'next-intl';
import { useMemberSession } from '@/lib/client/use-session';
import { LoginHint } from './login-hint';
import { SignInProblem } from '@/components/session/sign-in-problem';
import { OrderList } from './order-list';
import type { MyRewardsTab } from './use-my-rewards';
import styles from './my-rewards.module.css';

const TABS: MyRewardsTab[] = ['rewards', 'raffles'];

/** My rewards and my raffle tickets in two tabs; anonymous members are asked to log in (docs/product.md §9.4, §2.1). */
export function MyRewardsTabs() {
  const t = useTranslations('myRewards');
  const { session, me } = useMemberSession();
  // ?tab=raffles opens the raffle tab (the success step after buying tickets links there).
  const query = useAddressQuery();
  const [chosen, setTab] = useState<MyRewardsTab | null>(null);
  const tab: MyRewardsTab = chosen ?? (query?.get('tab') === 'raffles' ? 'raffles' : 'rewards');
  const id = useId();
  const tabRefs = useRef<Record<MyRewardsTab, HTMLButtonElement | null>>({ rewards: null, raffles: null });
  const member = me.data;
  const token = member && !member.anonymous ? session.collectorToken : '';

  // Arrow keys move between tabs (WAI-ARIA tabs pattern).
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    const next = TABS[(TABS.indexOf(tab) + 1) % TABS.length]!;
    setTab(next);
    tabRefs.current[next]?.focus();
  };

  return member?.anonymous ? (
    <LoginHint />
  ) : (
    <>
      <SignInProblem />
      <div className={styles.tabs} role="tablist" aria-label={t('tabsLabel')} onKeyDown={onKeyDown}>
        {TABS.map((key) => (
          <button
            key={key}
            ref={(el) => {
              tabRefs.current[key] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-${key}`}
            aria-selected={tab === key}
            aria-controls={`${id}-panel`}
            tabIndex={tab === key ? 0 : -1}
            className={styles.tab}
            onClick={() => setTab(key)}
          >
            {key === 'rewards' ? t('tabRewards') : t('tabRaffles')}
          </button>
        ))}
      </div>
      <section className={styles.panel} role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}`}>
        <OrderList key={tab} tab={tab} collectorToken={token} pair={{ hash: session.hash, token: session.token }} platform={session.platform} />
      </section>
    </>
  );
}
