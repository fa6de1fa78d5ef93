import { QueryClient } from '@tanstack/react-query';

/**
 * The API client already retries idempotent failures (docs/product/rules.md), so TanStack Query
 * does not.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
