import { chooseClientAddress, forwardedEntries, normaliseAddress, parseTrustProxy, type TrustProxy } from './client-address';

const trust = (value: string) => parseTrustProxy(value) as TrustProxy;
const choose = (value: string, xff: string | undefined, socket?: string) => chooseClientAddress(trust(value), forwardedEntries(xff), socket);

describe('TRUST_PROXY', () => {
  it('reads false, true, a hop count and a list of addresses and ranges', () => {
    expect(parseTrustProxy(undefined)).toEqual({ kind: 'none' });
    expect(parseTrustProxy('false')).toEqual({ kind: 'none' });
    expect(parseTrustProxy('true')).toEqual({ kind: 'hops', hops: 1 });
    expect(parseTrustProxy('2')).toEqual({ kind: 'hops', hops: 2 });
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.7,fd00::/8')).toMatchObject({ kind: 'list', ranges: [{ prefix: 8 }, { prefix: 32 }, { prefix: 8 }] });
  });

  it('refuses what is none of them', () => {
    for (const bad of ['yes', '-1', '10.0.0.0/33', '10.0.0/8', '300.1.1.1', 'fd00::/129', '10.0.0.1,', 'proxy.example', '1.2.3.4/8/8'])
      expect(parseTrustProxy(bad)).toBeNull();
  });
});

describe('addresses', () => {
  it('normalises IPv4-mapped IPv6, IPv6 spelling and ports', () => {
    expect(normaliseAddress('::ffff:1.2.3.4')).toBe('1.2.3.4');
    expect(normaliseAddress('::FFFF:0102:0304')).toBe('1.2.3.4');
    expect(normaliseAddress('2001:DB8:0:0:0:0:0:1')).toBe('2001:db8::1');
    expect(normaliseAddress('[2001:db8::1]:443')).toBe('2001:db8::1');
    expect(normaliseAddress('198.51.100.7:5123')).toBe('198.51.100.7');
    expect(normaliseAddress('::1')).toBe('::1');
  });

  it('finds no address in garbage', () => {
    for (const bad of ['', 'unknown', '1.2.3', '01.2.3.4', '1.2.3.4.5', '1::2::3', '12345::', 'gggg::1', '1:2:3:4:5:6:7:8:9', '<script>'])
      expect(normaliseAddress(bad)).toBeNull();
  });
});

describe('the client behind proxies', () => {
  it('takes the socket when no proxy is trusted, whatever the header says', () => {
    expect(choose('false', '203.0.113.9', '198.51.100.1')).toBe('198.51.100.1');
  });

  it('with one trusted hop takes the right-most entry, never the left-most the client wrote', () => {
    expect(choose('true', '203.0.113.9', '10.0.0.2')).toBe('203.0.113.9');
    expect(choose('true', '6.6.6.6, 203.0.113.9', '10.0.0.2')).toBe('203.0.113.9');
    expect(choose('true', undefined, '198.51.100.1')).toBe('198.51.100.1');
    expect(choose('true', '203.0.113.9', '::ffff:10.0.0.2')).toBe('203.0.113.9');
  });

  it('with two trusted hops skips the two nearest', () => {
    expect(choose('2', '6.6.6.6, 203.0.113.9, 10.0.0.3', '10.0.0.2')).toBe('203.0.113.9');
    // a shorter chain: the furthest address known
    expect(choose('2', '203.0.113.9', '10.0.0.2')).toBe('203.0.113.9');
  });

  it('with a list walks from the right past the listed proxies', () => {
    const list = '10.0.0.0/8,192.168.1.7,fd00::/8';
    expect(choose(list, '6.6.6.6, 203.0.113.9, 192.168.1.7', '10.1.2.3')).toBe('203.0.113.9');
    expect(choose(list, '6.6.6.6, 2001:db8::5', 'fd12::1')).toBe('2001:db8::5');
    // a connection from outside the list speaks for itself: its header is not believed
    expect(choose(list, '10.9.9.9', '198.51.100.1')).toBe('198.51.100.1');
    expect(choose(list, '203.0.113.9', '192.168.1.8')).toBe('192.168.1.8');
  });

  it('stops at a malformed entry and takes the last trusted hop', () => {
    expect(choose('true', 'garbage', '10.0.0.2')).toBe('10.0.0.2');
    expect(choose('2', '203.0.113.9, not-an-ip, 10.0.0.3', '10.0.0.2')).toBe('10.0.0.3');
    expect(choose('10.0.0.0/8', '203.0.113.9, 1.2.3.4.5', '10.0.0.2')).toBe('10.0.0.2');
  });

  it('counts a request without a connection as "unknown"', () => {
    expect(choose('false', '203.0.113.9', undefined)).toBe('unknown');
    expect(choose('true', '203.0.113.9', undefined)).toBe('203.0.113.9');
  });
});
