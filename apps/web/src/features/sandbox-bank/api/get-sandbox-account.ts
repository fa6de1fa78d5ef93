import type { SandboxAccount } from '@olivia/contracts/sandbox-bank';
import { sandboxBankEndpoints } from '@olivia/contracts/sandbox-bank-endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { sandboxBankKeys } from './sandbox-bank-keys';

/** A top-up's temporary account in the sandbox bank. Public: it never ends a session. */
export function getSandboxAccount(accountNumber: string): Promise<SandboxAccount> {
  return callEndpoint(sandboxBankEndpoints.account, { params: { accountnumber: accountNumber } });
}

export const sandboxAccountQueryOptions = (accountNumber: string) =>
  queryOptions({
    queryKey: sandboxBankKeys.account(accountNumber),
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
