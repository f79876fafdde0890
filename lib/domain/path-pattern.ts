// A page's path as a pattern, for the operations log and the Web Vitals (docs/operations.md,
// "Logs"): no query or fragment (tokens travel in the query), numeric ids as `:id`, and a segment
// that is or looks like a secret as `:token`. The console's /console/members/{collector_token} is
// named by its place; elsewhere a secret is 20 or more URL-safe characters with a digit or an `_`,
// or 24 or more with capitals and small letters (a random token; our slugs are lower-case). A
// collector token can be letters and hyphens only (one in about 25 is), so its place decides.
const SECRET_SEGMENT = /^(?=[A-Za-z0-9_-]{20,}$)(?=.*[0-9_])[A-Za-z0-9_-]+$/;
const MIXED_CASE_SEGMENT = /^(?=[A-Za-z0-9_-]{24,}$)(?=.*[A-Z])(?=.*[a-z])[A-Za-z0-9_-]+$/;
const TOKEN_AFTER = new Set(['members']);

export function pathPattern(url: string): string {
  const pathname = url.split('?', 1)[0]!.split('#', 1)[0]!;
  const segments = pathname.split('/');
  return segments
    .map((segment, i) => {
      if (/^\d+$/.test(segment)) return ':id';
      const tokenPlace = segment !== '' && segments[i - 2] === 'console' && TOKEN_AFTER.has(segments[i - 1] ?? '');
      return tokenPlace || SECRET_SEGMENT.test(segment) || MIXED_CASE_SEGMENT.test(segment) ? ':token' : segment;
    })
    .join('/');
}
