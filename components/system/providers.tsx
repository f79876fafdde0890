'use client';
import { Suspense, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { AddressQueryPublisher } from '@/lib/client/address-query';
import { PublicConfigContext, type PublicConfig } from '@/lib/client/public-config';
import { SystemEffects } from './system-effects';

/** Client providers under the root layout: the public settings, SWR, the address query and app-wide listeners. */
export function Providers({ config, children }: { config: PublicConfig; children: ReactNode }) {
  return (
    <PublicConfigContext.Provider value={config}>
      <SWRConfig value={{ revalidateOnFocus: false }}>
        {children}
        <Suspense fallback={null}>
          <AddressQueryPublisher />
          <SystemEffects />
        </Suspense>
      </SWRConfig>
    </PublicConfigContext.Provider>
  );
}
