// docs/product.md §4.7: a route may check its parameters; a failed check is a 404 with
// 'Page Not Found: {path}'. One table for every parameterised route.
const ID = /^[1-9]\d{0,9}$/;
const SLUG = /^[a-z0-9][a-z0-9-]{0,63}$/;
const PREVIEW_TYPES = /^(rewards|specials|notifications|posts|quiz|vouchers)$/;
/** The console's content resources (lib/contracts/console-content.ts); earning rules are named by their step. */
const CONTENT = /^(earning-rules|levels|badges|daily-rewards|redirects|specials|prizewheel-segments|quizzes|voucher-campaigns|posts|faq|notifications)$/;
const STEP = /^[A-Za-z][A-Za-z0-9_.-]{0,63}$/;

type Rule = { pattern: string[]; checks: Record<number, RegExp> };

// Segments starting with ":" are parameters; index → check.
const rules: Rule[] = [
  { pattern: ['me', 'rewards', 'detail', 'coupon', ':id'], checks: { 4: ID } },
  { pattern: ['me', 'rewards', 'detail', 'custom', ':id'], checks: { 4: ID } },
  { pattern: ['me', 'rewards', 'detail', ':id'], checks: { 3: ID } },
  { pattern: ['me', 'rewards', 'detail', ':id', 'audit'], checks: { 3: ID } },
  { pattern: ['me', 'posts', ':id'], checks: { 2: ID } },
  { pattern: ['me', 'voucher', ':id'], checks: { 2: ID } },
  { pattern: ['me', 'special', ':slug'], checks: { 2: SLUG } },
  { pattern: ['widget', 'reward', ':id'], checks: { 2: ID } },
  { pattern: ['widget', 'post', ':id'], checks: { 2: ID } },
  { pattern: ['notification', 'detail', ':id'], checks: { 2: ID } },
  { pattern: ['preview', ':type', ':id'], checks: { 1: PREVIEW_TYPES, 2: ID } },
  // The fixed preview routes (docs/product.md §4.5) are not a type and an id.
  { pattern: ['preview', 'rewards', 'detail'], checks: {} },
  { pattern: ['preview', 'rewards', 'largecard'], checks: {} },
  { pattern: ['preview', 'rewards', 'smallcard'], checks: {} },
  { pattern: ['preview', 'specials', 'special'], checks: {} },
  { pattern: ['preview', 'notifications', 'popup'], checks: {} },
  { pattern: ['console', 'rewards', 'new'], checks: {} },
  { pattern: ['console', 'rewards', ':id'], checks: { 2: ID } },
  { pattern: ['console', 'content', ':resource'], checks: { 2: CONTENT } },
  { pattern: ['console', 'content', ':resource', 'new'], checks: { 2: CONTENT } },
  { pattern: ['console', 'content', ':resource', ':key'], checks: { 2: CONTENT, 3: ID } },
  { pattern: ['console', 'content', 'earning-rules', ':step'], checks: { 3: STEP } },
];

const fixed = (rule: Rule) => rule.pattern.filter((s) => !s.startsWith(':')).length;

/** False when the path belongs to a parameterised route whose parameter is malformed. */
export function isValidRoute(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean);
  let decoded: string[];
  try {
    decoded = segments.map((s) => decodeURIComponent(s));
  } catch {
    return false;
  }
  // The most specific pattern (most fixed segments) that matches the fixed parts decides.
  const candidates = rules
    .filter((r) => r.pattern.length === decoded.length && r.pattern.every((p, i) => p.startsWith(':') || p === decoded[i]))
    .sort((a, b) => fixed(b) - fixed(a));
  const rule = candidates[0];
  if (!rule) return true;
  return Object.entries(rule.checks).every(([i, re]) => re.test(decoded[Number(i)]!));
}
