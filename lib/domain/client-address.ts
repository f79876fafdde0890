// The client's address behind reverse proxies (docs/reliability.md, "Trust boundary"): TRUST_PROXY
// names who may speak for the client, and only the proxies we trust are believed. Pure: the
// setting's parsing and the choice from the chain of addresses; the server reads the request.

/** Who is a trusted proxy: nobody, the nearest `hops` addresses, or those inside `ranges`. */
export type TrustProxy = { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'list'; ranges: AddressRange[] };
export type AddressRange = { bytes: number[]; prefix: number };

const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

function parseV4(text: string): number[] | null {
  const m = v4.exec(text);
  if (!m) return null;
  const bytes = m.slice(1).map(Number);
  return bytes.every((b, i) => b <= 255 && String(b) === m[i + 1]) ? bytes : null;
}

function parseV6(text: string): number[] | null {
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const groups = halves.map((part) => (part === '' ? [] : part.split(':')));
  // An embedded IPv4 address (::ffff:1.2.3.4) stands for the last two groups.
  const last = groups.at(-1)!;
  const embedded = last.at(-1)?.includes('.') ? parseV4(last.pop()!) : undefined;
  if (embedded === null) return null;
  if (embedded) last.push(((embedded[0]! << 8) | embedded[1]!).toString(16), ((embedded[2]! << 8) | embedded[3]!).toString(16));
  if (!groups.flat().every((g) => /^[0-9a-f]{1,4}$/i.test(g))) return null;
  const [head, tail = []] = groups as [string[], string[]?];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const words = [...head, ...Array<string>(halves.length === 1 ? 0 : missing).fill('0'), ...tail].map((g) => parseInt(g, 16));
  return words.flatMap((w) => [w >> 8, w & 255]);
}

/** An address as bytes (4 or 16), or null when it is none. IPv4-mapped IPv6 is taken as IPv4. */
export function addressBytes(text: string): number[] | null {
  const bytes = text.includes(':') ? parseV6(text) : parseV4(text);
  if (bytes?.length === 16 && bytes.slice(0, 10).every((b) => b === 0) && bytes[10] === 255 && bytes[11] === 255) return bytes.slice(12);
  return bytes;
}

/** The one spelling of an address (`::ffff:1.2.3.4` → `1.2.3.4`, IPv6 compressed in lower case), or null. */
export function normaliseAddress(raw: string): string | null {
  let text = raw.trim();
  // "[v6]:port" and "v4:port", as some proxies write them.
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(text);
  if (bracketed) text = bracketed[1]!;
  else if (/^[\d.]+:\d{1,5}$/.test(text)) text = text.slice(0, text.lastIndexOf(':'));
  const bytes = addressBytes(text);
  if (!bytes) return null;
  if (bytes.length === 4) return bytes.join('.');
  const words = Array.from({ length: 8 }, (_, i) => ((bytes[2 * i]! << 8) | bytes[2 * i + 1]!).toString(16));
  // The longest run of two or more zero groups becomes "::".
  let best = { at: -1, len: 1 };
  for (let i = 0; i < 8;) {
    let j = i;
    while (j < 8 && words[j] === '0') j++;
    if (j - i > best.len) best = { at: i, len: j - i };
    i = j === i ? i + 1 : j;
  }
  if (best.at < 0) return words.join(':');
  return `${words.slice(0, best.at).join(':')}::${words.slice(best.at + best.len).join(':')}`;
}

function parseRange(text: string): AddressRange | null {
  const [address, prefixText, extra] = text.trim().split('/');
  if (extra !== undefined || !address) return null;
  const bytes = addressBytes(address);
  if (!bytes) return null;
  const bits = bytes.length * 8;
  // A mapped IPv6 range (::ffff:10.0.0.0/104) is the IPv4 range it maps.
  let prefix = prefixText === undefined ? bits : /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : NaN;
  if (bytes.length === 4 && address.includes(':') && prefixText !== undefined) prefix -= 96;
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > bits) return null;
  return { bytes, prefix };
}

/**
 * TRUST_PROXY: `false` (or empty), `true` (one hop), a hop count (`2`), or a list of proxy
 * addresses and CIDR ranges (`10.0.0.0/8,192.168.1.7,fd00::/8`). Anything else → null.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy | null {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '' || text === 'false' || text === '0') return { kind: 'none' };
  if (text === 'true') return { kind: 'hops', hops: 1 };
  if (/^\d{1,2}$/.test(text)) return { kind: 'hops', hops: Number(text) };
  const ranges = text.split(',').map(parseRange);
  return ranges.every((r): r is AddressRange => r !== null) ? { kind: 'list', ranges } : null;
}

export function inRange(bytes: number[], range: AddressRange): boolean {
  if (bytes.length !== range.bytes.length) return false;
  for (let bit = 0; bit < range.prefix; bit += 8) {
    const mask = range.prefix - bit >= 8 ? 255 : (255 << (8 - (range.prefix - bit))) & 255;
    if ((bytes[bit / 8]! & mask) !== (range.bytes[bit / 8]! & mask)) return false;
  }
  return true;
}

/**
 * The client among `forwarded` (the X-Forwarded-For entries, left to right) and the connection's
 * own `socket` address: the right-most address that is not a trusted proxy. With `hops` the nearest
 * `hops` addresses are proxies (the socket is the first); with a list, every address inside it is.
 * A malformed entry stops the walk: the last trusted hop's own address is taken, since what it
 * forwarded cannot be read. What the client wrote left of that is never believed.
 */
export function chooseClientAddress(trust: TrustProxy, forwarded: readonly string[], socket: string | undefined): string {
  const chain = [...forwarded, socket ?? 'unknown'];
  let seen = normaliseAddress(chain.at(-1)!) ?? 'unknown';
  if (trust.kind === 'none') return seen;
  for (let i = chain.length - 1, hop = 1; i > 0; i--, hop++) {
    const trusted = trust.kind === 'hops' ? hop <= trust.hops : ((b) => b !== null && trust.ranges.some((r) => inRange(b, r)))(addressBytes(seen));
    if (!trusted) return seen;
    const next = normaliseAddress(chain[i - 1]!);
    if (next === null) return seen;
    seen = next;
  }
  return seen;
}

/** X-Forwarded-For's entries, left to right (several headers count as one list). */
export function forwardedEntries(header: string | undefined): string[] {
  return header
    ? header
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [];
}
