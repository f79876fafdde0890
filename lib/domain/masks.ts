import { Mask, type MaskOptions } from 'maska';

// Input masks (docs/product.md §11.4) with maska's tokens, which are the product's: `#` a digit,
// `@` a letter, `*` a letter or a digit. Which field uses which mask is ours: the birthday as a
// German date, a postcode by its country, a telephone number in the characters it may have.

export type MaskSpec = MaskOptions;

/** TT.MM.JJJJ — what a German reader types for a date. */
export const BIRTHDAY_MASK: MaskSpec = { mask: '##.##.####', eager: true };

/** Digits, spaces and ( ) / - after an optional leading +: any country's way of writing a number. */
export const PHONE_MASK: MaskSpec = {
  mask: 'P#',
  tokens: { P: { pattern: /\+/, optional: true }, '#': { pattern: /[0-9 ()/-]/, multiple: true } },
};

const FOUR_DIGITS: MaskSpec = { mask: '####' };
const POSTCODES: Record<string, MaskSpec> = {
  Österreich: FOUR_DIGITS,
  Schweiz: FOUR_DIGITS,
  Liechtenstein: FOUR_DIGITS,
  Deutschland: { mask: '#####' },
  Italien: { mask: '#####' },
};
/** Elsewhere: letters, digits, space and - (as the postcode rule allows), at most 10. */
const ANY_POSTCODE: MaskSpec = { mask: 'P', tokens: { P: { pattern: /[A-Za-z0-9 -]/, multiple: true } } };

/** The postcode's mask for a country of the form's list (the names it shows). */
export const postcodeMask = (country: string | null | undefined): MaskSpec => POSTCODES[country ?? ''] ?? ANY_POSTCODE;

/** A value as the mask shows it (what maska puts in the field while typing). */
export function masked(value: string, spec: MaskSpec): string {
  return new Mask(spec).masked(value);
}

/** A voucher code, XXXX-XXXX-XXXX-XXXX (docs/vouchers.md): letters and digits, shown in capitals. */
export const VOUCHER_MASK: MaskSpec = {
  mask: 'VVVV-VVVV-VVVV-VVVV',
  tokens: { V: { pattern: /[0-9A-Za-z]/, transform: (c: string) => c.toUpperCase() } },
};
