import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reportsClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { SANDBOX_PATH, SandboxAccountSchema, type SandboxAccount } from './sandbox-account-schema';

export interface SandboxPayment {
  accountnumber: string;
  /** Defaults, on the server, to the amount due. */
  amount?: number;
}

/** Pays into a sandbox account; the sandbox then sends Olivia a signed payment webhook. */
export function paySandboxAccount(body: SandboxPayment): Promise<SandboxAccount> {
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
