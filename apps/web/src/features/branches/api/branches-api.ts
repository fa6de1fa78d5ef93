import { branchEndpoints } from '@olivia/contracts/branch-endpoints';
import type { BranchDetail } from '@olivia/contracts/branches';
import { subUserEndpoints } from '@olivia/contracts/sub-user-endpoints';
import { addressEndpoints } from '@olivia/contracts/address-endpoints';
import { useQuery } from '@tanstack/react-query';
import { defineResourceApi } from '../../../components/resource/define-resource-api';
import { callEndpoint } from '../../../lib/api-client';
import { resourceKeys } from '../../../lib/resource-keys';

/**
 * The branches of /branch/all, from their contract. A branch's sub-users show on the sub-users
 * screen, so a change refreshes it; its orders keep it.
 */
export const branchesApi = defineResourceApi('branches', branchEndpoints, {
  affects: { update: ['subUsers'], remove: ['subUsers'] },
});

/** One branch with its staff, always from the server (a list row has no staff). */
export function useBranchDetail(id: string) {
  return useQuery({
    queryKey: resourceKeys('branches').extra('detail', id),
    queryFn: ({ signal }): Promise<BranchDetail> =>
      callEndpoint(branchEndpoints.get, { params: { id }, signal }),
  });
}

/** The store's addresses (first 100 by label) as choices for a branch's address. */
export function useAddressChoices() {
  return useQuery({
    queryKey: resourceKeys('addresses').extra('branch-choices'),
    queryFn: ({ signal }) =>
      callEndpoint(addressEndpoints.list, {
        query: { page: 0, size: 100, sort: 'label', order: 'asc' },
        signal,
      }),
    select: (list) =>
      list.content.map((address) => ({
        value: address.id,
        label: `${address.label}, ${address.city}`,
      })),
  });
}

/** The store's sub-users (first 100 by first name) as choices for a branch's manager. */
export function useStaffChoices() {
  return useQuery({
    queryKey: resourceKeys('subUsers').extra('branch-choices'),
    queryFn: ({ signal }) =>
      callEndpoint(subUserEndpoints.list, {
        query: { page: 0, size: 100, sort: 'firstname', order: 'asc' },
        signal,
      }),
    select: (list) =>
      list.content.map((user) => ({
        value: user.id,
        label: `${user.firstname} ${user.lastname}`.trim() || user.email,
      })),
  });
}
