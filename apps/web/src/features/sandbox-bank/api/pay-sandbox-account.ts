import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reportsClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import {
  SandboxAccountSchema,
  type SandboxAccount,
  type SandboxPayRequest,
} from '@olivia/contracts/sandbox-bank';

/** The sandbox bank sits under the reports prefix (/api): /api/sandbox/... */
const SANDBOX_PATH = '/sandbox';

/** Pays into a sandbox account; the sandbox then sends Olivia a signed payment webhook. */
export function paySandboxAccount(body: SandboxPayRequest): Promise<SandboxAccount> {
  return reportsClient.post(`${SANDBOX_PATH}/pay`, body, {
    schema: SandboxAccountSchema,
    endSessionOnExpiredToken: false,
  });
}

/** Pays, then shows the account as the sandbox now has it. */
export function usePaySandboxAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: queryKeys.sandboxBank.pay(),
    mutationFn: paySandboxAccount,
    onSuccess: (account) =>
      queryClient.setQueryData(queryKeys.sandboxBank.account(account.accountnumber), account),
  });
}
