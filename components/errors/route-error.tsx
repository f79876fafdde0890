'use client';
import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { reportError } from '@/lib/client/report';
import { FatalErrorScreen } from './fatal-error-screen';
import { reloadToRewards } from './reload-action';

type Props = { error: Error & { digest?: string }; reset: () => void };

function Fatal({ error, onRetry }: { error: Props['error']; onRetry: () => void }) {
  const t = useTranslations('app');
  useEffect(() => {
    reportError(error, { digest: error.digest, boundary: 'route' });
  }, [error]);
  return <FatalErrorScreen currency={t('currency')} message={t('fatalError')} retryLabel={t('reload')} onRetry={onRetry} />;
}

/** error.tsx of the full web view (default, vplus): report, then the fatal error screen; "Neu laden" is the reload action (docs/product.md §5.5). */
export function RouteError({ error, reset }: Props) {
  return <Fatal error={error} onRetry={() => reloadToRewards() || reset()} />;
}

/** error.tsx of widgets, notifications and bare pages: "Neu laden" retries in place (the shop would not fit their frame). */
export function RouteErrorInPlace({ error, reset }: Props) {
  return <Fatal error={error} onRetry={reset} />;
}
