import { PassDetail } from '@/components/rewards/pass/pass-detail';
import { OrderDetailFrame } from '@/components/rewards/mine/order-detail-frame';
import { ClientMessages } from '@/i18n/client-messages';
import { pageMetadata } from '@/lib/server/pages/page-metadata';

export const generateMetadata = () => pageMetadata('pass');

// The id is the order id from my rewards; the page is the same for every id (the browser loads the order).
export const generateStaticParams = () => [];

export default function PassPage() {
  return (
    <ClientMessages namespaces={['myRewards', 'app', 'errors']}>
      <OrderDetailFrame>
        <PassDetail />
      </OrderDetailFrame>
    </ClientMessages>
  );
}
