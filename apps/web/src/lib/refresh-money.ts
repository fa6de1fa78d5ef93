import type { QueryClient } from '@tanstack/react-query';
import { resourceKeys, type ResourceArea } from './resource-keys';

/** What money moving in or out changes: the wallet (balance, top-ups) and the transactions. */
const MONEY_AREAS: readonly ResourceArea[] = ['wallet', 'transactions'];

/**
 * Fetches the money areas afresh, and `also` (say, the area that moved the money): one way for
 * a transfer, a settlement or the store's channel to say money moved.
 */
export const refreshMoney = (client: QueryClient, also: readonly ResourceArea[] = []) =>
  Promise.all(
    [...also, ...MONEY_AREAS].map((area) =>
      client.invalidateQueries({ queryKey: resourceKeys(area).all }),
    ),
  );
