import { useMatches } from 'react-router';
import type { RouteTitleKey } from './page-title';

/** What a route of the route table carries in its `handle`. */
export interface RouteHandle {
  titleKey: RouteTitleKey;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'titleKey' in handle;
}

/** The title key of the deepest matched route that declares one. */
export function useRouteTitleKey(): RouteTitleKey | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle.titleKey;
  }
  return undefined;
}
