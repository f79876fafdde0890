import { VOUCHER_MASK, BIRTHDAY_MASK, masked, PHONE_MASK, postcodeMask } from './masks';

describe('input masks (docs/product.md §11.4: # digit, @ letter, * letter or digit)', () => {
  it('a birthday is typed as TT.MM.JJJJ: digits only, dots put in, nothing beyond the year', () => {
    expect(masked('01021990', BIRTHDAY_MASK)).toBe('01.02.1990');
    expect(masked('0102', BIRTHDAY_MASK)).toBe('01.02.');
    expect(masked('01.02.1990', BIRTHDAY_MASK)).toBe('01.02.1990');
    expect(masked('ab01c02', BIRTHDAY_MASK)).toBe('01.02.');
    expect(masked('0102199077', BIRTHDAY_MASK)).toBe('01.02.1990');
  });

  it('a telephone number keeps a leading +, digits and the separators people write; letters go', () => {
    expect(masked('+43 664 1234567', PHONE_MASK)).toBe('+43 664 1234567');
    expect(masked('05574/12345', PHONE_MASK)).toBe('05574/12345');
    expect(masked('+43 (0)5574-1', PHONE_MASK)).toBe('+43 (0)5574-1');
    expect(masked('Tel:0664x12', PHONE_MASK)).toBe('0664');
  });

  it("a postcode follows its country: four digits in Austria and Switzerland, five in Germany, else the postcode rule's characters", () => {
    expect(masked('A-69001', postcodeMask('Österreich'))).toBe('6900');
    expect(masked('8001', postcodeMask('Schweiz'))).toBe('8001');
    expect(masked('880451', postcodeMask('Deutschland'))).toBe('88045');
    expect(masked('SW1A 1AA', postcodeMask('Vereinigtes Königreich'))).toBe('SW1A 1AA');
    expect(masked('12#4', postcodeMask(null))).toBe('12');
  });

  it('a voucher code: capitals in four groups of four, whatever the reader types between', () => {
    expect(masked('abcd efgh 2345 6789', VOUCHER_MASK)).toBe('ABCD-EFGH-2345-6789');
    expect(masked('ABCD-EFGH-2345-67891', VOUCHER_MASK)).toBe('ABCD-EFGH-2345-6789');
    expect(masked('ab!cd', VOUCHER_MASK)).toBe('ABCD');
  });
});
