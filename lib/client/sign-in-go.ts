'use client';
import { sameOriginReturn } from '@/lib/domain/return-link';
import { sameOriginUrl } from '@/lib/domain/site-path';
import { carrySession, SIGN_IN_PATH, type SignInWay } from '@/lib/domain/sign-in';

// Following "Jetzt anmelden" (docs/product.md §6.7), and the Räppli collected before it (docs/sso.md,
// "Signing in"). The host's sign-ins identify the reader's collector themselves. Our own sign-in page
// cannot: the session never travels in a login page's address. So before the tab goes there, this
// page leaves its whole address, session included, in the tab's sessionStorage (same origin, this tab
// only): the sign-in form sends its collector token with the password, and the way back without
// signing in leads to it, so the reader is not left on the page without a session.

const KEY = 'raeppli:sign-in-from';

/** Whether `href` is our own sign-in page on this origin. */
function isOurSignIn(href: string): boolean {
  try {
    const url = new URL(href, window.location.href);
    return url.origin === window.location.origin && url.pathname === SIGN_IN_PATH;
  } catch {
    return false;
  }
}

/** Goes the way signInWay chose: a message to the host page, the app's login, or a login page in the whole window. */
export function goSignIn(way: SignInWay, collectorToken: string) {
  if (way.kind === 'message') return window.parent.postMessage(way.message, way.origin);
  if (way.kind === 'app') return void (window.location.href = way.href);
  if (collectorToken && isOurSignIn(way.href)) {
    try {
      window.sessionStorage.setItem(KEY, window.location.href);
    } catch {
      // No storage (blocked, or a private mode without it): the sign-in works, the Räppli stay behind.
    }
  }
  (window.top ?? window).location.href = way.href;
}

/** What the page that sent the reader to sign in left: its address (an older page: its token alone). */
function leftBehind(): string | null {
  try {
    return window.sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** The collector token of the page that sent the reader to sign in, if it left one. */
export function signInFrom(): string | undefined {
  const left = leftBehind();
  // Left by a page loaded before addresses were kept (a tab open across a deploy): the token itself.
  if (left && !/^https?:/i.test(left)) return left;
  return sameOriginUrl(left, window.location.origin)?.searchParams.get('collector_token') || undefined;
}

/**
 * The way back without signing in: the page in `return` when it is ours (sameOriginReturn), with the
 * session of the address left behind (`left`) when that is on this origin. `return` never carries the
 * session, and without it the page has no account to show. The page that sent the reader may be
 * another than `return` (a popup returns to the overview): the session is the reader's either way.
 */
export function signInBackHref(query: URLSearchParams | null, left: string | null, origin: string): string | null {
  const back = sameOriginReturn(query, origin);
  const from = back ? sameOriginUrl(left, origin) : null;
  if (!back || !from) return back;
  const target = new URL(back, origin);
  carrySession(from.searchParams, target.searchParams);
  return `${target.pathname}${target.search}${target.hash}`;
}

/** signInBackHref for this tab: what the page that sent the reader here left. */
export function signInBack(query: URLSearchParams | null): string | null {
  return signInBackHref(query, leftBehind(), window.location.origin);
}

/** Signed in: the token has done its work. */
export function forgetSignInFrom() {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // nothing stored
  }
}
