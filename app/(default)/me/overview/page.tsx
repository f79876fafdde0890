import { Overview } from '@/components/overview/overview';
import { ClientMessages } from '@/i18n/client-messages';
import { catalogue } from '@/lib/server/pages/catalogue';
import { pageMetadata } from '@/lib/server/pages/page-metadata';

export const generateMetadata = () => pageMetadata('overview');

// Rendered on the server and cached (docs/architecture.md, "Pages"): the badges and the daily
// reward items come from the catalogue, the member's figures fill in in the browser.
export const revalidate = 60;

export default async function OverviewPage() {
  const [badges, dailyRewards, posts] = await Promise.all([catalogue().badges(), catalogue().dailyRewardItems(), catalogue().posts(3)]);
  return (
    <ClientMessages namespaces={['overview', 'optOut', 'onboarding', 'app', 'errors', 'posts']}>
      <Overview badges={badges} dailyRewards={dailyRewards} posts={posts.items} />
    </ClientMessages>
  );
}
