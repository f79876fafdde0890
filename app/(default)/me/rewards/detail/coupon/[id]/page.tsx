import { CouponDetail } from '@/components/rewards/coupon/coupon-detail';

// The id is the order id from my rewards; the shell is the same for every id (the browser loads the order).
export const generateStaticParams = () => [];

export default function CouponPage() {
  return <CouponDetail />;
}
