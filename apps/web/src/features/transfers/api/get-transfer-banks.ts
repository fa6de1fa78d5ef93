import { transferEndpoints } from '@olivia/contracts/transfer-endpoints';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { transferKeys } from './transfer-keys';

/** docs/api.md `bank-list`: the banks a transfer can go to. */
export function useTransferBanks() {
  return useQuery({
    queryKey: transferKeys.banks(),
    queryFn: () => callEndpoint(transferEndpoints.banks),
    staleTime: 60 * 60_000,
  });
}
