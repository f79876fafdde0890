import { z } from 'zod';
import { validationText } from './zod-de';

// The validation texts staff and members read: plain German, never the locale's technical words
// («Zu klein: erwartet, dass number >=0 ist») or a regex as written.
const message = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('parsed');
  return result.error.issues[0]!.message;
};

describe('validation texts', () => {
  it('say the bounds of a number in words', () => {
    expect(message(z.number().int().min(0), -5)).toBe('Bitte keine negative Zahl angeben.');
    expect(message(z.number().min(3), 1)).toBe('Bitte mindestens 3 angeben.');
    expect(message(z.number().positive(), 0)).toBe('Bitte eine Zahl größer als 0 angeben.');
    expect(message(z.number().int().max(1_000_000), 99_999_999_999)).toBe('Bitte höchstens 1000000 angeben.');
    expect(message(z.number().int(), 12.5)).toBe('Bitte eine ganze Zahl angeben.');
    expect(message(z.number(), 'abc')).toBe('Bitte eine Zahl angeben.');
  });

  it('say what a text lacks or has too much of, and that a format is wrong without showing the pattern', () => {
    expect(message(z.string().min(1), '')).toBe('Bitte ausfüllen.');
    expect(message(z.string().min(3), 'ab')).toBe('Bitte mindestens 3 Zeichen eingeben.');
    expect(message(z.string().max(120), 'x'.repeat(121))).toBe('Bitte höchstens 120 Zeichen eingeben.');
    const slug = message(z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/), 'Nicht OK');
    expect(slug).toBe('Das Format stimmt nicht: Bitte nur die erlaubten Zeichen verwenden.');
    expect(message(z.object({ title: z.string() }), {})).toBe('Bitte ausfüllen.');
    expect(message(z.array(z.string()).max(2), ['a', 'b', 'c'])).toBe('Bitte höchstens 2 Einträge angeben.');
  });

  it("leave a schema's own message first", () => {
    expect(message(z.string().max(5, validationText.maxChars(5)), 'x'.repeat(9))).toBe('Bitte höchstens 5 Zeichen eingeben.');
    expect(message(z.string().min(3, 'Eigener Text.'), 'a')).toBe('Eigener Text.');
  });
});
