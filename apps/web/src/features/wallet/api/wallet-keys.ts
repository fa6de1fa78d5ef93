import type { TopUpsQuery } from '@olivia/contracts/top-up';

/** The wallet feature's query and mutation keys: every one starts with 'wallet'. */
export const walletKeys = {
  all: ['wallet'] as const,
  dashboard: () => [...walletKeys.all, 'dashboard'] as const,
  topUpBanks: () => [...walletKeys.all, 'top-up-banks'] as const,
  createTopUp: () => [...walletKeys.all, 'create-top-up'] as const,
  topUpStatus: (reference: string) => [...walletKeys.all, 'top-up-status', reference] as const,
  topUps: () => [...walletKeys.all, 'top-ups'] as const,
  topUpList: (query: TopUpsQuery) => [...walletKeys.topUps(), query] as const,
  cancelTopUp: () => [...walletKeys.all, 'cancel-top-up'] as const,
};
