import type { SettlementsRequest } from '@olivia/contracts/settlement';

/** The settlements feature's query and mutation keys: every one starts with 'settlements'. */
export const settlementKeys = {
  all: ['settlements'] as const,
  account: () => [...settlementKeys.all, 'account'] as const,
  saveAccount: () => [...settlementKeys.all, 'save-account'] as const,
  history: () => [...settlementKeys.all, 'history'] as const,
  historyRange: (range: SettlementsRequest) => [...settlementKeys.history(), range] as const,
  settle: () => [...settlementKeys.all, 'settle'] as const,
  status: (ref: string) => [...settlementKeys.all, 'status', ref] as const,
};
