import { matchRedirect, redirectLocation, type RedirectRule } from './redirects';

const rules: RedirectRule[] = [
  { path: '/me/shop', target: '/me/rewards', permanent: true },
  { path: '/alt/*', target: '/me', permanent: false },
  { path: '/alt/deep/*', target: '/me/rewards', permanent: false },
  { path: '/zeitung', target: 'https://www.example.org/', permanent: false },
  { path: '/self', target: '/self/', permanent: false },
];

describe('matchRedirect', () => {
  it('matches an exact path, with or without a trailing slash', () => {
    expect(matchRedirect(rules, '/me/shop')).toEqual({ target: '/me/rewards', absolute: false, permanent: true });
    expect(matchRedirect(rules, '/me/shop/')).toEqual({ target: '/me/rewards', absolute: false, permanent: true });
  });
  it('keeps the rest of a prefix rule, the longest prefix winning', () => {
    expect(matchRedirect(rules, '/alt/overview')?.target).toBe('/me/overview');
    expect(matchRedirect(rules, '/alt/deep/detail/4')?.target).toBe('/me/rewards/detail/4');
    expect(matchRedirect(rules, '/alt')?.target).toBe('/me');
  });
  it('marks absolute targets for a full redirect', () => {
    expect(matchRedirect(rules, '/zeitung')).toEqual({ target: 'https://www.example.org/', absolute: true, permanent: false });
  });
  it('does not match other paths or loop onto itself', () => {
    expect(matchRedirect(rules, '/me/shopping')).toBeNull();
    expect(matchRedirect(rules, '/alternative')).toBeNull();
    expect(matchRedirect(rules, '/self')).toBeNull();
  });
});

describe('redirectLocation', () => {
  const request = new URL('https://raeppli.example/me/x?collector_token=tok&hash=h&token=t');
  const at = (target: string) => redirectLocation({ target, absolute: /^https?:/.test(target), permanent: false }, request)?.href ?? null;

  it("keeps the member's query on a path of ours, the target's own parameters winning", () => {
    expect(at('/me/rewards?tab=2')).toBe('https://raeppli.example/me/rewards?tab=2&collector_token=tok&hash=h&token=t');
  });

  it('sends an address of another site without the query', () => {
    expect(at('https://www.example.org/zeitung')).toBe('https://www.example.org/zeitung');
  });

  it('redirects nowhere when a stored path resolves to another host', () => {
    for (const target of ['//evil.example/x', '/\\evil.example/x', '/\\/evil.example']) expect(at(target)).toBeNull();
  });

  it("redirects nowhere when a prefix rule's rest makes another host of its target", () => {
    const match = matchRedirect([{ path: '/alt/*', target: '/', permanent: false }], '/alt//evil.example/x');
    expect(match?.target).toBe('//evil.example/x');
    expect(redirectLocation(match!, request)).toBeNull();
  });
});
