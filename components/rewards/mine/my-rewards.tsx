import { useTranslations } from 'next-intl';
import { MyRewardsTabs } from './my-rewards-tabs';
import page from '@/components/ui/page.module.css';

/** /me/profile/rewards: the title in the page's HTML; the member's rewards and tickets are a leaf (docs/product.md §9.4). */
export function MyRewards() {
  const t = useTranslations('myRewards');
  return (
    <div className={page.stack}>
      <h1 className={page.title}>{t('title')}</h1>
      <MyRewardsTabs />
    </div>
  );
}
