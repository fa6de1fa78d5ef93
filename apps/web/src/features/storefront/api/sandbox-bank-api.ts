import { SandboxAccountParamsSchema } from '@olivia/contracts/sandbox-bank';
import { sandboxBankEndpoints } from '@olivia/contracts/sandbox-bank-endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { resourceKeys } from '../../../lib/resource-keys';
import { orderKey } from './storefront-api';

/** The sandbox bank as the receipt uses it; its keys sit in the storefront's area. */
const keys = resourceKeys('storefront');

/**
 * Whether the sandbox bank can pay this account (false while asking, or on a real provider).
 * The sandbox bank exists only on a deployment with the sandbox payments provider, so an answer
 * is what says "this is the sandbox".
 */
export function useSandboxBankKnows(accountNumber: string | undefined): boolean {
  const valid = SandboxAccountParamsSchema.safeParse({ accountnumber: accountNumber }).success;
  const account = useQuery({
    queryKey: keys.extra('sandbox-account', accountNumber ?? ''),
    queryFn: ({ signal }) =>
      callEndpoint(sandboxBankEndpoints.account, {
        params: { accountnumber: accountNumber ?? '' },
        signal,
      }),
    enabled: valid,
    retry: false,
    staleTime: Infinity,
  });
  return account.isSuccess;
}

/** Pays exactly what is due through the sandbox bank, then asks for the order again. */
export function useSandboxPay(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: keys.mutation('sandbox-pay'),
    mutationFn: (accountNumber: string) =>
      callEndpoint(sandboxBankEndpoints.pay, { body: { accountnumber: accountNumber } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKey(orderId) }),
  });
}
