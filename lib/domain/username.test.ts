import { LOOKALIKE_FROM, LOOKALIKE_TO, usernameKey, usernameProblem } from './username';

describe('usernameProblem', () => {
  it('accepts ordinary and German names', () => {
    expect(usernameProblem('anna')).toBeNull();
    expect(usernameProblem('Jürgen')).toBeNull();
    expect(usernameProblem('max_mustermann.1')).toBeNull();
  });
  it('refuses markup, short and mixed-script names', () => {
    expect(usernameProblem('<script>')).toBe('characters');
    expect(usernameProblem('an')).toBe('length');
    expect(usernameProblem('\u0430nna')).toBe('mixedScripts');
  });
});

describe('usernameKey', () => {
  it('folds case, compatibility forms and look-alikes onto one key', () => {
    const anna = usernameKey('anna');
    expect(usernameKey('ANNA')).toBe(anna);
    expect(usernameKey('ａｎｎａ')).toBe(anna);
    expect(usernameKey('\u0430nna')).toBe(anna);
    expect(usernameKey('Jürgen')).not.toBe(usernameKey('Jurgen'));
  });
});

describe('usernameKey keeps digits', () => {
  it('does not fold 0/1/l: anna1 and annal are two names', () => {
    expect(usernameKey('anna1')).not.toBe(usernameKey('annal'));
    expect(usernameKey('p0e')).not.toBe(usernameKey('poe'));
  });
  it('folds all-Cyrillic and Greek look-alikes', () => {
    expect(usernameKey('\u0440\u043e\u0435')).toBe('poe'); // рое
    expect(usernameKey('\u0421\u041e\u0421\u041e')).toBe('coco'); // СОСО
    expect(usernameKey('\u03bf\u03c1\u03b1')).toBe('opa'); // ορα
  });
});

describe('the look-alike table', () => {
  it('pairs every letter with one Latin letter (the migration snapshot: test/api/usernames.test.ts)', () => {
    expect([...LOOKALIKE_FROM].length).toBe([...LOOKALIKE_TO].length);
    expect(LOOKALIKE_TO).toMatch(/^[a-z]+$/);
  });
});
