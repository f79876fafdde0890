import { VplusShop } from '@/components/rewards/shop/vplus-shop';
import { catalogue } from '@/lib/server/pages/catalogue';
import { ClientMessages } from '@/i18n/client-messages';
import { pageMetadata } from '@/lib/server/pages/page-metadata';

export const generateMetadata = () => pageMetadata('vplus');

// Rendered on the server and cached (docs/architecture.md, "Pages").
export const revalidate = 60;

export default async function VplusRewardsPage() {
  return (
    <ClientMessages namespaces={['shop']}>
      <VplusShop items={await catalogue().rewards({ exclusive: true })} />
    </ClientMessages>
  );
}
