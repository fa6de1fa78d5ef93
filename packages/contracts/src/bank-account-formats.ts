/**
 * docs/product/roles.md: account formats differ by currency. NGN accounts are 10-digit NUBANs; GBP
 * accounts are a sort code (12-34-56) and an 8-digit account number; other currencies use an IBAN.
 */
export type AccountFormat = 'nuban' | 'uk' | 'iban';

export function accountFormatOf(currency: string): AccountFormat {
  if (currency === 'NGN') return 'nuban';
  if (currency === 'GBP' || currency === 'GBR') return 'uk';
  return 'iban';
}

/** A store's fixed account as stored: a NUBAN, `12-34-56 12345678`, or a compact IBAN. */
export type FixedAccount =
  | { format: 'nuban'; accountNumber: string }
  | { format: 'uk'; sortCode: string; accountNumber: string }
  | { format: 'iban'; iban: string }
  /** Not valid for the currency's format: shown as it is. */
  | { format: 'other'; value: string };

const UK_ACCOUNT = /^(\d{2})-?(\d{2})-?(\d{2})\s*(\d{8})$/;

/** The UK form a GBP store's fixed account is stored in: `12-34-56 12345678`. */
export function ukAccount(sortCode: string, accountNumber: string): string {
  const digits = sortCode.replace(/\D/g, '');
  if (!/^\d{6}$/.test(digits) || !/^\d{8}$/.test(accountNumber)) {
    throw new Error('a UK account is a 6-digit sort code and an 8-digit account number');
  }
  return `${digits.slice(0, 2)}-${digits.slice(2, 4)}-${digits.slice(4)} ${accountNumber}`;
}

const compact = (iban: string) => iban.replace(/\s+/g, '').toUpperCase();

/** ISO 13616 lengths of the countries we may see; any other country: 15 to 34 characters. */
const IBAN_LENGTHS: Record<string, number> = {
  GB: 22,
  IE: 22,
  DE: 22,
  FR: 27,
  NL: 18,
  ES: 24,
  IT: 27,
  BE: 16,
};

/** The remainder mod 97 of the IBAN number of `text` (letters count A=10 ... Z=35). */
function mod97(text: string): number {
  let remainder = 0;
  for (const char of text) {
    const value = parseInt(char, 36);
    remainder = value > 9 ? (remainder * 100 + value) % 97 : (remainder * 10 + value) % 97;
  }
  return remainder;
}

/** The two check digits of an IBAN of `country` and `bban` (ISO 7064 MOD 97-10). */
export function ibanCheckDigits(country: string, bban: string): string {
  const check = 98 - mod97(`${compact(bban)}${country.toUpperCase()}00`);
  return String(check).padStart(2, '0');
}

/** A whole IBAN from its country and BBAN, check digits computed. */
export function buildIban(country: string, bban: string): string {
  return `${country.toUpperCase()}${ibanCheckDigits(country, bban)}${compact(bban)}`;
}

/** Whether `iban` is well formed for its country and its check digits are right. */
export function isValidIban(iban: string): boolean {
  const value = compact(iban);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(value)) return false;
  const length = IBAN_LENGTHS[value.slice(0, 2)];
  if (length !== undefined && value.length !== length) return false;
  return mod97(`${value.slice(4)}${value.slice(0, 4)}`) === 1;
}

/** An IBAN as it is printed: groups of four. */
export const formatIban = (iban: string) => compact(iban).replace(/(.{4})(?=.)/g, '$1 ');

/** Reads a stored fixed account for a store of `currency`. */
export function readFixedAccount(currency: string, stored: string): FixedAccount {
  const value = stored.trim();
  switch (accountFormatOf(currency)) {
    case 'nuban':
      return /^\d{10}$/.test(value)
        ? { format: 'nuban', accountNumber: value }
        : { format: 'other', value };
    case 'uk': {
      const match = UK_ACCOUNT.exec(value);
      return match
        ? {
            format: 'uk',
            sortCode: `${match[1]}-${match[2]}-${match[3]}`,
            accountNumber: match[4] ?? '',
          }
        : { format: 'other', value };
    }
    case 'iban':
      return isValidIban(value)
        ? { format: 'iban', iban: compact(value) }
        : { format: 'other', value };
  }
}
