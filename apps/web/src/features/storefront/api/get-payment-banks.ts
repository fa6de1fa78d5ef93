import type { PaymentBanksSchema } from '@olivia/contracts/storefront';
import { storefrontEndpoints } from '@olivia/contracts/storefront-endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../lib/api-client';
import { storefrontKeys } from './storefront-keys';

export type PaymentBank = z.infer<typeof PaymentBanksSchema>['banks'][number];

/** The banks an order's temporary account can be opened at (the checkout's bank choice). */
export async function getPaymentBanks(slug: string, signal?: AbortSignal): Promise<PaymentBank[]> {
  const { banks } = await callEndpoint(storefrontEndpoints.banks, { params: { slug }, signal });
  return banks;
}

export const paymentBanksQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: storefrontKeys.banks(slug),
    queryFn: ({ signal }) => getPaymentBanks(slug, signal),
    staleTime: 5 * 60_000,
  });

export function usePaymentBanks(slug: string) {
  return useQuery(paymentBanksQueryOptions(slug));
}
