import { useTranslations } from 'next-intl';
import { FriendsMember } from './friends-member';
import styles from './friends.module.css';

/** /me/friends: title and intro in the page's HTML; search, requests and friends are the member's leaf. */
export function FriendsPage() {
  const t = useTranslations('friends');
  return (
    <div className={styles.stack}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      <FriendsMember />
    </div>
  );
}
