// The password change's rules in the order docs/product.md §11.2 gives them, checked the same in the
// profile's form (before anything is sent) and by our SSO service (POST /sso/password).

/** The fewest characters a member's password has (docs/product.md §14). */
export const MIN_PASSWORD = 6;

export type PasswordChange = { current_password?: string; new_password?: string; new_password_confirmation?: string };
export type PasswordRule = 'PASSWORD_FIELDS_REQUIRED' | 'PASSWORD_TOO_SHORT' | 'PASSWORD_MISMATCH' | 'PASSWORD_UNCHANGED';

/** The first rule a change breaks, or null. Whether the current password is right only the SSO knows. */
export function brokenPasswordRule({ current_password: current, new_password: next, new_password_confirmation: again }: PasswordChange): PasswordRule | null {
  if (!current || !next || !again) return 'PASSWORD_FIELDS_REQUIRED';
  if (next.length < MIN_PASSWORD) return 'PASSWORD_TOO_SHORT';
  if (next !== again) return 'PASSWORD_MISMATCH';
  if (next === current) return 'PASSWORD_UNCHANGED';
  return null;
}
