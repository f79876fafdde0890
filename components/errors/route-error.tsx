'use client';
import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { reportError } from '@/lib/client/report';
import { FatalErrorScreen } from './fatal-error-screen';
import { reloadToRewards } from './reload-action';

/** Every route group's error.tsx: report, then show the fatal error screen; "Neu laden" is the reload action (spec §2). */
export function RouteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('app');
  useEffect(() => {
    reportError(error, { digest: error.digest, boundary: 'route' });
  }, [error]);
  return <FatalErrorScreen currency={t('currency')} message={t('fatalError')} retryLabel={t('reload')} onRetry={() => reloadToRewards() || reset()} />;
}
