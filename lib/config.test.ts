import { ConfigError, parseConfig, publicConfig, siteOrigin } from './config';

describe('parseConfig', () => {
  it('fills in the defaults from an empty environment', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      DATA_DIR: './data',
      SSO_ENDPOINT: '/sso/',
      TIMEZONE: 'Europe/Vienna',
      PROJECT: 'laendlepunkte',
      CATEGORY_FEATURED_REWARD: 1,
      CATEGORY_RAFFLE: 2,
      CATEGORY_SPECIAL: 3,
      CATEGORY_SPECIAL_POST: 4,
      CATEGORY_SPECIAL_RAFFLE: 5,
      CATEGORY_FUND: 6,
      ALLOWED_FRAME_ANCESTORS: [],
      BIRTHDAY_GIFT_POINTS: 50,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.BUGSNAG_API_KEY).toBeUndefined();
    expect(config.SENTRY_DSN).toBeUndefined();
  });

  it('treats empty values as unset', () => {
    const config = parseConfig({ PORT: '', HOST: ' ', DATABASE_URL: '', TIMEZONE: '', CATEGORY_FUND: '' });
    expect(config).toMatchObject({ PORT: 3000, HOST: '127.0.0.1', TIMEZONE: 'Europe/Vienna', CATEGORY_FUND: 6 });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('reads given values', () => {
    const config = parseConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgresql://raeppli@db:5432/raeppli',
      TIMEZONE: 'Europe/Zurich',
      ALLOWED_FRAME_ANCESTORS: 'https://a.example, https://b.example',
      CATEGORY_RAFFLE: '42',
      PROJECT: 'vplus',
    });
    expect(config).toMatchObject({
      PORT: 8080,
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgresql://raeppli@db:5432/raeppli',
      TIMEZONE: 'Europe/Zurich',
      ALLOWED_FRAME_ANCESTORS: ['https://a.example', 'https://b.example'],
      CATEGORY_RAFFLE: 42,
      PROJECT: 'vplus',
    });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['TIMEZONE', 'Mars/Olympus'],
    ['DATABASE_URL', 'mysql://x'],
    ['API_KEY', 'short'],
    ['SSO_SECRET', 'short'],
    ['SITE_URL', 'not a url'],
    ['BIRTHDAY_GIFT_POINTS', '-5'],
    ['CATEGORY_FUND', '-1'],
    ['TRUST_PROXY', 'yes'],
    ['TRUST_PROXY', '10.0.0.0/33'],
  ])('rejects %s=%s with a one-line ConfigError naming the variable', (name, value) => {
    let error: unknown;
    try {
      parseConfig({ [name]: value });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).not.toMatch(/[\r\n]/);
    expect(message).toContain(name);
    expect(message.length).toBeLessThan(200);
  });

  it('reads TRUST_PROXY as nobody, hops or a list, and says in German what it takes', () => {
    expect(parseConfig({}).TRUST_PROXY).toEqual({ kind: 'none' });
    expect(parseConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toEqual({ kind: 'hops', hops: 1 });
    expect(parseConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toEqual({ kind: 'hops', hops: 2 });
    expect(parseConfig({ TRUST_PROXY: '10.0.0.0/8,::1' }).TRUST_PROXY).toMatchObject({ kind: 'list' });
    expect(() => parseConfig({ TRUST_PROXY: 'proxy.example' })).toThrow(/TRUST_PROXY: «proxy\.example» ist ungültig: erlaubt sind false, true/);
  });

  it('hashes passwords at production cost unless told otherwise, and never cheaper in production', () => {
    expect(parseConfig({}).PASSWORD_HASH_COST).toBe(15);
    expect(parseConfig({ NODE_ENV: 'production' }).PASSWORD_HASH_COST).toBe(15);
    expect(parseConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: '10' }).PASSWORD_HASH_COST).toBe(10);
    expect(parseConfig({ NODE_ENV: 'production', PASSWORD_HASH_COST: '16' }).PASSWORD_HASH_COST).toBe(16);
    for (const cost of ['10', '14']) {
      expect(() => parseConfig({ NODE_ENV: 'production', PASSWORD_HASH_COST: cost })).toThrow(
        /^Invalid setting PASSWORD_HASH_COST: unter 15 nur ausserhalb der Produktion/,
      );
    }
    expect(() => parseConfig({ PASSWORD_HASH_COST: '9' })).toThrow(/PASSWORD_HASH_COST/);
    expect(() => parseConfig({ PASSWORD_HASH_COST: '21' })).toThrow(/PASSWORD_HASH_COST/);
  });

  it('bounds REQUEST_TIMEOUT_MS so that a slow request is cut within 30 s (docs/architecture.md "Process and build")', () => {
    expect(parseConfig({}).REQUEST_TIMEOUT_MS).toBe(20_000);
    expect(parseConfig({ REQUEST_TIMEOUT_MS: '1500' }).REQUEST_TIMEOUT_MS).toBe(1500);
    expect(() => parseConfig({ REQUEST_TIMEOUT_MS: '25001' })).toThrow(/REQUEST_TIMEOUT_MS/);
    expect(() => parseConfig({ REQUEST_TIMEOUT_MS: '0' })).toThrow(/REQUEST_TIMEOUT_MS/);
  });

  it('does not echo a rejected secret', () => {
    expect(() => parseConfig({ API_KEY: 'tooshort123' })).toThrow(ConfigError);
    try {
      parseConfig({ API_KEY: 'tooshort123' });
    } catch (err) {
      expect((err as Error).message).not.toContain('tooshort123');
    }
  });
});

