import { VoucherPage } from '@/components/vouchers/voucher-page';
import { ClientMessages } from '@/i18n/client-messages';
import { pageMetadata } from '@/lib/server/pages/page-metadata';

export const generateMetadata = () => pageMetadata('voucher');

export default function Voucher() {
  return (
    <ClientMessages namespaces={['voucher', 'app', 'errors']}>
      <VoucherPage />
    </ClientMessages>
  );
}
