'use client';
import { useEffect } from 'react';
import messages from '@/messages/de.json';
import { FatalErrorScreen } from '@/components/errors/fatal-error-screen';
import { reportError } from '@/lib/client/report';
import './globals.css';

// Replaces the root layout when it fails, so it has its own <html lang="de"> and reads the
// German texts directly (the intl provider is gone).
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
    reportError(error, { digest: error.digest, boundary: 'global' });
  }, [error]);
  return (
    <html lang="de">
      <body>
        <FatalErrorScreen currency={messages.app.currency} message={messages.app.fatalError} retryLabel={messages.app.reload} onRetry={reset} />
      </body>
    </html>
  );
}
