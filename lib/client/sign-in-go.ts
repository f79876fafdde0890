'use client';
import { SIGN_IN_PATH, type SignInWay } from '@/lib/domain/sign-in';

// Following "Jetzt anmelden" (docs/product.md §6.7), and the Räppli collected before it (docs/sso.md,
// "Signing in"). The host's sign-ins identify the reader's collector themselves. Our own sign-in page
// cannot: the session never travels in a login page's address. So before the tab goes there, this
// page leaves its collector token in the tab's sessionStorage (same origin, this tab only), and the
// sign-in form sends it with the password; the server then moves the Räppli into the account.

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
      window.sessionStorage.setItem(KEY, collectorToken);
    } catch {
      // No storage (blocked, or a private mode without it): the sign-in works, the Räppli stay behind.
    }
  }
  (window.top ?? window).location.href = way.href;
}

/** The collector token the page that sent the reader to sign in left, if any. */
export function signInFrom(): string | undefined {
  try {
    return window.sessionStorage.getItem(KEY) || undefined;
  } catch {
    return undefined;
  }
}

/** Signed in: the token has done its work. */
export function forgetSignInFrom() {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // nothing stored
  }
}
