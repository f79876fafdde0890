import { CouponDetail } from '@/components/rewards/coupon/coupon-detail';
import { OrderDetailFrame } from '@/components/rewards/mine/order-detail-frame';
import { ClientMessages } from '@/i18n/client-messages';

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
