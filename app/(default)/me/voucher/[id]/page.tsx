import { VoucherDetail } from '@/components/vouchers/voucher-detail';
import { ClientMessages } from '@/i18n/client-messages';
import { pageMetadata } from '@/lib/server/pages/page-metadata';

export const generateMetadata = () => pageMetadata('voucherDetail');

// The id is the voucher's (GET /api/vouchers/{id}); the page is the same for every id (the browser loads the voucher).
export const generateStaticParams = () => [];

export default function VoucherDetailPage() {
  return (
    <ClientMessages namespaces={['voucher', 'app', 'errors']}>
      <VoucherDetail />
    </ClientMessages>
  );
}
