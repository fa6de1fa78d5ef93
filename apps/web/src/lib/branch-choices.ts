import { branchEndpoints } from '@olivia/contracts/branch-endpoints';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from './api-client';
import { resourceKeys } from './resource-keys';

/**
 * The store's branches (first 100 by name) as `{ value: id, label: name }`: all of them for a
 * list's filter (a deactivated branch keeps its orders and expenses), the active ones for a new
 * order or expense.
 */
export function useBranchChoices(scope: 'active' | 'all') {
  return useQuery({
    queryKey: resourceKeys('branches').extra('choices', scope),
    queryFn: ({ signal }) =>
      callEndpoint(branchEndpoints.list, {
        query: {
          page: 0,
          size: 100,
          sort: 'name',
          order: 'asc',
          ...(scope === 'active' ? { status: 'active' as const } : {}),
        },
        signal,
      }),
    select: (list) => list.content.map((branch) => ({ value: branch.id, label: branch.name })),
  });
}
