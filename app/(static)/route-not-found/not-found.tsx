import { headers } from 'next/headers';
import { NotFoundPage } from '@/components/errors/not-found-page';

// Spec §2: 'Page Not Found: {path}' with the path proxy.ts found invalid.
export default async function InvalidRoute() {
  const path = (await headers()).get('x-invalid-path') ?? '/route-not-found';
  return <NotFoundPage path={path} />;
}
