import 'server-only';
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { streamReplacer } from '@/lib/domain/csp';

// Each page response's script nonce (docs/reliability.md, "Content security policy"). Pages are
// rendered once and kept (docs/architecture.md, "Pages"), so they are rendered with a placeholder
// that only this process knows: Next writes it into every script of its own (it reads the nonce
// from the request's Content-Security-Policy header), our inline scripts take it from
// `scriptNoncePlaceholder()`, and on the way out each response gets its own nonce in its place.
// Markup that reached a page some other way cannot know the placeholder, so it never gets a nonce.

const KEY = Symbol.for('raeppli.scriptNoncePlaceholder');
const store = globalThis as typeof globalThis & { [KEY]?: string };

/** The placeholder of this process (Next's bundles and the server share it through globalThis). */
export function scriptNoncePlaceholder(): string {
  return (store[KEY] ??= randomBytes(18).toString('base64url'));
}

/** The answers whose text can carry the placeholder: pages and the router's payloads. */
const REWRITTEN = /^(text\/html|text\/x-component)\b/i;

type Chunk = string | Buffer | Uint8Array;
type Callback = (error?: Error | null) => void;
// The original methods, called with whatever arguments Node's overloads allow.
type Loose<R> = (this: ServerResponse, ...args: unknown[]) => R;

const bytes = (chunk: Chunk, encoding?: BufferEncoding) =>
  typeof chunk === 'string' ? Buffer.from(chunk, encoding ?? 'utf8') : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);

/**
 * Prepares a request for Next and its response for the swap; returns this response's nonce, which
 * the Content-Security-Policy header names. Call after anything that wraps the response's writes
 * (compression), so the swap sees the text before it is compressed. A page's body then differs per
 * response: its Content-Length and ETag go, and a conditional request is answered in full (a 304
 * would pair a kept body with another nonce).
 */
export function swapScriptNonce(req: IncomingMessage, res: ServerResponse): string {
  const placeholder = scriptNoncePlaceholder();
  const nonce = randomBytes(16).toString('base64');
  req.headers['content-security-policy'] = `script-src 'nonce-${placeholder}'`;
  delete req.headers['if-none-match'];
  delete req.headers['if-modified-since'];

  const replacer = streamReplacer(placeholder, nonce);
  let rewrite: boolean | undefined;
  const rewritten = () => (rewrite ??= REWRITTEN.test(String(res.getHeader('content-type') ?? '')));
  const swap = (chunk: Chunk, encoding?: BufferEncoding) => Buffer.from(replacer.push(bytes(chunk, encoding).toString('latin1')), 'latin1');

  const writeHead = res.writeHead as Loose<ServerResponse>;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    if (rewritten()) {
      this.removeHeader('content-length');
      this.removeHeader('etag');
    }
    return writeHead.apply(this, args);
  } as ServerResponse['writeHead'];

  const write = res.write as Loose<boolean>;
  res.write = function (this: ServerResponse, chunk: Chunk, encoding?: BufferEncoding | Callback, callback?: Callback) {
    const [enc, cb] = typeof encoding === 'function' ? [undefined, encoding] : [encoding, callback];
    if (!rewritten()) return write.call(this, chunk, encoding, callback);
    return write.call(this, swap(chunk, enc), cb);
  } as ServerResponse['write'];

  const end = res.end as Loose<ServerResponse>;
  res.end = function (this: ServerResponse, chunk?: Chunk | Callback, encoding?: BufferEncoding | Callback, callback?: Callback) {
    if (typeof chunk === 'function' || chunk === undefined || chunk === null) {
      const rest = rewritten() ? replacer.end() : '';
      return rest ? end.call(this, Buffer.from(rest, 'latin1'), chunk) : end.call(this, chunk);
    }
    const [enc, cb] = typeof encoding === 'function' ? [undefined, encoding] : [encoding, callback];
    if (!rewritten()) return end.call(this, chunk, encoding, callback);
    return end.call(this, Buffer.concat([swap(chunk, enc), Buffer.from(replacer.end(), 'latin1')]), cb);
  } as ServerResponse['end'];

  return nonce;
}
