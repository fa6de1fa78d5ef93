import { APP_CONFIG_PATH } from '@olivia/contracts/api-paths';
import { AppConfigSchema, type AppConfig } from '@olivia/contracts/app-config';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Public settings of this deployment. Public, so its answer never ends the session. */
export function getAppConfig(): Promise<AppConfig> {
  return apiClient.get(APP_CONFIG_PATH, {
    schema: AppConfigSchema,
    endSessionOnExpiredToken: false,
  });
}

export function useAppConfig({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.appConfig.all,
    queryFn: getAppConfig,
    enabled,
    staleTime: Infinity,
  });
}
