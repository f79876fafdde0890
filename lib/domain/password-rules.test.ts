import { brokenPasswordRule } from './password-rules';

describe('brokenPasswordRule (docs/product.md §11.2, in its order)', () => {
  const ok = { current_password: 'alt-geheim', new_password: 'neu-geheim', new_password_confirmation: 'neu-geheim' };

  it('every field is required first, whatever else is wrong', () => {
    expect(brokenPasswordRule({ ...ok, current_password: '' })).toBe('PASSWORD_FIELDS_REQUIRED');
    expect(brokenPasswordRule({ ...ok, new_password: undefined })).toBe('PASSWORD_FIELDS_REQUIRED');
    expect(brokenPasswordRule({ current_password: 'x', new_password: 'ab', new_password_confirmation: '' })).toBe('PASSWORD_FIELDS_REQUIRED');
  });

  it('then at least 6 characters, then the repetition, then another than the current one', () => {
    expect(brokenPasswordRule({ ...ok, new_password: 'kurz5', new_password_confirmation: 'anders' })).toBe('PASSWORD_TOO_SHORT');
    expect(brokenPasswordRule({ ...ok, new_password: 'sechs6', new_password_confirmation: 'sechs6' })).toBeNull();
    expect(brokenPasswordRule({ ...ok, new_password_confirmation: 'neu-geheimX' })).toBe('PASSWORD_MISMATCH');
    expect(brokenPasswordRule({ current_password: 'gleich-1', new_password: 'gleich-1', new_password_confirmation: 'gleich-1' })).toBe('PASSWORD_UNCHANGED');
    expect(brokenPasswordRule(ok)).toBeNull();
  });
});
