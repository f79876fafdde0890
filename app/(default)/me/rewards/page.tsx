import { RewardsShop } from '@/components/rewards/shop/rewards-shop';
import { catalogue } from '@/lib/server/pages/catalogue';
import { ClientMessages } from '@/i18n/client-messages';
import { pageMetadata } from '@/lib/server/pages/page-metadata';

export const generateMetadata = () => pageMetadata('rewards');

// Rendered on the server and cached (docs/architecture.md, "Pages").
export const revalidate = 60;

export default async function RewardsPage() {
  const { rewards, categories } = catalogue();
  return (
    <ClientMessages namespaces={['shop']}>
      <RewardsShop items={await rewards({ exclusive: false })} categories={categories} />
    </ClientMessages>
  );
}
