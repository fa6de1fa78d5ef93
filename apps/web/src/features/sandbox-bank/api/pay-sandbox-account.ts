import type { SandboxAccount, SandboxPayRequest } from '@olivia/contracts/sandbox-bank';
import { sandboxBankEndpoints } from '@olivia/contracts/sandbox-bank-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { sandboxBankKeys } from './sandbox-bank-keys';

/** Pays into a sandbox account; the sandbox then sends Olivia a signed payment webhook. */
export function paySandboxAccount(body: SandboxPayRequest): Promise<SandboxAccount> {
  return callEndpoint(sandboxBankEndpoints.pay, { body });
}

/** Pays, then shows the account as the sandbox now has it. */
export function usePaySandboxAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: sandboxBankKeys.pay(),
    mutationFn: paySandboxAccount,
    onSuccess: (account) =>
      queryClient.setQueryData(sandboxBankKeys.account(account.accountnumber), account),
  });
}
