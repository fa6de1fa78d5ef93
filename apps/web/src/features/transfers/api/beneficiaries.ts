import { transferEndpoints } from '@olivia/contracts/transfer-endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { transferKeys } from './transfer-keys';

/** docs/api.md `view/beneficiaries`. */
export function useBeneficiaries() {
  return useQuery({
    queryKey: transferKeys.beneficiaries(),
    queryFn: () => callEndpoint(transferEndpoints.beneficiaries),
  });
}

/** docs/api.md `delete/beneficiary`: the id travels in the header `id`. */
export function useDeleteBeneficiary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: transferKeys.deleteBeneficiary(),
    mutationFn: (id: string) =>
      callEndpoint(transferEndpoints.deleteBeneficiary, { headers: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: transferKeys.beneficiaries() }),
  });
}
