import { securityEndpoints } from '@olivia/contracts/security-endpoints';
import type { DisableTwoFactorRequest } from '@olivia/contracts/two-factor';
import '@olivia/contracts/two-factor-messages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { resourceKeys } from '../../../lib/resource-keys';

const keys = resourceKeys('account');
const statusKey = [...keys.all, 'two-factor'] as const;
const devicesKey = [...keys.all, 'devices'] as const;

/** The user's two-step sign-in and the store's requirement (ADR 0040). */
export const useTwoFactorStatus = () =>
  useQuery({ queryKey: statusKey, queryFn: () => callEndpoint(securityEndpoints.twoFactor) });

export const useDevices = () =>
  useQuery({
    queryKey: devicesKey,
    queryFn: async () => (await callEndpoint(securityEndpoints.devices)).content,
  });

/** A mutation that refreshes the status (and devices) once it is done. */
function useSecurityMutation<V, R>(name: string, call: (value: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: keys.mutation(name),
    mutationFn: call,
    onSettled: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

export const useStartSetup = () =>
  useSecurityMutation('two-factor-setup', () => callEndpoint(securityEndpoints.startSetup));

export const useConfirmSetup = () =>
  useSecurityMutation(
    'two-factor-confirm',
    async (code: string) =>
      (await callEndpoint(securityEndpoints.confirmSetup, { body: { code } })).recoverycodes,
  );

export const useDisableTwoFactor = () =>
  useSecurityMutation('two-factor-disable', (body: DisableTwoFactorRequest) =>
    callEndpoint(securityEndpoints.disable, { body }),
  );

export const useNewRecoveryCodes = () =>
  useSecurityMutation(
    'recovery-codes',
    async (code: string) =>
      (await callEndpoint(securityEndpoints.newRecoveryCodes, { body: { code } })).recoverycodes,
  );

export const useTwoFactorRequirement = () =>
  useSecurityMutation('two-factor-requirement', (required: boolean) =>
    callEndpoint(securityEndpoints.requirement, { body: { required } }),
  );

export const useSignOutDevice = () =>
  useSecurityMutation('device-sign-out', (id: string) =>
    callEndpoint(securityEndpoints.signOutDevice, { params: { id } }),
  );

export const useSignOutOtherDevices = () =>
  useSecurityMutation('devices-sign-out', () =>
    callEndpoint(securityEndpoints.signOutOtherDevices),
  );
