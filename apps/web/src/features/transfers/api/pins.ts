import type { SetPinRequest } from '@olivia/contracts/pin';
import { pinEndpoints } from '@olivia/contracts/pin-endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { transferKeys } from './transfer-keys';

/** docs/api.md `has-personal-pin`: 200 when set, 'Pin not set before' otherwise (docs/product/rules.md). */
export function useHasPin(enabled = true) {
  return useQuery({
    queryKey: transferKeys.hasPin(),
    queryFn: () => callEndpoint(pinEndpoints.hasPersonalPin),
    enabled,
    retry: false,
  });
}

/** docs/api.md `set-personal-pin` (main user) or `set-staff-pin` (a sub-user's own PIN). */
export function useSetPin(kind: 'personal' | 'staff') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: transferKeys.setPin(),
    mutationFn: (body: SetPinRequest) =>
      callEndpoint(kind === 'personal' ? pinEndpoints.setPersonalPin : pinEndpoints.setStaffPin, {
        body,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: transferKeys.hasPin() }),
  });
}
