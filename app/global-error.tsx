'use client';
import { useEffect } from 'react';
import { FatalErrorScreen } from '@/components/errors/fatal-error-screen';
import { FATAL_TEXTS } from '@/components/errors/fatal-texts';
import { reportError } from '@/lib/client/report';
import './globals.css';

// Replaces the root layout when it fails, so it has its own <html lang="de"> and its German texts
// from a small module (the intl provider is gone; components/errors/fatal-texts.ts says why not the catalogue).
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
    reportError(error, { digest: error.digest, boundary: 'global' });
  }, [error]);
  return (
    <html lang="de">
      <body>
        <FatalErrorScreen currency={FATAL_TEXTS.currency} message={FATAL_TEXTS.fatalError} retryLabel={FATAL_TEXTS.reload} onRetry={reset} />
      </body>
    </html>
  );
}
