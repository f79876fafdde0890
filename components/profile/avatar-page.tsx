import { useTranslations } from 'next-intl';
import { AppLink } from '@/components/ui/app-link';
import { AvatarEditor } from './avatar-editor';
import page from '@/components/ui/page.module.css';
import styles from './profile.module.css';

/** /me/profile/avatar: title and rules in the page's HTML, the picture and its actions a leaf. */
export function AvatarPage() {
  const t = useTranslations('profile');
  return (
    <div className={page.stack}>
      <AppLink href="/me/profile" className={styles.back}>
        ‹ {t('avatar.back')}
      </AppLink>
      <h1 className={page.title}>{t('avatar.title')}</h1>
      <p className={styles.muted}>{t('avatar.intro')}</p>
      <AvatarEditor />
    </div>
  );
}
