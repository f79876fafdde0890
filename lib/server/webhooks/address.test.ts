import { guardedLookup, isBlockedAddress, refusedTarget } from './address';

describe('the webhook address guard', () => {
  it('refuses loopback, private, shared, link-local, unique-local, multicast and unspecified addresses', () => {
    for (const a of [
      '127.0.0.1',
      '127.255.0.9',
      '10.0.0.1',
      '172.16.0.1',
      '172.31.255.254',
      '192.168.0.1',
      '100.64.0.1',
      '100.127.255.255',
      '169.254.169.254',
      '0.0.0.0',
      '0.1.2.3',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      'fe80::1%eth0',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:10.0.0.1',
      '[::1]',
      'not-an-address',
      // IPv6 forms that carry loopback or link-local, or are no global unicast
      '2002:7f00:1::1', // 6to4 of 127.0.0.1
      '2002:a9fe:a9fe::1', // 6to4 of 169.254.169.254
      '::127.0.0.1', // IPv4-compatible
      '::7f00:1',
      '::ffff:0:127.0.0.1', // SIIT
      '64:ff9b:1::7f00:1', // local-use NAT64
      '100::1', // discard-only
      '2001:0:4136:e378:8000:63bf:3fff:fdd2', // Teredo
      '2001:db8::1', // documentation
    ]) {
      expect([a, isBlockedAddress(a)]).toEqual([a, true]);
    }
  });

  it('lets public addresses through', () => {
    for (const a of [
      '93.184.215.14',
      '8.8.8.8',
      '172.32.0.1',
      '100.128.0.1',
      '192.169.0.1',
      '2001:4860:4860::8888',
      '::ffff:8.8.8.8',
      '2002:808:808::1',
      '2a00:1450:4001:80b::200e',
    ]) {
      expect([a, isBlockedAddress(a)]).toEqual([a, false]);
    }
  });

  it('checks what a name resolves to when connecting (localhost from the hosts file)', async () => {
    const err = await new Promise<Error | null>((resolve) => guardedLookup('localhost', {}, (e) => resolve(e)));
    expect(err?.message).toMatch(/^refused address (127\.0\.0\.1|::1)$/);
    const all = await new Promise<Error | null>((resolve) => guardedLookup('localhost', { all: true }, (e) => resolve(e)));
    expect(all).not.toBeNull();
  });

  it('judges a registration: literals directly, localhost by name, public literals pass', async () => {
    expect(await refusedTarget(new URL('http://127.0.0.1:9/x'))).toBe('127.0.0.1');
    expect(await refusedTarget(new URL('http://[::1]/x'))).toBe('::1');
    expect(await refusedTarget(new URL('http://localhost/x'))).toBe('localhost');
    expect(await refusedTarget(new URL('https://93.184.215.14/x'))).toBeNull();
  });
});
