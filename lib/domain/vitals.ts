// Real-user Web Vitals (docs/reliability.md, "Real-user Web Vitals"): what the browser reports and
// how a page is named, shared by the reporter in the browser and the API (no zod here: the
// reporter is in every page's bundle).

import { pathPattern } from './path-pattern';

export const VITAL_NAMES = ['LCP', 'INP', 'CLS'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/** The page a visit reports: its path pattern (ids as `:id`, tokens as `:token`), never its query. */
export function vitalsPage(pathname: string): string {
  const named = pathPattern(pathname).replace(/[^A-Za-z0-9/:_.-]/g, '');
  return (named.startsWith('/') ? named : `/${named}`).slice(0, 200);
}
