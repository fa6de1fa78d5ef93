import { pinEndpoints } from '@olivia/contracts/pin-endpoints';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { verificationKeys } from './verification-keys';

/** The set-up's PIN: docs/api.md `set-personal-pin` with no old PIN (none was set). */
export function useSetFirstPin() {
  return useMutation({
    mutationKey: verificationKeys.setPin(),
    mutationFn: (newpin: string) => callEndpoint(pinEndpoints.setPersonalPin, { body: { newpin } }),
  });
}
