import { describe, expect, it } from 'vitest';
import { AgentRegistrationSchema } from '../src/agent';
import { messages } from '../src/messages';
import { SettlementAmountSchema, settlementAccountFieldsSchema } from '../src/settlement';

const account = {
  name: 'Amaka Eze',
  accountnumber: '12345678',
  bank: 'Barclays',
  sortcode: '',
  iban: '',
  identification: '/files/x/y',
};
const problems = (currency: string, change: object) =>
  settlementAccountFieldsSchema(currency)
    .safeParse({ ...account, ...change })
    .error?.issues.map((issue) => `${String(issue.path[0])}: ${issue.message}`) ?? [];

describe('the settlement account rule (docs/product/rules.md)', () => {
  it('asks a GBP store for a six-digit sort code, spaces and dashes allowed', () => {
    expect(problems('GBP', {})).toEqual([`sortcode: ${messages.required}`]);
    expect(problems('GBP', { sortcode: '12-34-5' })).toEqual([
      `sortcode: ${messages.invalidSortCode}`,
    ]);
    expect(problems('GBP', { sortcode: '12 34 56' })).toEqual([]);
  });

  it('asks the other currencies for an IBAN whose checksum holds', () => {
    expect(problems('USD', { sortcode: '123456' })).toEqual([`iban: ${messages.required}`]);
    expect(problems('CAD', { iban: 'GB82 WEST 1234 5698 7654 33' })).toEqual([
      `iban: ${messages.invalidIban}`,
    ]);
    expect(problems('USD', { iban: 'GB82 WEST 1234 5698 7654 32' })).toEqual([]);
  });

  it('takes digits only for the account number, and checks the optional email', () => {
    expect(problems('GBP', { sortcode: '123456', accountnumber: '1234-567' })).toEqual([
      `accountnumber: ${messages.accountNumberDigitsOnly}`,
    ]);
    expect(problems('GBP', { sortcode: '123456', email: 'nope' })).toEqual([
      `email: ${messages.invalidEmail}`,
    ]);
  });
});

describe('amounts and BVNs', () => {
  it("refuses a settlement of 0 or less with 'Enter a valid amount'", () => {
    for (const amount of [0, -5, Number.NaN]) {
      expect(SettlementAmountSchema.safeParse(amount).error?.issues[0]?.message).toBe(
        messages.enterValidAmount,
      );
    }
    expect(SettlementAmountSchema.parse(12.345)).toBe(12.35);
  });

  it('takes a BVN of 10 or 11 digits only', () => {
    const bvn = (value: string) =>
      AgentRegistrationSchema.shape.bvn.safeParse(value).error?.issues[0]?.message;
    expect(bvn('2221234567')).toBeUndefined();
    expect(bvn('22212345678')).toBeUndefined();
    expect(bvn('222123456')).toBe(messages.bvnTooShort);
    expect(bvn('2221234567a')).toBe(messages.bvnDigitsOnly);
    expect(bvn('222123456789')).toBe(messages.bvnTooLong);
  });
});
