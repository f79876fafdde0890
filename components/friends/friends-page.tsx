import { useTranslations } from 'next-intl';
import { FriendsMember } from './friends-member';
import page from '@/components/ui/page.module.css';

/** /me/friends: title and intro in the page's HTML; search, requests and friends are the member's leaf. */
export function FriendsPage() {
  const t = useTranslations('friends');
  return (
    <div className={page.stack}>
      <h1 className={page.title}>{t('title')}</h1>
      <p className={page.intro}>{t('intro')}</p>
      <FriendsMember />
    </div>
  );
}
