import type { AppConfig } from '@olivia/contracts/app-config';
import { appConfigEndpoints } from '@olivia/contracts/app-config-endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { resourceKeys } from '../../../lib/resource-keys';

const appConfigKeys = resourceKeys('appConfig');

/** Public settings of this deployment. Public, so its answer never ends the session. */
export function getAppConfig(): Promise<AppConfig> {
  return callEndpoint(appConfigEndpoints.get);
}

export const appConfigQueryOptions = () =>
  queryOptions({ queryKey: appConfigKeys.all, queryFn: getAppConfig, staleTime: Infinity });

export function useAppConfig({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...appConfigQueryOptions(), enabled });
}
