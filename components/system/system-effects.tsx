'use client';
import { useEffect } from 'react';
import { usePublicConfig } from '@/lib/client/public-config';
import { initReporting } from '@/lib/client/report';
import { useResetToHome } from './use-reset-to-home';
import { useEmbedBridge } from './use-embed-bridge';
import { useChunkErrorReload } from './use-chunk-error-reload';
import { useBuildWatcher } from './use-build-watcher';
import { useWebVitals } from './use-web-vitals';

/** App-wide listeners that render nothing: error reporting, host messages both ways, build checks, Web Vitals. */
export function SystemEffects() {
  const config = usePublicConfig();
  useEffect(() => {
    void initReporting(config);
  }, [config]);
  useResetToHome(config);
  useEmbedBridge(config);
  useChunkErrorReload();
  useBuildWatcher(config.build_check_interval_ms, config.build_id);
  useWebVitals(config.vitals_sample_rate);
  return null;
}
