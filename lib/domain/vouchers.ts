// Voucher codes and limits (docs/vouchers.md). Pure: the server draws the randomness (node:crypto)
// and hashes; the browser's input mask and the server agree here on what a code looks like.

/** Crockford's base32: digits and letters without I, L, O and U, so nothing reads as something else. */
export const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 16 symbols of 5 bits: 80 bits of randomness per code. */
export const CODE_LENGTH = 16;
export const CODE_BITS = CODE_LENGTH * 5;
const GROUP = 4;

/** At most this many vouchers per member and business day (docs/vouchers.md, Limits). */
export const VOUCHERS_PER_DAY = 5;
/** The guess limit: failed codes within the window, per member and per client address. */
export const GUESS_WINDOW_MS = 10 * 60_000;
export const GUESSES_PER_MEMBER = 5;
export const GUESSES_PER_ADDRESS = 30;
/** Codes one batch may make (POST /api/console/voucher-campaigns/{id}/codes). */
export const MAX_BATCH = 1000;

/** Rewards a voucher can give: bought ones that need no address — a coupon, a pass, a digital or external reward (docs/vouchers.md). */
export const VOUCHER_DELIVERIES = ['coupon', 'custom', 'digital', 'external'] as const;

/** Whether a campaign may give this reward: the console's picker and the API's check ask the same. */
export function rewardFitsVoucher(reward: { type: string; delivery: string }): boolean {
  return reward.type === 'buy' && (VOUCHER_DELIVERIES as readonly string[]).includes(reward.delivery);
}

export const VOUCHER_KINDS = ['single', 'shared'] as const;
export type VoucherKind = (typeof VOUCHER_KINDS)[number];
export const VOUCHER_STATES = ['available', 'redeemed', 'used_up', 'limit_reached'] as const;
export type VoucherState = (typeof VOUCHER_STATES)[number];

