import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accountFormatOf,
  buildIban,
  formatIban,
  ibanCheckDigits,
  isValidIban,
  readFixedAccount,
  ukAccount,
} from '../src/bank-account-formats';

describe('account format by currency (docs/product/roles.md)', () => {
  it.each([
    ['NGN', 'nuban'],
    ['GBP', 'uk'],
    ['GBR', 'uk'],
    ['USD', 'iban'],
    ['CAD', 'iban'],
  ])('%s uses %s', (currency, format) => expect(accountFormatOf(currency)).toBe(format));
});

describe('IBAN check digits (ISO 7064 MOD 97-10)', () => {
  it.each([
    'GB82 WEST 1234 5698 7654 32',
    'DE89 3704 0044 0532 0130 00',
    'NL91ABNA0417164300',
    'FR14 2004 1010 0505 0001 3M02 606',
    'gb29 nwbk 6016 1331 9268 19',
  ])('accepts the published example %s', (iban) => expect(isValidIban(iban)).toBe(true));

  it.each([
    ['a wrong check digit', 'GB82 WEST 1234 5698 7654 33'],
    ['two swapped digits', 'GB82 WEST 1234 5698 7654 23'],
    ['a wrong length for its country', 'GB82 WEST 1234 5698 7654 3'],
    ['no country', '8212345698765432'],
    ['a 10-digit NUBAN', '9900000002'],
  ])('refuses %s', (_case, iban) => expect(isValidIban(iban)).toBe(false));

  it('computes the check digits of the published examples', () => {
    expect(ibanCheckDigits('GB', 'WEST12345698765432')).toBe('82');
    expect(ibanCheckDigits('DE', '370400440532013000')).toBe('89');
    expect(buildIban('NL', 'ABNA 0417 1643 00')).toBe('NL91ABNA0417164300');
  });

  it('builds a valid IBAN from any BBAN, and one changed digit breaks it', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{14}$/), fc.integer({ min: 0, max: 13 }), (digits, at) => {
        const iban = buildIban('GB', `OLIV${digits}`);
        expect(isValidIban(iban)).toBe(true);
        const position = 8 + at;
        const changed = String((Number(iban[position]) + 1) % 10);
        const broken = iban.slice(0, position) + changed + iban.slice(position + 1);
        expect(isValidIban(broken)).toBe(false);
      }),
    );
  });

  it('prints an IBAN in groups of four', () => {
    expect(formatIban('GB82WEST12345698765432')).toBe('GB82 WEST 1234 5698 7654 32');
  });
});

describe('reading a stored fixed account', () => {
  it('reads a NUBAN for NGN only when it has 10 digits', () => {
    expect(readFixedAccount('NGN', '9900000001')).toEqual({
      format: 'nuban',
      accountNumber: '9900000001',
    });
    expect(readFixedAccount('NGN', '12345')).toEqual({ format: 'other', value: '12345' });
  });

  it('reads a sort code and an 8-digit account number for GBP', () => {
    expect(readFixedAccount('GBP', ukAccount('990000', '00000002'))).toEqual({
      format: 'uk',
      sortCode: '99-00-00',
      accountNumber: '00000002',
    });
    expect(readFixedAccount('GBP', '9900000002')).toEqual({ format: 'other', value: '9900000002' });
    expect(() => ukAccount('12-34-5', '12345678')).toThrow();
  });

  it('reads an IBAN for other currencies only when its check digits are right', () => {
    expect(readFixedAccount('USD', 'GB82 WEST 1234 5698 7654 32')).toEqual({
      format: 'iban',
      iban: 'GB82WEST12345698765432',
    });
    expect(readFixedAccount('CAD', 'GB82WEST12345698765433').format).toBe('other');
  });
});
