import type { TransferRequest } from '@olivia/contracts/transfer';
import { transferEndpoints } from '@olivia/contracts/transfer-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { transferKeys } from './transfer-keys';

/**
 * docs/api.md `transfer` (main user) or `transfer-staff` (a sub-user allowed to). Money moved: every
 * query (balance, transactions, beneficiaries) is fetched afresh.
 */
export function useSendTransfer(staff: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: transferKeys.send(),
    mutationFn: (body: TransferRequest) =>
      callEndpoint(staff ? transferEndpoints.transferStaff : transferEndpoints.transfer, { body }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
