import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
// Not `react-router/dom`: under Node it loads a CommonJS copy with its own contexts.
import {
  createMemoryRouter,
  Outlet,
  RouterProvider,
  useLocation,
  type RouteObject,
} from 'react-router';
import { Providers } from '../app/providers';
import { guardedRouteObjects } from '../app/route-registry/registry-routes';
import { ROUTE_REGISTRY } from '../app/route-registry/route-registry';
import { createQueryClient } from '../lib/query-client';

/** Renders a route table in memory with the app's providers, starting at `path`. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <Providers queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, ...result };
}

/** Shows the current URL, standing in for screens a test does not render. */
export function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/** Renders one element at `path`; every other path shows its URL through LocationProbe. */
export function renderAt(path: string, element: ReactNode, routePath = path.split('?')[0] ?? path) {
  return renderRoutes(
    [
      { path: routePath, element },
      { path: '*', element: <LocationProbe /> },
    ],
    path,
  );
}

/**
 * Renders registry entries (by their paths, e.g. `screenPaths.brands`) as the app mounts them:
 * each lazy screen with its children, behind MainUserGuard when the entry says so, starting at
 * `url`. LocationProbe shows the URL beside them; any other path shows only the URL.
 */
export function renderScreens(entryPaths: readonly string[], url: string) {
  const entries = entryPaths.map((entryPath) => {
    const entry = ROUTE_REGISTRY.find((candidate) => candidate.path === entryPath);
    if (!entry) throw new Error(`No route registry entry has the path ${entryPath}`);
    return entry;
  });
  return renderRoutes(
    [
      {
        element: (
          <>
            <Outlet />
            <LocationProbe />
          </>
        ),
        // The entry's screen loads before the first render; nothing shows meanwhile.
        HydrateFallback: () => null,
        children: [...guardedRouteObjects(entries), { path: '*', element: null }],
      },
    ],
    url,
  );
}

/** Renders one registry entry at `url` (its own path by default); see renderScreens. */
export const renderScreen = (entryPath: string, url = entryPath) => renderScreens([entryPath], url);
