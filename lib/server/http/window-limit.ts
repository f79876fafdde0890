import 'server-only';
import { ApiError } from '@/lib/server/errors';

/**
 * A sliding-window limit kept in this process's memory: at most `max` calls per key within
 * `windowMs`, else 429 RATE_LIMITED with Retry-After. For limits that spare the database a burst
 * (the friends search), not for security: with several processes each counts its own.
 */
export function windowLimit(max: number, windowMs: number, maxKeys = 50_000) {
  const calls = new Map<string, number[]>();
  return (key: string, now = Date.now()) => {
    const recent = (calls.get(key) ?? []).filter((t) => t > now - windowMs);
    if (recent.length >= max) {
      calls.set(key, recent);
      throw new ApiError('RATE_LIMITED', { retry_after: Math.max(1, Math.ceil((recent[0]! + windowMs - now) / 1000)) });
    }
    recent.push(now);
    calls.delete(key); // re-inserted last: the oldest keys are first to go
    calls.set(key, recent);
    if (calls.size > maxKeys) calls.delete(calls.keys().next().value!);
  };
}
