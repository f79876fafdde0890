import 'server-only';
// Server-side error reporting: Bugsnag and Sentry start only when their key is set (no outbound
// connection otherwise). Reporters live on globalThis so Next's bundle (instrumentation.ts) and
// the server bundle share them in the one process. Everything sent is redacted.
import type { Config } from '@/lib/config';
import { redact, redactObject, redactSentryEvent } from '@/lib/domain/redact';

type Reporter = (error: Error, context: Record<string, unknown>) => void;
type Holder = { __raeppliReporters?: Reporter[] };
const holder = globalThis as Holder;

export async function initServerReporting(config: Config) {
  const reporters: Reporter[] = [];
  if (config.BUGSNAG_API_KEY) {
    const { default: Bugsnag } = await import('@bugsnag/js');
    Bugsnag.start({
      apiKey: config.BUGSNAG_API_KEY,
      releaseStage: config.NODE_ENV,
      onError: (event) => {
        if (event.request.url) event.request.url = redact(event.request.url);
      },
    });
    reporters.push((error, context) => Bugsnag.notify(error, (e) => void e.addMetadata('context', redactObject(context))));
  } else {
    console.info('Bugsnag is not available');
  }
  if (config.SENTRY_DSN) {
    const Sentry = await import('@sentry/nextjs');
    Sentry.init({
      dsn: config.SENTRY_DSN,
      environment: config.NODE_ENV,
      tracesSampleRate: 0.1,
      beforeSend: redactSentryEvent,
    });
    reporters.push((error, context) => void Sentry.captureException(error, { extra: redactObject(context) }));
  }
  holder.__raeppliReporters = reporters;
}

export function reportServerError(error: unknown, context: Record<string, unknown> = {}) {
  const err = error instanceof Error ? error : new Error(String(error));
  for (const report of holder.__raeppliReporters ?? []) report(err, context);
}
