import { OpenChoice } from '@/components/open/open-choice';
import { catalogue } from '@/lib/server/pages/catalogue';
import { pageMetadata } from '@/lib/server/pages/page-metadata';

export const generateMetadata = () => pageMetadata('open');

// Rendered on the server and cached (docs/architecture.md, "Pages"); the app's URI scheme is a setting.
export const revalidate = 60;

export default function OpenPage() {
  return <OpenChoice uriScheme={catalogue().uriScheme} />;
}
