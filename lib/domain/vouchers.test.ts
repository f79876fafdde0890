import {
  CODE_ALPHABET,
  codeCheckState,
  rewardFitsVoucher,
  codeFromBytes,
  codeFromScan,
  normaliseCode,
  refusalOf,
  retryAfterSeconds,
  voucherState,
  voucherUrl,
  type CodeCheckFacts,
  type VoucherFacts,
} from './vouchers';

const facts = (over: Partial<VoucherFacts> = {}): VoucherFacts => ({
  kind: 'single',
  mineOfCode: 0,
  mineOfCampaign: 0,
  codeUses: 0,
  campaignUses: 0,
  maxRedemptions: null,
  perMemberLimit: null,
  today: 0,
  ...over,
});

describe('voucher codes', () => {
  it('spells 10 bytes as 16 Crockford symbols in four groups, every bit used', () => {
    expect(codeFromBytes(new Uint8Array(10))).toBe('0000-0000-0000-0000');
    expect(codeFromBytes(new Uint8Array(10).fill(255))).toBe('ZZZZ-ZZZZ-ZZZZ-ZZZZ');
    // 0x08 0x42 … : the bit pattern 00001 00001 00001 … gives all ones.
    expect(codeFromBytes(Uint8Array.from([0x08, 0x42, 0x10, 0x84, 0x21, 0x08, 0x42, 0x10, 0x84, 0x21]))).toBe('1111-1111-1111-1111');
    expect(() => codeFromBytes(new Uint8Array(8))).toThrow();
  });

  it('draws every symbol and no other from random bytes', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) for (const ch of codeFromBytes(crypto.getRandomValues(new Uint8Array(10))).replace(/-/g, '')) seen.add(ch);
    expect([...seen].sort().join('')).toBe([...CODE_ALPHABET].sort().join(''));
  });

  it('reads what a person types: case, spaces and dashes do not matter, O/I/L are 0/1/1', () => {
    expect(normaliseCode('abcd-efgh-jkmn-pqrs')).toBe('ABCDEFGHJKMNPQRS');
    expect(normaliseCode(' ABCD EFGH JKMN PQRS ')).toBe('ABCDEFGHJKMNPQRS');
    expect(normaliseCode('O0IL-0000-0000-0000')).toBe('0011000000000000');
    expect(normaliseCode('ABCD-EFGH-JKMN-PQR')).toBeNull(); // too short
    expect(normaliseCode('ABCD-EFGH-JKMN-PQRSX')).toBeNull(); // too long
    expect(normaliseCode('UUUU-0000-0000-0000')).toBeNull(); // U is not a symbol
    expect(normaliseCode('ÄBCD-EFGH-JKMN-PQRS')).toBeNull();
  });

  it('finds the code in a scanned QR text, ours or bare', () => {
    const url = voucherUrl('https://raeppli.example/', 'ABCD-EFGH-JKMN-PQRS');
    expect(url).toBe('https://raeppli.example/me/voucher?code=ABCD-EFGH-JKMN-PQRS');
    expect(codeFromScan(url)).toBe('ABCD-EFGH-JKMN-PQRS');
    expect(codeFromScan('abcdefghjkmnpqrs')).toBe('ABCD-EFGH-JKMN-PQRS');
    expect(codeFromScan('https://example.org/?x=1')).toBeNull();
    expect(codeFromScan('hello')).toBeNull();
  });
});

describe('voucher state', () => {
  it('is available for a fresh code', () => expect(voucherState(facts())).toBe('available'));
  it('is redeemed once the member has it, whatever else holds', () => expect(voucherState(facts({ mineOfCode: 1, codeUses: 1, today: 9 }))).toBe('redeemed'));
  it('is used up when a single code went to someone else', () => expect(voucherState(facts({ codeUses: 1 }))).toBe('used_up'));
  it('lets a shared code go to many members up to its maximum', () => {
    expect(voucherState(facts({ kind: 'shared', codeUses: 4, campaignUses: 4, maxRedemptions: 5 }))).toBe('available');
    expect(voucherState(facts({ kind: 'shared', codeUses: 5, campaignUses: 5, maxRedemptions: 5 }))).toBe('used_up');
  });
  it('meets the day limit at the fifth voucher', () => {
    expect(voucherState(facts({ today: 4 }))).toBe('available');
    expect(voucherState(facts({ today: 5 }))).toBe('limit_reached');
  });
  it("meets the campaign's own limit per member", () => {
    expect(voucherState(facts({ perMemberLimit: 2, mineOfCampaign: 1 }))).toBe('available');
    expect(voucherState(facts({ perMemberLimit: 2, mineOfCampaign: 2 }))).toBe('limit_reached');
  });
  it('names the refusal and the limit', () => {
    expect(refusalOf('redeemed', facts())).toEqual({ code: 'VOUCHER_ALREADY_REDEEMED', limit: null });
    expect(refusalOf('used_up', facts({ codeUses: 1 }))).toEqual({ code: 'VOUCHER_ALREADY_REDEEMED', limit: null });
    // A fresh single code in a campaign at its maximum.
    expect(refusalOf('used_up', facts({ codeUses: 0 }))).toEqual({ code: 'VOUCHER_LIMIT_REACHED', limit: 'total' });
    expect(refusalOf('used_up', facts({ kind: 'shared' }))).toEqual({ code: 'VOUCHER_LIMIT_REACHED', limit: 'total' });
    expect(refusalOf('limit_reached', facts({ today: 5 }))).toEqual({ code: 'VOUCHER_LIMIT_REACHED', limit: 'day' });
    expect(refusalOf('limit_reached', facts({ today: 1 }))).toEqual({ code: 'VOUCHER_LIMIT_REACHED', limit: 'campaign' });
  });
});

