import type { SandboxAccount, SandboxPayRequest } from '@olivia/contracts/sandbox-bank';
import { sandboxBankEndpoints } from '@olivia/contracts/sandbox-bank-endpoints';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { resourceKeys } from '../../../lib/resource-keys';

const sandboxBankKeys = resourceKeys('sandboxBank');
const accountKey = (accountNumber: string) => sandboxBankKeys.extra('account', accountNumber);

/** A top-up's temporary account in the sandbox bank. Public: it never ends a session. */
export function getSandboxAccount(accountNumber: string): Promise<SandboxAccount> {
  return callEndpoint(sandboxBankEndpoints.account, { params: { accountnumber: accountNumber } });
}

export const sandboxAccountQueryOptions = (accountNumber: string) =>
  queryOptions({
    queryKey: accountKey(accountNumber),
    queryFn: () => getSandboxAccount(accountNumber),
    staleTime: 0,
  });

/** Looks the account up once a number has been submitted (null: nothing asked yet). */
export function useSandboxAccount(accountNumber: string | null) {
  return useQuery({
    ...sandboxAccountQueryOptions(accountNumber ?? ''),
    enabled: accountNumber !== null,
  });
}

/** Pays into a sandbox account; the sandbox then sends Olivia a signed payment webhook. */
export function paySandboxAccount(body: SandboxPayRequest): Promise<SandboxAccount> {
  return callEndpoint(sandboxBankEndpoints.pay, { body });
}

/** Pays, then shows the account as the sandbox now has it. */
export function usePaySandboxAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: sandboxBankKeys.mutation('pay'),
    mutationFn: paySandboxAccount,
    onSuccess: (account) => queryClient.setQueryData(accountKey(account.accountnumber), account),
  });
}
