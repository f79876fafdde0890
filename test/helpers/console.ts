// Console API calls as the console's pages make them: same origin, the session cookie.
import type { App } from './loyalty';
import type { Db } from '@/lib/server/db/client';
import { createStaff } from '@/lib/server/console/staff';
import { EMPTY_REWARD, type RewardInput, type StaffRole } from '@/lib/contracts/console';

export const ORIGIN = 'https://raeppli.test';
export const PASSWORD = 'Sehr-geheim-2026!';

let seq = 0;
/** A staff account of this role (created directly, by nobody). */
export async function staffMember(db: Db, role: StaffRole) {
  const email = `${role}-${process.pid}-${++seq}-${Date.now()}@raeppli.example`;
  await createStaff(db, null, { email, name: `Test ${role}`, password: PASSWORD, role });
  return { email, password: PASSWORD };
}

type Call = { cookie?: string; origin?: string | null; ip?: string; body?: unknown };

export async function consoleCall(app: App, method: string, path: string, { cookie, origin = ORIGIN, ip, body }: Call = {}) {
  const headers: Record<string, string> = {};
  if (cookie) headers.Cookie = cookie;
  if (origin) headers.Origin = origin;
  if (ip) headers['X-Forwarded-For'] = ip;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await app.request(`${ORIGIN}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, headers: res.headers, json: text ? JSON.parse(text) : null };
}

/** Logs in; returns the Cookie header value for later calls. */
export async function loginAs(app: App, who: { email: string; password: string }, ip?: string) {
  const res = await consoleCall(app, 'POST', '/api/console/session', { body: who, ip });
  if (res.status !== 200) throw new Error(`login ${res.status} ${JSON.stringify(res.json)}`);
  const setCookie = res.headers.get('set-cookie') ?? '';
  return setCookie.split(';')[0]!;
}

/** A complete reward as an editor would create it (tests change what they need). */
export const TEST_REWARD: RewardInput = {
  ...EMPTY_REWARD,
  title: 'Stadtführung für zwei',
  description: 'Eine Stunde Altstadt mit Geschichten.',
  details: 'Termin nach Vereinbarung.',
  cost: 120,
  stock: 10,
  sponsor: 'Stadtmarketing',
  position: 50,
};
