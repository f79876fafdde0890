import { PassDetail } from '@/components/rewards/pass/pass-detail';

// The id is the order id from my rewards; the shell is the same for every id (the browser loads the order).
export const generateStaticParams = () => [];

export default function PassPage() {
  return <PassDetail />;
}
