import { headers } from 'next/headers';
import { NotFoundPage } from '@/components/errors/not-found-page';

// docs/product.md §4.7: 'Page Not Found: {path}' with the path proxy.ts found invalid.
export default async function InvalidRoute() {
  const path = (await headers()).get('x-invalid-path') ?? '/route-not-found';
  return <NotFoundPage path={path} />;
}
