// The one username rule (docs/sso.md, "Usernames"): what a name may contain and the key that makes
// two names "the same" — lower(NFKC(name)) with look-alike letters folded, so `ANNA`, `ａｎｎａ` and
// `аnna` (Cyrillic а) all collide with `anna`. Pure: used by SSO, profile, host API and seed.

/** Letters of one script only (Latin incl. umlauts/accents, or Cyrillic, or Greek), digits, . _ - */
const SHAPE = /^[\p{L}\p{N}][\p{L}\p{N}._-]*$/u;

function scripts(name: string): Set<string> {
  const found = new Set<string>();
  for (const ch of name) {
    if (/\p{Script=Latin}/u.test(ch)) found.add('Latin');
    else if (/\p{Script=Cyrillic}/u.test(ch)) found.add('Cyrillic');
    else if (/\p{Script=Greek}/u.test(ch)) found.add('Greek');
    else if (/\p{L}/u.test(ch)) found.add('Other');
  }
  return found;
}

export type UsernameProblem = 'length' | 'characters' | 'mixedScripts';

/** null when the (already trimmed) name is acceptable; else why not. */
export function usernameProblem(name: string, min = 3, max = 30): UsernameProblem | null {
  const n = name.normalize('NFKC');
  const length = [...n].length;
  if (length < min || length > max) return 'length';
  if (!SHAPE.test(n)) return 'characters';
  if (scripts(n).size > 1) return 'mixedScripts';
  return null;
}

// Cyrillic and Greek letters that look like Latin ones (a subset of Unicode TR39 confusables).
const LOOKALIKE: Record<string, string> = {
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  і: 'i',
  ј: 'j',
  ѕ: 's',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  α: 'a',
  β: 'b',
  ε: 'e',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
};

/**
 * The same table as the two strings of SQL translate(): FROM[i] becomes TO[i]. The migration that
 * builds sso_users.username_key holds a snapshot of exactly these (test/api/usernames.test.ts checks).
 */
export const LOOKALIKE_FROM = Object.keys(LOOKALIKE).join('');
export const LOOKALIKE_TO = Object.values(LOOKALIKE).join('');

/**
 * The key two names must not share: lower(NFKC(name)) with look-alikes folded to Latin. The
 * database computes it (sso_users.username_key, unique) and decides; this is its mirror in TS.
 * Digits are not folded: `anna1` and `annal` are different names.
 */
export function usernameKey(name: string): string {
  const lower = name.normalize('NFKC').toLowerCase();
  let key = '';
  for (const ch of lower) key += LOOKALIKE[ch] ?? ch;
  return key;
}
