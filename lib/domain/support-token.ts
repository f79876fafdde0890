// docs/product.md §7.6: the support token shown on the generic error page.
export function supportToken(collectorToken: string | null | undefined): string {
  if (!collectorToken) return 'c000';
  return `c${collectorToken.slice(-8)}`;
}
