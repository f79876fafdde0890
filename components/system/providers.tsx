'use client';
import { Provider as JotaiProvider } from 'jotai';
import { Suspense, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { SystemEffects } from './system-effects';

/** Client providers under the root layout: session atoms, SWR, and app-wide listeners. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <JotaiProvider>
      <SWRConfig value={{ revalidateOnFocus: false }}>
        {children}
        <Suspense fallback={null}>
          <SystemEffects />
        </Suspense>
      </SWRConfig>
    </JotaiProvider>
  );
}
