// Page JavaScript weight: the same-origin <script src> files a page's HTML references, each
// gzipped at level 9, summed. `nomodule` scripts are left out (browsers with modules skip them).
import { constants, gzipSync } from 'node:zlib';

const decode = (s) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");

/** The same-origin script URLs a page's HTML references, in order, without duplicates. */
export function scriptUrls(html, pageUrl) {
  const page = new URL(pageUrl);
  const urls = [];
  for (const [, attrs] of html.matchAll(/<script\b([^>]*)>/gi)) {
    if (/\bnomodule\b/i.test(attrs)) continue;
    const src = /\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attrs);
    if (!src) continue;
    const url = new URL(decode(src[1] ?? src[2] ?? src[3]), page);
    if (url.origin === page.origin && !urls.includes(url.href)) urls.push(url.href);
  }
  return urls;
}

const gzipSizes = new Map();

async function gzipSize(url) {
  if (!gzipSizes.has(url)) {
    const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    const body = Buffer.from(await res.arrayBuffer());
    gzipSizes.set(url, gzipSync(body, { level: constants.Z_BEST_COMPRESSION }).length);
  }
  return gzipSizes.get(url);
}

/** One page: its status, the scripts it loads and their gzipped total in bytes (null when absent). */
export async function pageWeight(origin, path, query = '') {
  const res = await fetch(new URL(path + query, origin), { signal: AbortSignal.timeout(30_000) });
  const html = await res.text();
  const finalPath = new URL(res.url).pathname;
  const note = finalPath !== path ? `redirected to ${finalPath}` : '';
  if (res.status === 404) return { path, status: res.status, scripts: 0, gzip: null, note: note || 'not found (404), skipped' };
  const urls = scriptUrls(html, res.url);
  let gzip = 0;
  for (const url of urls) gzip += await gzipSize(url);
  return { path, status: res.status, scripts: urls.length, gzip, note };
}

/** One script by its path (the host loader, /embed.js): its status, size and gzipped size in bytes. */
export async function scriptWeight(origin, path) {
  const res = await fetch(new URL(path, origin), { signal: AbortSignal.timeout(10_000) });
  if (!res.ok) return { path, status: res.status, bytes: null, gzip: null };
  const body = Buffer.from(await res.arrayBuffer());
  return { path, status: res.status, bytes: body.length, gzip: gzipSync(body, { level: constants.Z_BEST_COMPRESSION }).length };
}
