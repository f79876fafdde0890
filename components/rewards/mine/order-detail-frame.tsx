import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { AppLink } from '@/components/ui/app-link';
import detail from './order-detail.module.css';

/** The frame of a coupon or pass page, in the page's HTML: the way back, then the order (a member leaf). */
export function OrderDetailFrame({ children }: { children: ReactNode }) {
  const t = useTranslations('myRewards');
  return (
    <div className={detail.stack}>
      <AppLink className={detail.back} href="/me/profile/rewards">
        ‹ {t('back')}
      </AppLink>
      {children}
    </div>
  );
}
