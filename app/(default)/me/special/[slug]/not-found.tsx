import { NotFoundPage } from '@/components/errors/not-found-page';
import { RequestedPathTitle } from '@/components/errors/requested-path-title';
import { ClientMessages } from '@/i18n/client-messages';

// An unknown or unpublished special: 'Page Not Found: {path}' (docs/product.md §4.7), as for a route
// that fails its validity check.
export default function SpecialNotFound() {
  return (
    <ClientMessages namespaces={['notFound']}>
      <NotFoundPage title={<RequestedPathTitle />} />
    </ClientMessages>
  );
}
