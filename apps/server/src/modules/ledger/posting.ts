/** What a posting is made of: the accounts money moves between, and its entries. */
export const SYSTEM_ACCOUNTS = [
  'provider_clearing',
  'fees_earned',
  'payouts_in_flight',
  /** Card refunds asked for and not yet processed by the provider (ADR 0030). */
  'refunds_in_flight',
  /** Split shares held for payees paid on a schedule, until their batch (ADR 0031). */
  'split_held',
  'unclaimed_funds',
  /**
   * What stores paid for Olivia's services (domains, adverts), owed to registrars and ad networks.
   */
  'services_sold',
] as const;
export type SystemAccount = (typeof SYSTEM_ACCOUNTS)[number];

export type AccountRef =
  { wallet: { storeId: string; currency: string } } | { system: SystemAccount; currency: string };

export interface Posting {
  /** Unique per movement: a top-up reference, a transfer ref, a webhook event id. */
  reference: string;
  kind: string;
  metadata?: Record<string, unknown>;
  entries: { account: AccountRef; amount: bigint }[];
}

export interface PostResult {
  transactionId: string;
  /** False when the reference had been posted before: nothing moved this time. */
  created: boolean;
}
