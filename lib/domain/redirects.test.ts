import { matchRedirect, type RedirectRule } from './redirects';

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
