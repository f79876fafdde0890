import { Suspense } from 'react';
import { IndexLanding } from '@/components/index/index-landing';

export default function IndexPage() {
  return (
    <Suspense fallback={null}>
      <IndexLanding />
    </Suspense>
  );
}
