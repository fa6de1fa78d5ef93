import { randomInt } from 'node:crypto';
import { accountFormatOf, buildIban, ukAccount } from '@olivia/contracts/bank-account-formats';

/** The sandbox bank's sort codes start 99; its IBANs are GB ones with the bank code OLIV. */
const SANDBOX_SORT_CODE_PREFIX = '99';
const SANDBOX_IBAN_BANK = 'OLIV';

const digits = (count: number) =>
  Array.from({ length: count }, () => String(randomInt(0, 10))).join('');

/**
 * A new store's fixed account at the sandbox bank, in its currency's format
 * (docs/product/roles.md): a 10-digit NUBAN for NGN, `99-xx-xx` and an 8-digit account number for
 * GBP, a GB IBAN with correct check digits for any other currency.
 */
export function newFixedAccount(currency: string): string {
  const sortCode = `${SANDBOX_SORT_CODE_PREFIX}${digits(4)}`;
  switch (accountFormatOf(currency)) {
    case 'nuban':
      return digits(10);
    case 'uk':
      return ukAccount(sortCode, digits(8));
    case 'iban':
      return buildIban('GB', `${SANDBOX_IBAN_BANK}${sortCode}${digits(8)}`);
  }
}
