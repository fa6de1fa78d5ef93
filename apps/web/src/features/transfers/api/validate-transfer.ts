import type { TransferValidationRequest } from '@olivia/contracts/transfer';
import { transferEndpoints } from '@olivia/contracts/transfer-endpoints';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { transferKeys } from './transfer-keys';

/** docs/api.md `validation`: the account's name and the real fee (the client sends fee 0). */
export function useValidateTransfer() {
  return useMutation({
    mutationKey: transferKeys.validate(),
    mutationFn: (body: TransferValidationRequest) =>
      callEndpoint(transferEndpoints.validate, { body: { ...body, fee: 0 } }),
  });
}
