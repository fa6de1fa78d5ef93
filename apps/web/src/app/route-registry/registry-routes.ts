import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../lib/page-title';
import type { ScreenRoute } from './route-entry';

/**
 * The route objects of registry entries: each lazy, carrying its title key in `handle`, with
 * its create/edit children mounted under it.
 */
export function toRouteObjects(screens: readonly ScreenRoute[]): RouteObject[] {
  return screens.map(({ path, titleKey, screen, children }): RouteObject => ({
    path,
    handle: { titleKey } satisfies RouteHandle,
    lazy: screen,
    children: children && toRouteObjects(children),
  }));
}
