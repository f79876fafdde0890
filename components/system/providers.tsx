'use client';
import { Suspense, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { AddressQueryPublisher } from '@/lib/client/address-query';
import { SystemEffects } from './system-effects';

/** Client providers under the root layout: SWR, the address query and app-wide listeners. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ revalidateOnFocus: false }}>
      {children}
      <Suspense fallback={null}>
        <AddressQueryPublisher />
        <SystemEffects />
      </Suspense>
    </SWRConfig>
  );
}
