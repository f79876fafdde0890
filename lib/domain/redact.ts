// Removes bearer secrets (collector_token, hash, token, API keys) from anything we log or report.
const SECRET_PARAMS = /([?&](?:collector_token|hash|token|t|h)=)[^&#\s"]*/gi;
const BEARER = /(Bearer\s+)[A-Za-z0-9._~+/=-]+/g;

export function redact(text: string): string {
  return text.replace(SECRET_PARAMS, '$1[redacted]').replace(BEARER, '$1[redacted]');
}
