import { returnPath, signInWay, type SignInContext } from './sign-in';

const base: SignInContext = {
  platform: 'web',
  uriScheme: 'raeppli',
  loginUrl: 'https://www.example.org/login?src=raeppli',
  origin: 'https://raeppli.example.org',
  returnTo: '/me/rewards/detail/7?platform=web',
  parentOrigin: null,
  allowedOrigins: ['https://www.example.org'],
};

describe('returnPath', () => {
  it('keeps the path and the rest of the query, drops the session', () => {
    expect(returnPath('/me/rewards/detail/7', '?collector_token=abc&platform=ios&hash=h&token=t&is_pur_abo=true')).toBe(
      '/me/rewards/detail/7?platform=ios&is_pur_abo=true',
    );
    expect(returnPath('/me/overview', '?collector_token=abc')).toBe('/me/overview');
    expect(returnPath('/me/overview', '')).toBe('/me/overview');
  });
});

describe('signInWay', () => {
  it("in the app: the app's login through its URI scheme, with the page to return to", () => {
    for (const platform of ['android', 'ios'] as const) {
      expect(signInWay({ ...base, platform })).toEqual({ kind: 'app', href: 'raeppli://login?return=%2Fme%2Frewards%2Fdetail%2F7%3Fplatform%3Dweb' });
    }
  });

  it('embedded in an allowed host page: a message to that page only', () => {
    expect(signInWay({ ...base, parentOrigin: 'https://www.example.org' })).toEqual({
      kind: 'message',
      origin: 'https://www.example.org',
      message: { type: 'raeppli:login', return: '/me/rewards/detail/7?platform=web' },
    });
  });

  it('at the top, or embedded by a page that is not allowed: the login page with the absolute return address', () => {
    for (const parentOrigin of [null, 'https://evil.example']) {
      const way = signInWay({ ...base, parentOrigin });
      expect(way.kind).toBe('web');
      const url = new URL((way as { href: string }).href);
      expect(url.origin + url.pathname).toBe('https://www.example.org/login');
      expect(url.searchParams.get('src')).toBe('raeppli');
      expect(url.searchParams.get('return')).toBe('https://raeppli.example.org/me/rewards/detail/7?platform=web');
    }
  });
});
