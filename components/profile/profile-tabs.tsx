'use client';
import { useId, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useAddressQuery } from '@/lib/client/address-query';
import { useMemberSession } from '@/lib/client/use-session';
import { Tabs } from '@/components/ui/tabs';
import page from '@/components/ui/page.module.css';

type ProfileTab = 'profile' | 'leaderboard';

/**
 * The profile's two tabs (docs/product.md §10.8): the profile and the leaderboard; ?tab=leaderboard
 * opens the second. Anonymous members have neither: the profile tab alone asks them to sign in.
 */
export function ProfileTabs({ profile, leaderboard }: { profile: ReactNode; leaderboard: ReactNode }) {
  const t = useTranslations('profile');
  const { me } = useMemberSession();
  const query = useAddressQuery();
  const [chosen, setTab] = useState<ProfileTab | null>(null);
  const tab: ProfileTab = chosen ?? (query?.get('tab') === 'leaderboard' ? 'leaderboard' : 'profile');
  const id = useId();
  if (me.data?.anonymous) return profile;
  return (
    <>
      <Tabs
        id={id}
        label={t('tabs.label')}
        tabs={[
          { key: 'profile', label: t('tabs.profile') },
          { key: 'leaderboard', label: t('tabs.leaderboard') },
        ]}
        value={tab}
        onChange={setTab}
      />
      <div className={page.stack} role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}`}>
        {tab === 'profile' ? profile : leaderboard}
      </div>
    </>
  );
}
