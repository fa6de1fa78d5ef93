/**
 * The one factory of query and mutation keys, so invalidation stays reliable. Each feature adds
 * its branch here; keys are arrays that start with the feature name.
 */
export const queryKeys = {
  auth: {
    all: ['auth'] as const,
    signIn: () => [...queryKeys.auth.all, 'sign-in'] as const,
    signUp: () => [...queryKeys.auth.all, 'sign-up'] as const,
    recoverPassword: () => [...queryKeys.auth.all, 'recover-password'] as const,
    resetPassword: () => [...queryKeys.auth.all, 'reset-password'] as const,
  },
  appConfig: {
    all: ['app-config'] as const,
  },
  account: {
    all: ['account'] as const,
    logout: () => [...queryKeys.account.all, 'logout'] as const,
    changePassword: () => [...queryKeys.account.all, 'change-password'] as const,
    deleteAccount: () => [...queryKeys.account.all, 'delete'] as const,
  },
  wallet: {
    all: ['wallet'] as const,
    dashboard: () => [...queryKeys.wallet.all, 'dashboard'] as const,
    topUpBanks: () => [...queryKeys.wallet.all, 'top-up-banks'] as const,
    createTopUp: () => [...queryKeys.wallet.all, 'create-top-up'] as const,
    topUpStatus: (reference: string) =>
      [...queryKeys.wallet.all, 'top-up-status', reference] as const,
  },
  transactions: {
    all: ['transactions'] as const,
    list: (params: object) => [...queryKeys.transactions.all, 'list', params] as const,
  },
  sandboxBank: {
    all: ['sandbox-bank'] as const,
    account: (accountNumber: string) =>
      [...queryKeys.sandboxBank.all, 'account', accountNumber] as const,
    pay: () => [...queryKeys.sandboxBank.all, 'pay'] as const,
  },
} as const;
