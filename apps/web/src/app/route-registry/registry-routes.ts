import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../lib/route-title';
import { MainUserGuard } from '../guards/main-user-guard';
import type { RouteEntry, ScreenRoute } from './route-entry';

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

/**
 * The signed-in routes of registry entries; those marked `only: 'mainUser'` (and their
 * children) sit behind MainUserGuard, so a sub-user who types their address is refused.
 */
export function guardedRouteObjects(entries: readonly RouteEntry[]): RouteObject[] {
  const mainUserOnly = entries.filter((entry) => entry.only === 'mainUser');
  const others = entries.filter((entry) => entry.only !== 'mainUser');
  return [
    ...toRouteObjects(others),
    { Component: MainUserGuard, children: toRouteObjects(mainUserOnly) },
  ];
}
