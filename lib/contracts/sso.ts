import './zod-setup';
import { z } from 'zod';
import { validationText } from './zod-de';
import { MIN_PASSWORD } from '@/lib/domain/password-rules';
import { usernameProblem } from '@/lib/domain/username';

// Our single-sign-on service at /sso/ (docs/sso.md) and the member's personal data at
// /api/me/personalData. The SSO speaks the web view's field names (docs/product.md §8.1: phone,
// street_no, zip_code); the loyalty API the server's (telephone, street_nr, postcode).

const text = (max: number) => z.string().trim().max(max, validationText.maxChars(max));
/** Empty means "no value": stored as null. */
const optional = (schema: z.ZodType<string>) => z.union([z.literal(''), schema]).optional();

/** The shape as the API document states it (combining marks allowed: the rule checks the NFKC form). */
const USERNAME_SHAPE = /^[\p{L}\p{N}][\p{L}\p{M}\p{N}._-]*$/u;

/**
 * The one username rule (docs/sso.md, "Usernames"): SSO, profile, host API and seed all use it.
 * Uniqueness (case, compatibility forms, look-alikes) is the database's: sso_users.username_key.
 */
export const usernameSchema = z
  .string()
  .trim()
  .max(200, validationText.username)
  .regex(USERNAME_SHAPE, validationText.username)
  .superRefine((name, ctx) => {
    if (!USERNAME_SHAPE.test(name)) return; // said once, by the shape
    const problem = usernameProblem(name);
    if (problem) ctx.addIssue({ code: 'custom', message: problem === 'mixedScripts' ? validationText.usernameScript : validationText.username });
  });
const birthdaySchema = z.iso
  .date(validationText.birthday)
  .refine((d) => d >= '1900-01-01' && d <= new Date().toISOString().slice(0, 10), validationText.birthday);
const telephoneSchema = z
  .string()
  .trim()
  .regex(/^\+?[0-9][0-9 ()/-]{5,24}$/, validationText.telephone);
const postcodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9 -]{3,10}$/, validationText.postcode);
const emailSchema = z.string().trim().toLowerCase().pipe(z.email(validationText.email).max(254));
const genderSchema = z.enum(['m', 'f']);

/** The personal fields in the server's names, as stored (null: not given). */
export const personalDataSchema = z.object({
  username: z.string().nullable(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  email: z.string().nullable(),
  birthday: z.string().nullable(),
  telephone: z.string().nullable(),
  street: z.string().nullable(),
  street_nr: z.string().nullable(),
  postcode: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  gender: genderSchema.nullable(),
});
export type PersonalData = z.infer<typeof personalDataSchema>;

/** What a member may change (server names); a field left out stays, an empty one is cleared. */
export const personalDataInputSchema = z.strictObject({
  username: usernameSchema.optional(),
  firstname: optional(text(80)),
  lastname: optional(text(80)),
  email: optional(emailSchema),
  birthday: optional(birthdaySchema),
  telephone: optional(telephoneSchema),
  street: optional(text(120)),
  street_nr: optional(text(20)),
  postcode: optional(postcodeSchema),
  city: optional(text(80)),
  country: optional(text(56)),
  gender: z.union([z.literal(''), genderSchema]).optional(),
});
const field = personalDataInputSchema.shape;
export type PersonalDataInput = z.infer<typeof personalDataInputSchema>;

// GET /api/me/personalData, and POST's answer
export const personalDataResultSchema = z.object({ data: personalDataSchema });
// POST /api/me/personalData {"data"} → whether anything changed ("nothing changed" saves nothing)
export const personalDataBodySchema = z.strictObject({ data: personalDataInputSchema });
export const personalDataSavedSchema = z.object({ changed: z.boolean(), data: personalDataSchema });

// POST /sso/update/user — the web view's names, form data or JSON; h and t are the SSO pair.
export const ssoPairFieldsSchema = z.object({ h: z.string().max(256).optional(), t: z.string().max(256).optional() });
/** The same checks as personal data, under the web view's names (docs/product.md §8.1). */
export const ssoUpdateUserSchema = ssoPairFieldsSchema.extend({
  login: field.username,
  firstname: field.firstname,
  lastname: field.lastname,
  email: field.email,
  birthday: field.birthday,
  phone: field.telephone,
  street: field.street,
  street_no: field.street_nr,
  city: field.city,
  zip_code: field.postcode,
  country: field.country,
  privacy: optional(text(40)),
});
export type SsoUpdateUser = z.infer<typeof ssoUpdateUserSchema>;

/** The user as the SSO answers it (the web view's names). */
export const ssoUserSchema = z.object({
  id: z.string(),
  login: z.string().nullable(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  email: z.string().nullable(),
  birthday: z.string().nullable(),
  phone: z.string().nullable(),
  street: z.string().nullable(),
  street_no: z.string().nullable(),
  city: z.string().nullable(),
  zip_code: z.string().nullable(),
  country: z.string().nullable(),
  privacy: z.string().nullable(),
  avatar_url: z.string().nullable(),
  has_password: z.boolean(),
});
export const ssoUserResultSchema = z.object({ user: ssoUserSchema });

// POST /sso/password → 204
export const ssoPasswordSchema = ssoPairFieldsSchema.extend({
  current_password: z.string().max(256).optional(),
  new_password: z.string().max(256).optional(),
  new_password_confirmation: z.string().max(256).optional(),
});
/** The fewest characters a member's password has (docs/product.md §11.2). */
export { MIN_PASSWORD } from '@/lib/domain/password-rules';

// POST /sso/avatar (multipart file, hash, token) → the new address; DELETE /sso/avatar?hash=&token= → 204
export const avatarResultSchema = z.object({ avatar_url: z.string() });
export const avatarUploadSchema = z.object({ file: z.string().describe('JPEG, PNG, WebP or GIF, at most 5 MB'), hash: z.string(), token: z.string() });
export const avatarPairQuerySchema = z.object({ hash: z.string().max(256).optional(), token: z.string().max(256).optional() });
export const avatarKeyParamSchema = z.object({ key: z.string().regex(/^[0-9a-f]{64}\.webp$/) });
/** The largest avatar file (docs/sso.md, Avatars); in lib/domain so the browser's check needs no zod. */
export { MAX_AVATAR_BYTES } from '@/lib/domain/personal-data';

// PUT /api/host/users/{user_id}/password — the host sets a user's (initial) password
export const hostPasswordBodySchema = z.strictObject({ password: z.string().min(MIN_PASSWORD, validationText.passwordShort).max(256) });
export const userIdParamSchema = z.object({ user_id: z.string().min(1).max(128) });

// POST /sso/login — our SSO's sign-in page (docs/sso.md, "Signing in"): a username or e-mail
// address, the password, the page to return to, and the collector token the reader had before
// signing in (its Räppli come along).
export const ssoLoginSchema = z.strictObject({
  login: z.string().trim().min(1, validationText.required).max(254),
  password: z.string().min(1, validationText.required).max(256),
  return: z.string().max(2048).optional(),
  collector_token: z.string().min(1).max(128).optional(),
});
export type SsoLogin = z.infer<typeof ssoLoginSchema>;
/** Where the browser goes now: the page to return to, with the member's session in its address. */
export const ssoLoginResultSchema = z.object({ redirect: z.string() });
