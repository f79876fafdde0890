import { useTranslations } from 'next-intl';
import { ProfileMember } from './profile-member';
import styles from './profile.module.css';

/** /me/profile: the title and the forms' frames are in the page's HTML; the member's data fills in (docs/architecture.md, "Pages"). */
export function ProfilePage() {
  const t = useTranslations('profile');
  // The country list of the redeem's address form, so both offer the same.
  const countries = useTranslations('redeem')('address.countries').split(', ');
  return (
    <div className={styles.stack}>
      <h1 className={styles.title}>{t('title')}</h1>
      <ProfileMember countries={countries} />
    </div>
  );
}
