import 'server-only';
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { BLOCKED_RANGES, ipv6Reach, mappedIpv4 } from '@/lib/domain/webhooks';

// SSRF guard of webhooks (docs/webhooks.md, "Which addresses"): checked at registration and on
// every delivery, on the address the connection really uses (a `lookup` for http.request), so a
// name that resolves elsewhere the second time (DNS rebinding) is caught too.

const blocked = new BlockList();
for (const r of BLOCKED_RANGES) blocked.addSubnet(r.address, r.prefix, r.family);

/** Whether an IP address (v4 or v6, IPv4-mapped included) is one a webhook may not reach. */
export function isBlockedAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const v4 = isIP(bare) === 6 ? mappedIpv4(bare) : null;
  if (v4) return blocked.check(v4, 'ipv4');
  const family = isIP(bare);
  if (family === 0) return true;
  if (family === 4) return blocked.check(bare, 'ipv4');
  // IPv6: global unicast only, and the IPv4 a 6to4 address carries is checked as IPv4.
  const reach = ipv6Reach(bare);
  if (!reach.global) return true;
  if (reach.ipv4 && blocked.check(reach.ipv4, 'ipv4')) return true;
  return blocked.check(bare, 'ipv6');
}

export class RefusedAddressError extends Error {
  readonly code = 'WEBHOOK_ADDRESS_REFUSED';
  constructor(readonly address: string) {
    super(`refused address ${address}`);
  }
}

/** The host of a URL as a name or a bare IP literal (without IPv6 brackets). */
export const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** dns.lookup for http.request that refuses blocked addresses (one refused address refuses all). */
export function guardedLookup(hostname: string, options: LookupOptions, callback: LookupCallback) {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, options.all ? [] : '', undefined);
    const refused = addresses.find((a) => isBlockedAddress(a.address));
    if (refused) return callback(new RefusedAddressError(refused.address), options.all ? [] : '', undefined);
    if (options.all) return callback(null, addresses);
    const first = addresses[0]!;
    callback(null, first.address, first.family);
  });
}

/**
 * Registration's check: an IP literal directly, a name by what it resolves to now. A name that
 * does not resolve (yet) passes: every delivery checks again.
 */
export async function refusedTarget(url: URL): Promise<string | null> {
  const host = hostOf(url);
  if (isIP(host)) return isBlockedAddress(host) ? host : null;
  if (host === 'localhost' || host.endsWith('.localhost')) return host;
  const addresses = await new Promise<LookupAddress[]>((resolve) => dnsLookup(host, { all: true }, (err, list) => resolve(err ? [] : list)));
  return addresses.find((a) => isBlockedAddress(a.address))?.address ?? null;
}
