'use client';
import { useId, useState } from 'react';
import { useAddressQuery } from '@/lib/client/address-query';
import { useTranslations } from 'next-intl';
import { useMemberSession } from '@/lib/client/use-session';
import { LoginHint } from './login-hint';
import { SignInProblem } from '@/components/session/sign-in-problem';
import { Tabs } from '@/components/ui/tabs';
import { OrderList } from './order-list';
import type { MyRewardsTab } from './use-my-rewards';
import styles from './my-rewards.module.css';

const TABS: MyRewardsTab[] = ['rewards', 'raffles'];

/** My rewards and my raffle tickets in two tabs; anonymous members are asked to log in (docs/product.md §9.4, §2.1). */
export function MyRewardsTabs() {
  const t = useTranslations('myRewards');
  const { session, me } = useMemberSession();
  // ?tab=raffles opens the raffle tab (the success step after buying tickets links there; so does the way back).
  const query = useAddressQuery();
  const [chosen, setTab] = useState<MyRewardsTab | null>(null);
  const tab: MyRewardsTab = chosen ?? (query?.get('tab') === 'raffles' ? 'raffles' : 'rewards');
  const choose = (next: MyRewardsTab) => {
    setTab(next);
    // In the address too, so the way back to this page opens the tab the member left (Next follows replaceState).
    const url = new URL(window.location.href);
    if (next === 'raffles') url.searchParams.set('tab', 'raffles');
    else url.searchParams.delete('tab');
    window.history.replaceState(null, '', url.pathname + url.search + url.hash);
  };
  const id = useId();
  const member = me.data;
  const token = member && !member.anonymous ? session.collectorToken : '';

  return member?.anonymous ? (
    <LoginHint />
  ) : (
    <>
      <SignInProblem />
      <Tabs
        id={id}
        label={t('tabsLabel')}
        tabs={TABS.map((key) => ({ key, label: key === 'rewards' ? t('tabRewards') : t('tabRaffles') }))}
        value={tab}
        onChange={choose}
      />
      <section className={styles.panel} role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}`}>
        <OrderList key={tab} tab={tab} collectorToken={token} pair={{ hash: session.hash, token: session.token }} platform={session.platform} />
      </section>
    </>
  );
}
