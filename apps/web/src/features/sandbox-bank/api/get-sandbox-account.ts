import { useQuery } from '@tanstack/react-query';
import { reportsClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { SandboxAccountSchema, type SandboxAccount } from '@olivia/contracts/sandbox-bank';

/** The sandbox bank sits under the reports prefix (/api): /api/sandbox/... */
const SANDBOX_PATH = '/sandbox';

/** A top-up's temporary account in the sandbox bank. Public: it never ends a session. */
export function getSandboxAccount(accountNumber: string): Promise<SandboxAccount> {
  return reportsClient.get(`${SANDBOX_PATH}/accounts/${encodeURIComponent(accountNumber)}`, {
    schema: SandboxAccountSchema,
    endSessionOnExpiredToken: false,
  });
}

/** Looks the account up once a number has been submitted (null: nothing asked yet). */
export function useSandboxAccount(accountNumber: string | null) {
  return useQuery({
    queryKey: queryKeys.sandboxBank.account(accountNumber ?? ''),
    queryFn: () => getSandboxAccount(accountNumber ?? ''),
    enabled: accountNumber !== null,
    staleTime: 0,
  });
}
