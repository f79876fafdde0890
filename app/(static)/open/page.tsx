import { Suspense } from 'react';
import { OpenChoice } from '@/components/open/open-choice';

export default function OpenPage() {
  return (
    <Suspense fallback={null}>
      <OpenChoice />
    </Suspense>
  );
}
