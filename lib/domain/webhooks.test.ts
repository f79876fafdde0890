import {
  DELIVERY_WINDOW_MS,
  ipv6Groups,
  ipv6Reach,
  mappedIpv4,
  nextAttemptAt,
  parseSignatureHeader,
  retryDelayMs,
  retrySchedule,
  signatureHeader,
  signedContent,
} from './webhooks';

describe('the retry schedule', () => {
  it('waits 30 s after the first failure, twice as long after each further one, at most an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 50].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000, 3_600_000]);
    expect(retryDelayMs(0)).toBe(30_000);
  });

  it('tries until 24 hours after the event, the last time at the end of the window, then gives up', () => {
    const created = new Date('2026-11-26T10:00:00Z');
    const end = created.getTime() + DELIVERY_WINDOW_MS;
    expect(nextAttemptAt(1, created, created)).toEqual(new Date(created.getTime() + 30_000));
    expect(nextAttemptAt(9, new Date(end - 60_000), created)).toEqual(new Date(end));
    expect(nextAttemptAt(10, new Date(end), created)).toBeNull();
    expect(nextAttemptAt(1, new Date(end + 1), created)).toBeNull();
    const schedule = retrySchedule(created);
    expect(schedule[0]).toEqual(created);
    expect(schedule.at(-1)).toEqual(new Date(end));
    // 8 doubling waits (30 s … 64 min capped at 1 h) reach ~2 h; then hourly to 24 h: about 30 attempts.
    expect(schedule.length).toBeGreaterThan(25);
    expect(schedule.length).toBeLessThan(35);
    for (let i = 1; i < schedule.length; i++) expect(schedule[i]!.getTime() - schedule[i - 1]!.getTime()).toBeLessThanOrEqual(3_600_000);
  });
});

describe('the signature header', () => {
  it('signs "t.body" and writes t=<unix>,v1=<hex>', () => {
    expect(signedContent(1764151200, '{"a":1}')).toBe('1764151200.{"a":1}');
    const mac = 'a'.repeat(64);
    expect(signatureHeader(1764151200, mac)).toBe(`t=1764151200,v1=${mac}`);
  });

  it('reads a header back, with several v1 values (a rotated secret) and spaces; refuses malformed ones', () => {
    const a = 'a'.repeat(64);
    const b = 'b'.repeat(64);
    expect(parseSignatureHeader(`t=12,v1=${a}`)).toEqual({ t: 12, v1: [a] });
    expect(parseSignatureHeader(`t=12, v1=${a}, v1=${b}, v0=xyz`)).toEqual({ t: 12, v1: [a, b] });
    for (const bad of ['', 't=12', `v1=${a}`, `t=x,v1=${a}`, 't=12,v1=abc', `t=12,v1=${'A'.repeat(64)}`]) expect(parseSignatureHeader(bad)).toBeNull();
  });
});

describe('IPv4-mapped IPv6 addresses', () => {
  it('are read as their IPv4 address, dotted or in hex', () => {
    expect(mappedIpv4('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(mappedIpv4('::FFFF:10.0.0.1')).toBe('10.0.0.1');
    expect(mappedIpv4('::ffff:7f00:1')).toBe('127.0.0.1');
    expect(mappedIpv4('0:0:0:0:0:ffff:a9fe:a9fe')).toBe('169.254.169.254');
    expect(mappedIpv4('::1')).toBeNull();
    expect(mappedIpv4('2001:db8::1')).toBeNull();
  });
});

describe('IPv6 addresses for the webhook guard', () => {
  it('expands groups, a trailing dotted IPv4 included; refuses what is none', () => {
    expect(ipv6Groups('2002:7f00:1::1')).toEqual([0x2002, 0x7f00, 1, 0, 0, 0, 0, 1]);
    expect(ipv6Groups('::127.0.0.1')).toEqual([0, 0, 0, 0, 0, 0, 0x7f00, 1]);
    expect(ipv6Groups('1:2:3:4:5:6:7:8')).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const bad of ['1::2::3', '1:2:3', '1:2:3:4:5:6:7:8:9', '::1.2.3.256', 'g::1', '1:2:3:4:5:6:7::8']) expect([bad, ipv6Groups(bad)]).toEqual([bad, null]);
  });

  it('reaches only global unicast, and reads the IPv4 a 6to4 address carries', () => {
    expect(ipv6Reach('2002:a9fe:a9fe::1')).toEqual({ global: true, ipv4: '169.254.169.254' });
    expect(ipv6Reach('2a00:1450::1')).toEqual({ global: true, ipv4: null });
    for (const a of ['::127.0.0.1', '64:ff9b:1::1', '100::1', 'fe80::1', '::ffff:0:10.0.0.1']) expect([a, ipv6Reach(a)]).toEqual([a, { global: false }]);
  });
});
