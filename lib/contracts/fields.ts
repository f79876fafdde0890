// Fields many contracts share, checked as strictly as the API reference states them (docs/api.md,
// "Validation").
import './zod-setup';
import { z } from 'zod';
import { validationText } from './zod-de';
import { isSitePath } from '@/lib/domain/site-path';

const DIGITS = /^\d{1,16}$/;

/**
 * A whole number from an address (a path segment or a query parameter): decimal digits only.
 * `Number()` (zod's coerce) would also take `0x10`, `1e1`, `+4` or ` 5`, so an id could name
 * another record than the one written; anything but digits stays a string, which the number refuses.
 */
export const addressNumber = <S extends z.ZodNumber>(schema: S) =>
  z.preprocess((value) => (typeof value === 'string' && DIGITS.test(value) ? Number(value) : value), schema);

/**
 * The whole number of an address, with the message a reader of the error understands: what is not
 * digits says so; a number out of range keeps its own message («Bitte höchstens 50 angeben.», zod-de.ts).
 */
export const wholeNumber = () => z.number({ error: (issue) => (issue.code === 'invalid_type' ? validationText.wholeNumber : undefined) }).int();

/** A positive id from an address, up to the largest integer JavaScript and a bigint column share. */
export const addressId = () => addressNumber(wholeNumber().positive().max(Number.MAX_SAFE_INTEGER));

// What a timestamp column and JavaScript's Date both hold exactly: years 1970–9999, measured in UTC
// (an offset can carry 9999-12-31 into year 10000). Before 1970 there is nothing of ours to date,
// and years below 100 were read back as other dates.
const FIRST = Date.UTC(1970, 0, 1);
const END = Date.UTC(10000, 0, 1);

/** An ISO 8601 date and time with its offset, between 1970 and 9999. */
export const instant = () =>
  z.iso.datetime({ offset: true }).refine((text) => {
    const at = Date.parse(text);
    return at >= FIRST && at < END;
  }, validationText.instant);

const ABSOLUTE = { https: /^https:\/\/[^\s\\\u0000-\u001f\u007f]+$/i, http: /^https?:\/\/[^\s\\\u0000-\u001f\u007f]+$/i };

/**
 * Where a stored link or picture may point (docs/reliability.md, "Trust boundary"): a path of this
 * site (lib/domain/site-path.ts) or an absolute https address — or http too, with `http: true`.
 */
export const linkTarget = (message: string, { http = false } = {}) =>
  z
    .string()
    .trim()
    .max(500, validationText.maxChars(500))
    .refine((v) => isSitePath(v) || ABSOLUTE[http ? 'http' : 'https'].test(v), message);

/** A picture: one of ours (/api/media/…, /levels/…, /posts/…) or an https address. */
export const pictureField = () => linkTarget(validationText.picture);
