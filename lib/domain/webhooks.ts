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
  { address: '2001::', prefix: 23, family: 'ipv6' }, // IETF protocol assignments, Teredo (2001::/32) among them
  { address: '2001:db8::', prefix: 32, family: 'ipv6' }, // documentation
  { address: 'fc00::', prefix: 7, family: 'ipv6' }, // unique local
  { address: 'fe80::', prefix: 10, family: 'ipv6' }, // link-local
  { address: 'ff00::', prefix: 8, family: 'ipv6' }, // multicast
];

/**
 * The eight 16-bit groups of an IPv6 address (`::` expanded, a trailing dotted IPv4 read as two
 * groups), or null when it is none.
 */
export function ipv6Groups(address: string): number[] | null {
  let a = address.toLowerCase();
  const dotted = /^(.*:)(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(a);
  if (dotted) {
    const b = dotted.slice(2).map(Number);
    if (b.some((n) => n > 255)) return null;
    a = `${dotted[1]}${((b[0]! << 8) | b[1]!).toString(16)}:${((b[2]! << 8) | b[3]!).toString(16)}`;
  }
  const halves = a.split('::');
  if (halves.length > 2) return null;
  const part = (h: string) => (h ? h.split(':') : []);
  const head = part(halves[0]!);
  const tail = halves.length === 2 ? part(halves[1]!) : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const groups = [...head, ...Array(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  return groups.every((g) => /^[0-9a-f]{1,4}$/.test(g)) ? groups.map((g) => parseInt(g, 16)) : null;
}

/**
 * Where an IPv6 address may lead a webhook, before the blocked ranges: only global unicast
 * (2000::/3); and the IPv4 address a 6to4 address (2002::/16) carries, to be checked as IPv4.
 * Everything outside 2000::/3 — IPv4-compatible `::a.b.c.d`, SIIT `::ffff:0:a.b.c.d`, local NAT64
 * 64:ff9b:1::/48, discard-only 100::/64 — is refused; so is Teredo (2001::/32, in the blocked ranges).
 */
export function ipv6Reach(address: string): { global: false } | { global: true; ipv4: string | null } {
  const g = ipv6Groups(address);
  if (!g || (g[0]! & 0xe000) !== 0x2000) return { global: false };
  if (g[0] === 0x2002) return { global: true, ipv4: `${g[1]! >> 8}.${g[1]! & 255}.${g[2]! >> 8}.${g[2]! & 255}` };
  return { global: true, ipv4: null };
}

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