describe('a code as the team sees it', () => {
  const now = new Date('2026-11-30T10:00:00Z');
  const check = (more: Partial<CodeCheckFacts> = {}): CodeCheckFacts => ({
    kind: 'single',
    archived: false,
    published: true,
    startsAt: new Date('2026-11-01T00:00:00Z'),
    endsAt: new Date('2026-12-01T00:00:00Z'),
    codeUses: 0,
    campaignUses: 0,
    maxRedemptions: null,
    ...more,
  });
  it('is open for a fresh code of a running campaign', () => expect(codeCheckState(check(), now)).toBe('open'));
  it('names the campaign first: archived before unpublished before its window', () => {
    expect(codeCheckState(check({ archived: true, published: false, codeUses: 1 }), now)).toBe('archived');
    expect(codeCheckState(check({ published: false, startsAt: new Date('2027-01-01T00:00:00Z') }), now)).toBe('unpublished');
  });
  it('is not started before the window and ended from its end on', () => {
    expect(codeCheckState(check({ startsAt: new Date(now.getTime() + 1) }), now)).toBe('not_started');
    expect(codeCheckState(check({ startsAt: now }), now)).toBe('open');
    expect(codeCheckState(check({ endsAt: now }), now)).toBe('ended');
    expect(codeCheckState(check({ endsAt: new Date(now.getTime() + 1) }), now)).toBe('open');
  });
  it('is redeemed once a single code was, and used up when the campaign met its maximum', () => {
    expect(codeCheckState(check({ codeUses: 1, campaignUses: 9, maxRedemptions: 9 }), now)).toBe('redeemed');
    expect(codeCheckState(check({ campaignUses: 9, maxRedemptions: 9 }), now)).toBe('used_up');
    expect(codeCheckState(check({ kind: 'shared', codeUses: 4, campaignUses: 4, maxRedemptions: 5 }), now)).toBe('open');
    expect(codeCheckState(check({ kind: 'shared', codeUses: 5, campaignUses: 5, maxRedemptions: 5 }), now)).toBe('used_up');
  });
});

describe('guess limit', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const ago = (s: number) => new Date(now.getTime() - s * 1000);
  it('lets a key try until it has the maximum of failures in the window', () => {
    expect(retryAfterSeconds([ago(60), ago(30)], 5, 600_000, now)).toBeNull();
  });
  it('says when the oldest counted failure leaves the window', () => {
    expect(retryAfterSeconds([ago(500), ago(400), ago(300), ago(200), ago(100)], 5, 600_000, now)).toBe(100);
    // With more than the maximum, the last five count.
    expect(retryAfterSeconds([ago(590), ago(500), ago(400), ago(300), ago(200), ago(100)], 5, 600_000, now)).toBe(100);
    expect(retryAfterSeconds([now, now, now, now, now], 5, 600_000, now)).toBe(600);
  });
});

describe('rewards a voucher gives', () => {
  it('are bought ones that need no address: a coupon, a pass, a digital or an external reward', () => {
    for (const delivery of ['coupon', 'custom', 'digital', 'external']) expect(rewardFitsVoucher({ type: 'buy', delivery })).toBe(true);
  });

  it('are never sent by post or picked up (a voucher has no form to ask where), nor a raffle or a donation', () => {
    for (const delivery of ['delivery', 'pickup']) expect(rewardFitsVoucher({ type: 'buy', delivery })).toBe(false);
    for (const type of ['raffle', 'fund', 'none']) expect(rewardFitsVoucher({ type, delivery: 'coupon' })).toBe(false);
  });
});
