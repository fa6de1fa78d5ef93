/** The sandbox bank's query and mutation keys: every one starts with 'sandbox-bank'. */
export const sandboxBankKeys = {
  all: ['sandbox-bank'] as const,
  account: (accountNumber: string) => [...sandboxBankKeys.all, 'account', accountNumber] as const,
  pay: () => [...sandboxBankKeys.all, 'pay'] as const,
};
