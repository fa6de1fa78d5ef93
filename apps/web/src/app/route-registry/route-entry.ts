import type { LucideIcon } from 'lucide-react';
import type { ComponentType } from 'react';
import type { RouteTitleKey } from '../../lib/page-title';
import type nav from '../../locales/en/nav.json';

/** A screen's component, imported when its route is first matched (its own chunk). */
export type LazyScreen = () => Promise<{ Component: ComponentType }>;

/**
 * Who sees an entry (docs/product/screens.md Sidebar, docs/product/roles.md). Entries without one
 * are for every signed-in user.
 */
export type NavAudience = 'mainUser' | 'ngn' | 'ngnTransfer' | 'otherTransfer';

/**
 * The groups of docs/product/screens.md that expand and collapse; their headers are in the
 * sidebar's folder.
 */
export type NavGroupId = keyof typeof nav.groups;

/** Where a screen's link sits in the sidebar and the horizontal menu. */
export interface NavPlacement {
  /** The link's label: a key of `links` in the `nav` catalogue. */
  label: keyof typeof nav.links;
  /**
   * Its position, smallest first, in docs/product/screens.md's Sidebar order: among the top-level
   * entries (links, groups, actions; in tens) or, with `group`, among that group's entries.
   */
  order: number;
  /** The group that holds the link; top level when absent. */
  group?: NavGroupId;
  /** Top-level links show an icon; links inside a group do not. */
  icon?: LucideIcon;
}

/** A routed screen: its URL, its page title and its lazily loaded component. */
export interface ScreenRoute {
  /** Absolute for a registry entry (`/orders/all`), relative for a child (`new`, `:id/edit`). */
  path: string;
  /** Its title in the `routes` catalogue (page title, placeholder heading). */
  titleKey: RouteTitleKey;
  screen: LazyScreen;
  /**
   * Create/edit screens over this one (a drawer or a page): mounted under its route, shown in
   * the `<Outlet />` its screen renders.
   */
  children?: readonly ScreenRoute[];
}

/** One screen of docs/product/screens.md in the route registry. */
export interface RouteEntry extends ScreenRoute {
  /** Who sees its link (docs/product/roles.md); every signed-in user when absent. */
  only?: NavAudience;
  /** Its link in the sidebar and the horizontal menu; absent for screens reached from others. */
  nav?: NavPlacement;
  /** 'public': mounted with the public pages (blank layout, no sign-in). Signed-in otherwise. */
  access?: 'public';
}

/**
 * The screen of every route whose content is not built yet: its translated title and an empty
 * state. A screen's issue replaces it with the screen's own lazy import.
 */
export const placeholderScreen: LazyScreen = async () => ({
  Component: (await import('../../features/placeholder/routes/placeholder-route')).PlaceholderRoute,
});
