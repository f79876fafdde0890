// Removes bearer secrets (collector_token, hash, token, API keys) from anything we log or report.
const SECRET_PARAMS = /([?&](?:collector_token|hash|token|t|h)=)[^&#\s"]*/gi;
const BEARER = /(Bearer\s+)[A-Za-z0-9._~+/=-]+/g;

export function redact(text: string): string {
  return text.replace(SECRET_PARAMS, '$1[redacted]').replace(BEARER, '$1[redacted]');
}

/** A context object for an error report, with every secret in it redacted. */
export function redactObject(o: Record<string, unknown>): Record<string, unknown> {
  return JSON.parse(redact(JSON.stringify(o))) as Record<string, unknown>;
}

/** Sentry's beforeSend on both sides: the request URL redacted, the query string dropped. */
export function redactSentryEvent<E extends { request?: { url?: string; query_string?: unknown } }>(event: E): E {
  if (event.request?.url) event.request.url = redact(event.request.url);
  if (event.request?.query_string) event.request.query_string = '[redacted]';
  return event;
}
