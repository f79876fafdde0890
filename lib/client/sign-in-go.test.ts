/** @jest-environment jsdom */
import { forgetSignInFrom, goSignIn, signInBack, signInBackHref, signInFrom } from './sign-in-go';

// jsdom does not navigate: assigning location.href only logs "not implemented"; what matters here is
// what the page leaves behind before it goes.
beforeEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

const here = () => window.location.origin;

describe("goSignIn: the page's address, with its session, is left for our own sign-in page only", () => {
  it('leaves it when the way leads to /login on this origin', () => {
    window.history.replaceState(null, '', '/me/rewards/detail/1?collector_token=anon-token&platform=web');
    goSignIn({ kind: 'web', href: `${here()}/login?return=${encodeURIComponent(`${here()}/me/rewards/detail/1?platform=web`)}` }, 'anon-token');
    expect(window.sessionStorage.getItem('raeppli:sign-in-from')).toBe(`${here()}/me/rewards/detail/1?collector_token=anon-token&platform=web`);
    expect(signInFrom()).toBe('anon-token');
    forgetSignInFrom();
    expect(signInFrom()).toBeUndefined();
  });

  it('leaves nothing for a host login page, the app or a message to the host page', () => {
    window.history.replaceState(null, '', '/me/overview?collector_token=anon-token');
    goSignIn({ kind: 'web', href: 'https://login.example.org/login?return=x' }, 'anon-token');
    goSignIn({ kind: 'web', href: `${here()}/login-woanders` }, 'anon-token');
    goSignIn({ kind: 'app', href: 'raeppli://login?return=%2Fme' }, 'anon-token');
    const post = jest.spyOn(window.parent, 'postMessage').mockImplementation(() => {});
    goSignIn({ kind: 'message', origin: 'https://news.example.org', message: { type: 'raeppli:login', return: '/me' } }, 'anon-token');
    expect(post).toHaveBeenCalledWith({ type: 'raeppli:login', return: '/me' }, 'https://news.example.org');
    expect(signInFrom()).toBeUndefined();
  });

  it('leaves nothing without a token', () => {
    goSignIn({ kind: 'web', href: '/login' }, '');
    expect(signInFrom()).toBeUndefined();
  });

  it('still reads a token left alone by a page loaded before addresses were kept', () => {
    window.sessionStorage.setItem('raeppli:sign-in-from', 'old-token');
    expect(signInFrom()).toBe('old-token');
  });

  it('takes no token from an address elsewhere', () => {
    window.sessionStorage.setItem('raeppli:sign-in-from', 'https://evil.example/me/overview?collector_token=stolen');
    expect(signInFrom()).toBeUndefined();
  });
});

describe('signInBackHref: the way back without signing in', () => {
  const origin = 'https://raeppli.example';
  const q = (ret: string) => new URLSearchParams({ return: ret });
  const detail = 'https://raeppli.example/me/rewards/detail/1';

  it('is the return page with the session of the page that sent the reader, when it left its address', () => {
    expect(signInBackHref(q(detail), `${detail}?collector_token=XUHC`, origin)).toBe('/me/rewards/detail/1?collector_token=XUHC');
    expect(signInBackHref(q(`${detail}?platform=web#x`), `${detail}?collector_token=XUHC&platform=web&hash=h&token=t#x`, origin)).toBe(
      '/me/rewards/detail/1?platform=web&collector_token=XUHC&hash=h&token=t#x',
    );
    // a popup sends the reader back to the overview: the reader's session goes there too
    expect(signInBackHref(q('https://raeppli.example/me/overview'), 'https://raeppli.example/notification/badge?collector_token=XUHC', origin)).toBe(
      '/me/overview?collector_token=XUHC',
    );
    // the return page's own parameters stay as they were; only the session is added
    expect(signInBackHref(q(`${detail}?platform=web`), `${detail}?collector_token=XUHC&platform=ios`, origin)).toBe(
      '/me/rewards/detail/1?platform=web&collector_token=XUHC',
    );
  });

  it("is the plain return address when nothing was left (a new tab, a host's link)", () => {
    expect(signInBackHref(q(`${detail}?platform=web`), null, origin)).toBe('/me/rewards/detail/1?platform=web');
  });

  it('is the plain return address when what was left is on another origin or no address', () => {
    expect(signInBackHref(q(detail), 'https://evil.example/me/rewards/detail/1?collector_token=XUHC', origin)).toBe('/me/rewards/detail/1');
    expect(signInBackHref(q(detail), '//evil.example/me/rewards/detail/1', origin)).toBe('/me/rewards/detail/1');
    expect(signInBackHref(q(detail), 'javascript:alert(1)', origin)).toBe('/me/rewards/detail/1');
    expect(signInBackHref(q(detail), 'old-token', origin)).toBe('/me/rewards/detail/1');
  });

  it('is none when the return address is not ours, whatever was left', () => {
    expect(signInBackHref(q('https://evil.example/me/rewards/detail/1'), `${detail}?collector_token=XUHC`, origin)).toBeNull();
    expect(signInBackHref(q('javascript:alert(1)'), `${detail}?collector_token=XUHC`, origin)).toBeNull();
    expect(signInBackHref(new URLSearchParams(), `${detail}?collector_token=XUHC`, origin)).toBeNull();
    expect(signInBackHref(null, `${detail}?collector_token=XUHC`, origin)).toBeNull();
  });
});

describe('signInBack: from "Jetzt anmelden" to the sign-in page and back', () => {
  it('leads back to the page with the session it left in this tab', () => {
    window.history.replaceState(null, '', '/me/rewards/detail/1?collector_token=anon-token');
    const ret = `${here()}/me/rewards/detail/1`;
    goSignIn({ kind: 'web', href: `${here()}/login?return=${encodeURIComponent(ret)}` }, 'anon-token');
    window.history.replaceState(null, '', `/login?return=${encodeURIComponent(ret)}`);
    expect(signInBack(new URLSearchParams(window.location.search))).toBe('/me/rewards/detail/1?collector_token=anon-token');
  });
});
