import { profileProblem, waitMinutes } from './profile-errors';

describe('profile errors (docs/product.md §13.4)', () => {
  it("the server's German text for its rules, the taken username and a missing sign-in", () => {
    for (const code of [
      'PASSWORD_WRONG',
      'PASSWORD_MISMATCH',
      'PASSWORD_FIELDS_REQUIRED',
      'USERNAME_TAKEN',
      'ANONYMOUS_NOT_ALLOWED',
      'MISSING_HASH_TOKEN',
      'VALIDATION_FAILED',
      'UNSUPPORTED_IMAGE',
      'PAYLOAD_TOO_LARGE',
    ]) {
      expect(profileProblem({ status: 400, code }, 'web')).toBe('server');
    }
  });

  it('a request the server no longer understands: update the app in the app, clear the cache elsewhere', () => {
    expect(profileProblem({ status: 404, code: 'NOT_FOUND' }, 'ios')).toBe('appOutdated');
    expect(profileProblem({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' }, 'android')).toBe('appOutdated');
    expect(profileProblem({ status: 405, code: 'METHOD_NOT_ALLOWED' }, 'web')).toBe('scriptOutdated');
    expect(profileProblem({ status: 400, code: 'INVALID_JSON' }, 'mobileweb')).toBe('scriptOutdated');
  });

  it('no connection, a failed save, a throttle and an unreadable answer each have their own text', () => {
    expect(profileProblem({ status: 0, code: 'NETWORK_ERROR' }, 'web')).toBe('noConnection');
    expect(profileProblem({ status: 500, code: 'INTERNAL_ERROR' }, 'web')).toBe('saveFailed');
    expect(profileProblem({ status: 502, code: 'UNKNOWN' }, 'web')).toBe('saveFailed');
    expect(profileProblem({ status: 429, code: 'RATE_LIMITED' }, 'web')).toBe('rateLimited');
    expect(profileProblem({ status: 418, code: 'UNKNOWN' }, 'web')).toBe('unknown');
  });

  it('a wait is said in whole minutes', () => {
    expect(waitMinutes(1)).toBe(1);
    expect(waitMinutes(61)).toBe(2);
    expect(waitMinutes(900)).toBe(15);
    expect(waitMinutes(undefined)).toBe(1);
  });
});
