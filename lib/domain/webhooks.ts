// Webhooks (docs/webhooks.md): the event types, the retry schedule, the signature header's format
// and the address ranges a target may not reach. Pure: the HMAC itself and the address check with
// node's BlockList live in lib/server/webhooks.

export const WEBHOOK_EVENT_TYPES = [
  'order.created',
  'order.state_changed',
  'raffle.drawn',
  'raffle.won',
  'member.opted_out',
  'member.opted_in',
  'member.level_up',
  'voucher.redeemed',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The first retry waits this long; each further one twice as long as the one before. */
export const FIRST_RETRY_MS = 30_000;
/** No wait between two attempts is longer. */
export const MAX_RETRY_MS = 3_600_000;
/** After this long from the event, a delivery without a 2xx answer is given up. */
export const DELIVERY_WINDOW_MS = 24 * 3_600_000;

/** The wait after the `attempts`-th failed attempt (1 → 30 s, 2 → 60 s, … capped at 1 hour). */
export function retryDelayMs(attempts: number): number {
  const n = Math.max(1, Math.floor(attempts));
  // 2^7 · 30 s already passes the cap; clamping the exponent keeps the figure finite.
  return Math.min(FIRST_RETRY_MS * 2 ** Math.min(n - 1, 20), MAX_RETRY_MS);
}

/**
 * When to try again after the `attempts`-th failed attempt at `now`, or null when the delivery is
 * given up (24 hours after the event). The last try is at the end of the window itself.
 */
export function nextAttemptAt(attempts: number, now: Date, eventCreatedAt: Date): Date | null {
  const deadline = eventCreatedAt.getTime() + DELIVERY_WINDOW_MS;
  if (now.getTime() >= deadline) return null;
  return new Date(Math.min(now.getTime() + retryDelayMs(attempts), deadline));
}

/** Every wait of a delivery that never succeeds, attempt by attempt (for the docs and tests). */
export function retrySchedule(eventCreatedAt: Date): Date[] {
  const times = [eventCreatedAt];
  for (let at = nextAttemptAt(1, eventCreatedAt, eventCreatedAt); at; at = nextAttemptAt(times.length, at, eventCreatedAt)) times.push(at);
  return times;
}

/** What is signed: the unix time, a dot, and the body exactly as sent. */
export const signedContent = (unixSeconds: number, body: string) => `${unixSeconds}.${body}`;

/** The `Raeppli-Signature` header: `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export const signatureHeader = (unixSeconds: number, hexMac: string) => `t=${unixSeconds},v1=${hexMac}`;

/** The parts of a `Raeppli-Signature` header, or null when it is malformed. */
export function parseSignatureHeader(header: string): { t: number; v1: string[] } | null {
  let t: number | null = null;
  const v1: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2);
    if (key === 't' && value && /^\d+$/.test(value)) t = Number(value);
    else if (key === 'v1' && value && /^[0-9a-f]{64}$/.test(value)) v1.push(value);
  }
  return t === null || v1.length === 0 ? null : { t, v1 };
}

/**
 * Addresses a webhook may not reach unless WEBHOOK_ALLOW_PRIVATE=true: this machine, private and
 * shared networks, link-local (cloud metadata at 169.254.169.254), multicast and reserved space,
 * in IPv4 and IPv6 (IPv4-mapped IPv6 addresses are checked as their IPv4 address).
 */
export const BLOCKED_RANGES: readonly { address: string; prefix: number; family: 'ipv4' | 'ipv6' }[] = [
  { address: '0.0.0.0', prefix: 8, family: 'ipv4' }, // "this network"
  { address: '10.0.0.0', prefix: 8, family: 'ipv4' }, // private
  { address: '100.64.0.0', prefix: 10, family: 'ipv4' }, // carrier-grade NAT
  { address: '127.0.0.0', prefix: 8, family: 'ipv4' }, // loopback
  { address: '169.254.0.0', prefix: 16, family: 'ipv4' }, // link-local
  { address: '172.16.0.0', prefix: 12, family: 'ipv4' }, // private
  { address: '192.0.0.0', prefix: 24, family: 'ipv4' }, // protocol assignments
  { address: '192.168.0.0', prefix: 16, family: 'ipv4' }, // private
  { address: '198.18.0.0', prefix: 15, family: 'ipv4' }, // benchmarking
  { address: '224.0.0.0', prefix: 4, family: 'ipv4' }, // multicast
  { address: '240.0.0.0', prefix: 4, family: 'ipv4' }, // reserved, broadcast
  { address: '::', prefix: 128, family: 'ipv6' }, // unspecified
  { address: '::1', prefix: 128, family: 'ipv6' }, // loopback
  { address: '64:ff9b::', prefix: 96, family: 'ipv6' }, // NAT64 of IPv4 addresses
  { address: 'fc00::', prefix: 7, family: 'ipv6' }, // unique local
  { address: 'fe80::', prefix: 10, family: 'ipv6' }, // link-local
  { address: 'ff00::', prefix: 8, family: 'ipv6' }, // multicast
];

/** The IPv4 address inside an IPv4-mapped IPv6 address (`::ffff:127.0.0.1`, `::ffff:7f00:1`), else null. */
export function mappedIpv4(address: string): string | null {
  const a = address.toLowerCase();
  const dotted = /^(?:0{0,4}:){0,5}:?ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(a) ?? /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(a);
  if (dotted) return dotted[1]!;
  const hex = /^(?:0{0,4}:){0,5}:?ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(a);
  if (!hex) return null;
  const hi = parseInt(hex[1]!, 16);
  const lo = parseInt(hex[2]!, 16);
  return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
}