describe('publicConfig', () => {
  const secrets = {
    API_KEY: 'api-key-secret-value-0001',
    SSO_SECRET: 'sso-secret-secret-value-0002',
    DATABASE_URL: 'postgres://raeppli:pw-secret-0003@db:5432/raeppli',
  };

  it('contains no secret', () => {
    const text = JSON.stringify(publicConfig(parseConfig(secrets)));
    for (const value of Object.values(secrets)) expect(text).not.toContain(value);
    expect(text).not.toContain('pw-secret-0003');
  });

  it('carries what the browser needs', () => {
    const pub = publicConfig(parseConfig({ ...secrets, BUGSNAG_API_KEY: 'bugsnag-notifier-key' }));
    expect(pub).toMatchObject({
      project: 'laendlepunkte',
      sso_endpoint: '/sso/',
      timezone: 'Europe/Vienna',
      bugsnag_api_key: 'bugsnag-notifier-key',
      sentry_dsn: null,
      categories: { featured_reward: 1, raffle: 2, special: 3, special_post: 4, special_raffle: 5, fund: 6 },
    });
  });
});

describe('messageOrigins', () => {
  it('accepts the message origins and the exact origins allowed to frame us, once each', () => {
    const config = parseConfig({
      ALLOWED_MESSAGE_ORIGINS: 'https://app.example.org',
      ALLOWED_FRAME_ANCESTORS: "https://www.example.org https://app.example.org https://*.example.org 'self' https://www.example.org/path",
    });
    expect(publicConfig(config).allowed_message_origins).toEqual(['https://app.example.org', 'https://www.example.org']);
  });
});

describe('siteOrigin', () => {
  it('is SITE_URL when set', () => {
    expect(siteOrigin('https://raeppli.example.org', '0.0.0.0', 8080)).toBe('https://raeppli.example.org');
  });

  it('is the bind address otherwise, localhost for a wildcard bind', () => {
    expect(siteOrigin(undefined, '127.0.0.1', 3000)).toBe('http://127.0.0.1:3000');
    expect(siteOrigin(undefined, 'raeppli.internal', 4000)).toBe('http://raeppli.internal:4000');
    expect(siteOrigin(undefined, '0.0.0.0', 8080)).toBe('http://localhost:8080');
    expect(siteOrigin(undefined, '::', 8080)).toBe('http://localhost:8080');
    expect(siteOrigin(undefined, '::1', 8080)).toBe('http://[::1]:8080');
  });

  it('gives the parsed SITE_URL, so the demo links printed at start-up follow PORT and HOST', () => {
    expect(parseConfig({}).SITE_URL).toBe('http://127.0.0.1:3000');
    expect(parseConfig({ PORT: '8080', HOST: '0.0.0.0' }).SITE_URL).toBe('http://localhost:8080');
    expect(parseConfig({ PORT: '8080', SITE_URL: 'https://raeppli.example.org' }).SITE_URL).toBe('https://raeppli.example.org');
    expect(parseConfig({ PORT: '8080', SITE_URL: ' ' }).SITE_URL).toBe('http://127.0.0.1:8080');
  });

  it('leads "Jetzt anmelden" to our sign-in page while members sign in at our SSO, and to the host otherwise', () => {
    // No host set up: everything points at this app, never at an address nobody serves.
    const bare = publicConfig(parseConfig({ PORT: '3101' }));
    expect(bare).toMatchObject({ frontend_url: 'http://127.0.0.1:3101', login_url: 'http://127.0.0.1:3101/login', subscribe_url: null });
    expect(publicConfig(parseConfig({ SITE_URL: 'https://raeppli.example.org', FRONTEND_URL: 'https://www.example.org' })).subscribe_url).toBe(
      'https://www.example.org',
    );
    expect(publicConfig(parseConfig({ SITE_URL: 'https://raeppli.example.org', SUBSCRIBE_URL: 'https://www.example.org/abo' })).subscribe_url).toBe(
      'https://www.example.org/abo',
    );
    const site = { SITE_URL: 'https://raeppli.example.org', FRONTEND_URL: 'https://www.example.org' };
    expect(publicConfig(parseConfig(site)).login_url).toBe('https://raeppli.example.org/login');
    expect(publicConfig(parseConfig({ ...site, SSO_ENDPOINT: 'https://raeppli.example.org/sso/' })).login_url).toBe('https://raeppli.example.org/login');
    // The host's own single sign-on: its front end, unless it names its login page.
    expect(publicConfig(parseConfig({ ...site, SSO_ENDPOINT: 'https://sso.example.org/' })).login_url).toBe('https://www.example.org');
    expect(publicConfig(parseConfig({ ...site, SSO_ENDPOINT: 'https://sso.example.org/', LOGIN_URL: 'https://www.example.org/login' })).login_url).toBe(
      'https://www.example.org/login',
    );
  });
});
