'use client';
import { Suspense, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { SystemEffects } from './system-effects';

/** Client providers under the root layout: SWR and app-wide listeners. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ revalidateOnFocus: false }}>
      {children}
      <Suspense fallback={null}>
        <SystemEffects />
      </Suspense>
    </SWRConfig>
  );
}
