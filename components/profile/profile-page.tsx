import { useTranslations } from 'next-intl';
import { ProfileLeaderboard } from '@/components/leaderboard/profile-leaderboard';
import { ProfileMember } from './profile-member';
import { ProfileTabs } from './profile-tabs';
import page from '@/components/ui/page.module.css';

/** /me/profile: the title, the tabs and the forms' frames are in the page's HTML; the member's data fills in (docs/architecture.md, "Pages"). */
export function ProfilePage() {
  const t = useTranslations('profile');
  // The country list of the redeem's address form, so both offer the same.
  const countries = useTranslations('redeem')('address.countries').split(', ');
  return (
    <div className={page.stack}>
      <h1 className={page.title}>{t('title')}</h1>
      <ProfileTabs profile={<ProfileMember countries={countries} />} leaderboard={<ProfileLeaderboard />} />
    </div>
  );
}
