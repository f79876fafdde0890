// Subscribers (docs/product.md §2.3): only the host's subscription API makes a member one. A
// subscription counts while active and not past its end. The redeem check in the database takes
// the answer as an input (lib/server/services/redeem.ts), so this is the one place of the rule.
export type Subscription = { subscriptionActive: boolean; subscriptionUntil: Date | null };

export const isSubscriber = (c: Subscription, now = new Date()) => c.subscriptionActive && (!c.subscriptionUntil || c.subscriptionUntil > now);
