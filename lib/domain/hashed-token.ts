// docs/product.md §7.6: 4 random digits (1000–9999) prefixed to the collector token.
export function hashedCollectorToken(collectorToken: string, random: () => number = Math.random): string {
  const prefix = 1000 + Math.floor(random() * 9000);
  return `${Math.min(prefix, 9999)}${collectorToken}`;
}
