import { SpecialWidget } from '@/components/widgets/special-widget';
import { catalogue } from '@/lib/server/pages/catalogue';

// /widget/special/simple (docs/widgets.md): the running special's teaser, the same for every reader.
export const revalidate = 60;

export default async function SpecialTeaserWidgetPage() {
  const [special] = await catalogue().runningSpecials();
  return <SpecialWidget special={special ?? null} />;
}
