import { SandboxAccountParamsSchema, type SandboxAccount } from '@olivia/contracts/sandbox-bank';
import { sandboxBankEndpoints } from '@olivia/contracts/sandbox-bank-endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { storefrontKeys } from './storefront-keys';

/**
 * The order's account as the sandbox bank has it. The sandbox bank exists only on a deployment
 * with the sandbox payments provider, so an answer is what says "this is the sandbox".
 */
export function getSandboxAccount(
  accountNumber: string,
  signal?: AbortSignal,
): Promise<SandboxAccount> {
  return callEndpoint(sandboxBankEndpoints.account, {
    params: { accountnumber: accountNumber },
    signal,
  });
}

/** Whether the sandbox bank can pay this account (false while asking, or on a real provider). */
export function useSandboxBankKnows(accountNumber: string | undefined): boolean {
  const valid = SandboxAccountParamsSchema.safeParse({ accountnumber: accountNumber }).success;
  const account = useQuery({
    queryKey: storefrontKeys.sandboxAccount(accountNumber ?? ''),
    queryFn: ({ signal }) => getSandboxAccount(accountNumber ?? '', signal),
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
    mutationKey: storefrontKeys.sandboxPay(orderId),
    mutationFn: (accountNumber: string) =>
      callEndpoint(sandboxBankEndpoints.pay, { body: { accountnumber: accountNumber } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storefrontKeys.order(orderId) }),
  });
}
