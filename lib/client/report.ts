'use client';
// Error reporting in the browser (docs/product.md §12.1, §13.1): Bugsnag and Sentry are loaded lazily and only
// when /api/config names a key; with none, nothing leaves the browser. Secrets are redacted.
import { redact, redactObject, redactSentryEvent } from '@/lib/domain/redact';

type Reporter = (error: Error, context?: Record<string, unknown>) => void;
let reporters: Reporter[] = [];
let hasBugsnag = false;
let bugsnagMissingLogged = false;

export async function initReporting(keys: { bugsnag_api_key: string | null; sentry_dsn: string | null; environment: string }) {
  const next: Reporter[] = [];
  if (keys.bugsnag_api_key) {
    const [{ default: Bugsnag }] = await Promise.all([import('@bugsnag/js')]);
    Bugsnag.start({
      apiKey: keys.bugsnag_api_key,
      releaseStage: keys.environment,
      onError: (event) => {
        if (event.request.url) event.request.url = redact(event.request.url);
        if (event.context) event.context = redact(event.context);
        event.breadcrumbs.forEach((b) => (b.message = redact(b.message)));
      },
    });
    next.push((error, context) => Bugsnag.notify(error, (e) => void (context && e.addMetadata('context', redactObject(context)))));
  }
  if (keys.sentry_dsn) {
    const Sentry = await import('@sentry/nextjs');
    Sentry.init({
      dsn: keys.sentry_dsn,
      environment: keys.environment,
      tracesSampleRate: 0.1,
      beforeSend: redactSentryEvent,
    });
    next.push((error, context) => void Sentry.captureException(error, { extra: context && redactObject(context) }));
  }
  reporters = next;
  hasBugsnag = Boolean(keys.bugsnag_api_key);
}

/** Reports an error to every configured service; logs 'Bugsnag is not available' when Bugsnag is missing. */
export function reportError(error: unknown, context?: Record<string, unknown>) {
  const err = error instanceof Error ? error : new Error(String(error));
  if (!hasBugsnag && !bugsnagMissingLogged) {
    bugsnagMissingLogged = true;
    console.info('Bugsnag is not available');
  }
  for (const report of reporters) report(err, context);
}
