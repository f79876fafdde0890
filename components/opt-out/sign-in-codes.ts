import { ApiClientError } from '@/lib/client/api-error';

// Opt-out and opt-in are the member's own acts (the SSO pair, docs/api.md): these answers are cured
// by signing in (again), so the flow offers the way to sign in beside the error.
const SIGN_IN_CODES: ReadonlySet<string> = new Set(['MISSING_HASH_TOKEN', 'INVALID_HASH_TOKEN', 'ANONYMOUS_NOT_ALLOWED']);

export const curedBySignIn = (error: unknown) => error instanceof ApiClientError && SIGN_IN_CODES.has(error.code);
