import { hydrate, type QueryClient } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router';
import type { ServerRenderState } from './server-render-state';

/**
 * Makes the browser's first render the server's: its answers in the query cache and the lazy
 * routes of this address loaded (React Router's way for lazy routes with server rendering).
 */
export async function prepareHydration(
  state: ServerRenderState,
  routes: RouteObject[],
  queryClient: QueryClient,
): Promise<void> {
  hydrate(queryClient, state.queries);
  const lazyMatches = matchRoutes(routes, window.location)?.filter((match) => match.route.lazy);
  await Promise.all(
    (lazyMatches ?? []).map(async ({ route }) => {
      const lazy = route.lazy;
      if (typeof lazy !== 'function') return;
      Object.assign(route, { ...(await lazy()), lazy: undefined });
    }),
  );
}
