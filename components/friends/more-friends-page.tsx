import { useTranslations } from 'next-intl';
import { AppLink } from '@/components/ui/app-link';
import { MoreFriends } from './more-friends';
import page from '@/components/ui/page.module.css';
import styles from './friends.module.css';

/** /me/moreFriends: suggestions to add (docs/product.md §10.7). */
export function MoreFriendsPage() {
  const t = useTranslations('friends');
  return (
    <div className={page.stack}>
      <AppLink href="/me/friends" className={styles.back}>
        ‹ {t('back')}
      </AppLink>
      <h1 className={page.title}>{t('moreTitle')}</h1>
      <p className={page.intro}>{t('moreIntro')}</p>
      <MoreFriends />
    </div>
  );
}
