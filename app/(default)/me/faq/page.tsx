import { FaqBrowser } from '@/components/faq/faq-browser';
import { ClientMessages } from '@/i18n/client-messages';
import { catalogue } from '@/lib/server/pages/catalogue';
import { pageMetadata } from '@/lib/server/pages/page-metadata';

export const generateMetadata = () => pageMetadata('faq');

// Rendered on the server and cached (docs/posts-faq.md, FAQ): every question and answer is in the
// HTML; the search box and opening a question by its anchor work in the browser.
export const revalidate = 60;

export default async function FaqPage() {
  const sections = await catalogue().faq();
  return (
    <ClientMessages namespaces={['faq', 'app']}>
      <FaqBrowser sections={sections} />
    </ClientMessages>
  );
}
