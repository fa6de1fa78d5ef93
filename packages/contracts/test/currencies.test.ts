import { describe, expect, it } from 'vitest';
import { currencyLocale } from '../src/currencies';
import { EmailSchema, PhoneSchema } from '../src/auth';

describe('currency formatting locale (docs/product/rules.md)', () => {
  it.each([
    ['GBP', 'en-GB'],
    ['GBR', 'en-GB'],
    ['USD', 'en-US'],
    ['CAD', 'en-CA'],
    ['NGN', 'en-NG'],
    ['XYZ', 'en-NG'],
  ])('%s formats as %s', (code, locale) => expect(currencyLocale(code)).toBe(locale));
});

describe('contact fields', () => {
  it('normalises email to lower case and phone to digits', () => {
    expect(EmailSchema.parse('  Ada@Example.COM ')).toBe('ada@example.com');
    expect(PhoneSchema.parse('+234 803-123-4567')).toBe('+2348031234567');
    expect(PhoneSchema.safeParse('call me').success).toBe(false);
  });
});
