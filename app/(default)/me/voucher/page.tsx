import { VoucherPage } from '@/components/vouchers/voucher-page';
import { ClientMessages } from '@/i18n/client-messages';

export default function Voucher() {
  return (
    <ClientMessages namespaces={['voucher', 'app', 'errors']}>
      <VoucherPage />
    </ClientMessages>
  );
}
