// A page's path as a pattern, for the operations log and the Web Vitals (docs/operations.md,
// "Logs"): no query or fragment (tokens travel in the query), numeric ids as `:id`, and a segment
// that looks like a secret — 20 or more URL-safe characters with a digit, or an `_` — as `:token`
// (the console's /console/members/{collector_token}).
const SECRET_SEGMENT = /^(?=[A-Za-z0-9_-]{20,}$)(?=.*[0-9_])[A-Za-z0-9_-]+$/;

export function pathPattern(url: string): string {
  const pathname = url.split('?', 1)[0]!.split('#', 1)[0]!;
  return pathname
    .split('/')
    .map((segment) => (/^\d+$/.test(segment) ? ':id' : SECRET_SEGMENT.test(segment) ? ':token' : segment))
    .join('/');
}
