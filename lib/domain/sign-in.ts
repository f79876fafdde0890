// Sign-in from anywhere (docs/product.md §6.7): where a page needs a signed-in member, it offers
// "Jetzt anmelden". How it signs in depends on where the web view runs.
import { isAppPlatform, type Platform } from './platform';

/** Our SSO's sign-in page (docs/sso.md, "Signing in"): LOGIN_URL's default while members sign in at our SSO. */
export const SIGN_IN_PATH = '/login';

/** The address parameters that carry a session: the host gives new ones after the sign-in. */
const SESSION_PARAMS = ['collector_token', 'hash', 'token'];

/** Where to come back to after signing in: this page's path and query, without the session. */
export function returnPath(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  for (const p of SESSION_PARAMS) params.delete(p);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** The session of one address (`from`) put on another's parameters (`to`): the way back from a sign-in left unused. */
export function carrySession(from: URLSearchParams, to: URLSearchParams): void {
  for (const p of SESSION_PARAMS) {
    const value = from.get(p);
    if (value) to.set(p, value);
  }
}

export type SignInWay =
  /** Inside the host app: its URI scheme's login, with the page to return to. */
  | { kind: 'app'; href: string }
  /** In an iframe or widget of an allowed host page: a message to it, which shows its own login. */
  | { kind: 'message'; origin: string; message: { type: 'raeppli:login'; return: string } }
  /** Everywhere else: the host's login page (LOGIN_URL), with the page to return to, in the whole window. */
  | { kind: 'web'; href: string };

export type SignInContext = {
  platform: Platform;
  uriScheme: string;
  /** The host's login page (the setting LOGIN_URL, else the host's front end). */
  loginUrl: string;
  /** This page's origin, for the absolute return address of the web login. */
  origin: string;
  /** The page's path and query without the session (returnPath). */
  returnTo: string;
  /** The origin of the page that embeds this one, when it is embedded; null at the top. */
  parentOrigin: string | null;
  allowedOrigins: readonly string[];
};

export function signInWay(c: SignInContext): SignInWay {
  if (isAppPlatform(c.platform)) return { kind: 'app', href: `${c.uriScheme}://login?return=${encodeURIComponent(c.returnTo)}` };
  if (c.parentOrigin && c.allowedOrigins.includes(c.parentOrigin)) {
    return { kind: 'message', origin: c.parentOrigin, message: { type: 'raeppli:login', return: c.returnTo } };
  }
  const url = new URL(c.loginUrl);
  url.searchParams.set('return', new URL(c.returnTo, c.origin).toString());
  return { kind: 'web', href: url.toString() };
}
