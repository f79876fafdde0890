import 'server-only';
import path from 'node:path';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { z } from 'zod';
import type { Config } from '@/lib/config';
import { avatarKeyParamSchema, avatarPairQuerySchema, MAX_AVATAR_BYTES, ssoLoginSchema, ssoPasswordSchema, ssoUpdateUserSchema } from '@/lib/contracts/sso';
import { ApiError } from '@/lib/server/errors';
import { folderStore, removeAvatar, setAvatar, unsupportedAvatar, type AvatarStore } from '@/lib/server/sso/avatars';
import { loginKey, signIn } from '@/lib/server/sso/sign-in';
import { changePassword, ssoUserJson, updateUser, userByPair } from '@/lib/server/sso/users';
import { serverText } from '@/lib/server/texts';
import type { AppEnv } from '../context';
import { LOGIN_DELAY } from '@/lib/domain/login-delay';
import { clientAddress } from '../client-address';
import { giveBackRateLimit, loginDelay, rateLimit, subjectKey } from '../rate-limit';
import { handle } from '../wrapper';
import { parseJsonBody } from '../body';

// Our single-sign-on service at /sso/ (docs/sso.md): the web view's calls to update the user,
// change the password and set the avatar, each with the SSO pair.

const noStore = { 'Cache-Control': 'no-store' };

const stores = new Map<string, AvatarStore>();
/** The avatar files of this DATA_DIR (one store per folder and process). */
export function avatarStore(config: Config): AvatarStore {
  const dir = path.resolve(config.DATA_DIR, 'avatars');
  let store = stores.get(dir);
  if (!store) stores.set(dir, (store = folderStore(dir)));
  return store;
}

/**
 * A body as form data (urlencoded or multipart) or JSON, read at most `max` bytes of. Too large is
 * the generic 413, or for the avatar the picture's own text.
 */
async function readFields(c: Context<AppEnv>, max: number, tooLargeText?: string): Promise<Record<string, unknown>> {
  let fields: Record<string, unknown> = {};
  const tooLarge = () => {
    throw new ApiError('PAYLOAD_TOO_LARGE', undefined, tooLargeText);
  };
  await bodyLimit({ maxSize: max, onError: tooLarge })(c, async () => {
    const type = c.req.header('content-type') ?? '';
    try {
      if (/json/i.test(type)) fields = (parseJsonBody(await c.req.text()) ?? {}) as Record<string, unknown>;
      else if (/form/i.test(type)) fields = (await c.req.parseBody()) as Record<string, unknown>;
      else if ((await c.req.text()).trim() !== '') throw new ApiError('UNSUPPORTED_MEDIA_TYPE');
    } catch (err) {
      if (err instanceof ApiError) throw err;
      throw new ApiError('BAD_REQUEST');
    }
  });
  if (!fields || typeof fields !== 'object' || Array.isArray(fields)) throw new ApiError('BAD_REQUEST');
  return fields;
}

function parse<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new ApiError(
    'VALIDATION_FAILED',
    result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
  );
}

export const ssoRoutes = new Hono<AppEnv>()
  // POST /sso/login {login, password, return} — the sign-in page's call → the page to return to, with the session
  .post(
    '/login',
    handle({ auth: 'public', sameOrigin: true, rateLimit: 'ssoLogin', body: ssoLoginSchema }, async ({ c, deps, body }) => {
      // The throttle of docs/sso.md: a hard limit per name and address, and per name from anywhere a
      // growing wait, never a lock-out. Every attempt counts before the password is checked (parallel
      // ones too), for any name alike, so the answer tells nobody whether an account exists; a
      // sign-in gives its points back, so colleagues behind one address never lock each other out.
      const address = clientAddress(c);
      const pair = subjectKey('login', `${loginKey(body.login)} ${address}`);
      await rateLimit(c, 'ssoLoginName', pair);
      const delay = await loginDelay(c, subjectKey('login', loginKey(body.login)), { ...LOGIN_DELAY, maxDelayMs: deps.config.LOGIN_DELAY_MAX_MS });
      const result = await signIn(deps.db, deps.config, body);
      await Promise.all([delay.signedIn(), giveBackRateLimit(c, 'ssoLoginName', pair), giveBackRateLimit(c, 'ssoLogin', subjectKey('address', address))]);
      return c.json(result, 200, noStore);
    }),
  )
  // POST /sso/update/user — the web view's field names, form data or JSON, with h and t
  .post(
    '/update/user',
    handle({ auth: 'public', form: true }, async ({ c, deps }) => {
      const fields = await readFields(c, 64 * 1024);
      const user = await userByPair(deps.db, deps.config.SSO_SECRET, { hash: String(fields.h ?? ''), token: String(fields.t ?? '') });
      await rateLimit(c, 'profile', subjectKey('user', user.id));
      const body = parse(ssoUpdateUserSchema, fields);
      const { user: saved } = await updateUser(deps.db, user, body);
      return c.json({ user: ssoUserJson(saved) }, 200, noStore);
    }),
  )
  // POST /sso/password {h, t, current_password, new_password, new_password_confirmation} → 204
  .post(
    '/password',
    handle({ auth: 'public', form: true }, async ({ c, deps }) => {
      const fields = await readFields(c, 16 * 1024);
      const user = await userByPair(deps.db, deps.config.SSO_SECRET, { hash: String(fields.h ?? ''), token: String(fields.t ?? '') });
      await rateLimit(c, 'password', subjectKey('user', user.id));
      await changePassword(deps.db, user, parse(ssoPasswordSchema, fields));
      return c.body(null, 204, noStore);
    }),
  )
  // POST /sso/avatar — multipart file, hash, token → the new avatar's address
  .post(
    '/avatar',
    handle({ auth: 'public', form: true }, async ({ c, deps }) => {
      const fields = await readFields(c, MAX_AVATAR_BYTES + 64 * 1024, serverText('sso.tooLarge'));
      const user = await userByPair(deps.db, deps.config.SSO_SECRET, { hash: String(fields.hash ?? ''), token: String(fields.token ?? '') });
      await rateLimit(c, 'avatar', subjectKey('user', user.id));
      const file = fields.file;
      if (!(file instanceof File) || file.size === 0) throw unsupportedAvatar();
      if (file.size > MAX_AVATAR_BYTES) throw new ApiError('PAYLOAD_TOO_LARGE', undefined, serverText('sso.tooLarge'));
      return c.json(await setAvatar(deps.db, avatarStore(deps.config), user, new Uint8Array(await file.arrayBuffer())), 200, noStore);
    }),
  )
  // DELETE /sso/avatar?hash=&token= → 204
  .delete(
    '/avatar',
    handle({ auth: 'public', query: avatarPairQuerySchema }, async ({ c, deps, query }) => {
      const user = await userByPair(deps.db, deps.config.SSO_SECRET, query);
      await rateLimit(c, 'avatar', subjectKey('user', user.id));
      await removeAvatar(deps.db, avatarStore(deps.config), user);
      return c.body(null, 204, noStore);
    }),
  )
  // GET /sso/avatars/:key — an avatar; its name is its content's hash, so it is cached for a year
  .get(
    '/avatars/:key',
    handle({ auth: 'public', params: avatarKeyParamSchema }, async ({ c, deps, params }) => {
      const bytes = await avatarStore(deps.config).get(params.key);
      if (!bytes) throw new ApiError('NOT_FOUND');
      return c.body(new Uint8Array(bytes), 200, { 'Content-Type': 'image/webp', 'Cache-Control': 'public, max-age=31536000, immutable' });
    }),
  );
