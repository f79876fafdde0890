import 'server-only';
import { createHash } from 'node:crypto';

// The request side of the one idempotency engine (the database side is raeppli_claim and
// raeppli_answer, lib/server/db/functions/20-idempotency.sql): which key, in which scope, for which body.

/** JSON with sorted keys, so the same body always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export const requestHash = (body: unknown) => createHash('sha256').update(canonicalJson(body)).digest('hex');

/** A claim on (scope, key) for one request body. */
export type Idem = { scope: string; key: string; hash: string };

export const idem = (scope: string, key: string, body: unknown): Idem => ({ scope, key, hash: requestHash(body) });

/** What a money call answers: the first answer again on a replay (`replay`, marked by the route). */
export type Answer = { status: number; response: unknown; replay?: boolean };
