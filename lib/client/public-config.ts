'use client';
import { createContext, useContext } from 'react';
import type { publicConfig } from '@/lib/config';

/** The settings GET /api/config serves, plus the build that rendered the page (null only in `next build`). */
export type PublicConfig = ReturnType<typeof publicConfig> & { build_id: string | null };

/** Set by the root layout from the server's settings: in the page's HTML, no request of its own. */
export const PublicConfigContext = createContext<PublicConfig | null>(null);

/** Runtime settings for the browser (the same for every reader; GET /api/config serves them to others). */
export function usePublicConfig(): PublicConfig {
  const config = useContext(PublicConfigContext);
  if (!config) throw new Error('usePublicConfig needs the root layout (components/system/providers.tsx).');
  return config;
}
