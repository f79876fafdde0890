import { FEATURED_IN_WIDGET, FeaturedWidget } from '@/components/widgets/featured-widget';
import { featuredItems } from '@/components/rewards/shop/shop-sections';
import { catalogue } from '@/lib/server/pages/catalogue';

// /widget/reward (docs/widgets.md): the featured rewards, the same for every reader (no session).
export const revalidate = 60;

export default async function FeaturedWidgetPage() {
  const { categories } = catalogue();
  const items = featuredItems(await catalogue().rewards({ exclusive: false }), categories);
  return <FeaturedWidget items={items.slice(0, FEATURED_IN_WIDGET)} />;
}
