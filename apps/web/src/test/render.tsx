import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
// Not `react-router/dom`: under Node it loads a CommonJS copy with its own contexts.
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { Providers } from '../app/providers';
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