/** 10 random bytes as 16 base32 symbols (exactly 80 bits, no bias), grouped XXXX-XXXX-XXXX-XXXX. */
export function codeFromBytes(bytes: Uint8Array): string {
  if (bytes.length !== 10) throw new Error('a voucher code takes 10 bytes');
  let bits = 0;
  let value = 0;
  let out = '';
  for (const b of bytes) {
    value = (value << 8) | b;
    bits += 8;
    while (bits >= 5) {
      out += CODE_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  return formatCode(out);
}

/** XXXXXXXXXXXXXXXX → XXXX-XXXX-XXXX-XXXX. */
export function formatCode(symbols: string): string {
  return symbols.match(new RegExp(`.{1,${GROUP}}`, 'g'))?.join('-') ?? '';
}

/**
 * What a reader typed or a QR code held, as the 16 symbols the server hashes, or null when it
 * cannot be a code: case, spaces and dashes do not matter, and O/I/L read as 0/1/1 (Crockford).
 */
export function normaliseCode(input: string): string | null {
  const symbols = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (symbols.length !== CODE_LENGTH) return null;
  for (const ch of symbols) if (!CODE_ALPHABET.includes(ch)) return null;
  return symbols;
}

/** The code in a scanned text: a bare code, or our QR code's address `…/me/voucher?code=<code>`. */
export function codeFromScan(text: string): string | null {
  const trimmed = text.trim();
  try {
    const url = new URL(trimmed);
    const code = url.searchParams.get('code');
    return code && normaliseCode(code) ? formatCode(normaliseCode(code)!) : null;
  } catch {
    const code = normaliseCode(trimmed);
    return code ? formatCode(code) : null;
  }
}

/** What the QR code holds: the voucher page of the site with the code. */
export function voucherUrl(siteUrl: string, code: string): string {
  const url = new URL('/me/voucher', siteUrl);
  url.searchParams.set('code', code);
  return url.toString();
}

/** The window of a campaign at `now`: a code outside it is invalid (404 VOUCHER_INVALID). */
export const inWindow = (c: { startsAt: Date; endsAt: Date }, now: Date) => now >= c.startsAt && now < c.endsAt;

/**
 * Seconds until a limited key may try again: when the oldest failure that still counts toward the
 * limit leaves the window. `failures` are the instants within the window, oldest first.
 */
export function retryAfterSeconds(failures: readonly Date[], max: number, windowMs: number, now: Date): number | null {
  if (failures.length < max) return null;
  const oldestCounted = failures[failures.length - max]!;
  return Math.max(1, Math.ceil((oldestCounted.getTime() + windowMs - now.getTime()) / 1000));
}

export type VoucherFacts = {
  kind: VoucherKind;
  /** This member's redemptions of this code, and of the campaign. */
  mineOfCode: number;
  mineOfCampaign: number;
  /** Redemptions of this code by anyone, and the campaign's whole count. */
  codeUses: number;
  campaignUses: number;
  maxRedemptions: number | null;
  perMemberLimit: number | null;
  /** The member's vouchers on this business day. */
  today: number;
};

/**
 * What a valid code in its window means for this member now — the one rule the lookup shows and
 * the redeem enforces: redeemed (by this member), used up (a single code by someone, a campaign
 * at its maximum), the member's limit (the day's five, the campaign's own), else available.
 */
export function voucherState(f: VoucherFacts): VoucherState {
  if (f.mineOfCode > 0) return 'redeemed';
  if (f.kind === 'single' && f.codeUses > 0) return 'used_up';
  if (f.maxRedemptions !== null && f.campaignUses >= f.maxRedemptions) return 'used_up';
  if (f.today >= VOUCHERS_PER_DAY) return 'limit_reached';
  if (f.perMemberLimit !== null && f.mineOfCampaign >= f.perMemberLimit) return 'limit_reached';
  return 'available';
}

export type VoucherRefusal = { code: 'VOUCHER_ALREADY_REDEEMED' | 'VOUCHER_LIMIT_REACHED'; limit: 'day' | 'campaign' | 'total' | null };

/** Why a redeem is refused in a state other than available (409), and which limit it met. */
export function refusalOf(state: Exclude<VoucherState, 'available'>, f: Pick<VoucherFacts, 'kind' | 'today' | 'codeUses'>): VoucherRefusal {
  // A single code someone redeemed is gone; one never redeemed in a campaign at its maximum is the campaign's limit.
  if (state === 'redeemed' || (state === 'used_up' && f.kind === 'single' && f.codeUses > 0)) return { code: 'VOUCHER_ALREADY_REDEEMED', limit: null };
  if (state === 'used_up') return { code: 'VOUCHER_LIMIT_REACHED', limit: 'total' };
  return { code: 'VOUCHER_LIMIT_REACHED', limit: f.today >= VOUCHERS_PER_DAY ? 'day' : 'campaign' };
}

/**
 * What a code is, for the team answering a member (docs/vouchers.md, Console: «Code prüfen»), in the
 * order a member would meet it: the campaign archived or not published, not begun or over, a single
 * code someone redeemed, the campaign at its maximum; else it can be redeemed (the member's own
 * limits, the day's five and the campaign's per member, aside).
 */
export const CODE_CHECK_STATES = ['archived', 'unpublished', 'not_started', 'ended', 'redeemed', 'used_up', 'open'] as const;
export type CodeCheckState = (typeof CODE_CHECK_STATES)[number];

export type CodeCheckFacts = {
  kind: VoucherKind;
  archived: boolean;
  published: boolean;
  startsAt: Date;
  endsAt: Date;
  codeUses: number;
  campaignUses: number;
  maxRedemptions: number | null;
};

export function codeCheckState(f: CodeCheckFacts, now: Date): CodeCheckState {
  if (f.archived) return 'archived';
  if (!f.published) return 'unpublished';
  if (now < f.startsAt) return 'not_started';
  if (now >= f.endsAt) return 'ended';
  if (f.kind === 'single' && f.codeUses > 0) return 'redeemed';
  if (f.maxRedemptions !== null && f.campaignUses >= f.maxRedemptions) return 'used_up';
  return 'open';
}
