import { CouponDetail } from '@/components/rewards/coupon/coupon-detail';
import { OrderDetailFrame } from '@/components/rewards/mine/order-detail-frame';
import { ClientMessages } from '@/i18n/client-messages';
import { pageMetadata } from '@/lib/server/pages/page-metadata';

export const generateMetadata = () => pageMetadata('coupon');

// The id is the order id from my rewards; the page is the same for every id (the browser loads the order).
export const generateStaticParams = () => [];

export default function CouponPage() {
  return (
    <ClientMessages namespaces={['myRewards', 'app', 'errors']}>
      <OrderDetailFrame>
        <CouponDetail />
      </OrderDetailFrame>
    </ClientMessages>
  );
}
