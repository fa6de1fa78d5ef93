import { accountLogEndpoints } from '@olivia/contracts/account-log-endpoints';
import { isDateRangeOrdered } from '@olivia/contracts/wallet';
import { useQuery } from '@tanstack/react-query';
import { defineResourceApi } from '../../../components/resource/define-resource-api';
import { callEndpoint } from '../../../lib/api-client';

/** The account log of /account/logs; a reversed date range is not asked for. */
export const accountLogsApi = defineResourceApi('accountLogs', accountLogEndpoints, {
  listEnabled: (query) => isDateRangeOrdered(query.from, query.to),
});

/** Everyone of the store, for the person filter. */
export function usePeople() {
  return useQuery({
    queryKey: accountLogsApi.keys.extra('people'),
    queryFn: ({ signal }) => callEndpoint(accountLogEndpoints.people, { signal }),
    staleTime: 60_000,
  });
}
