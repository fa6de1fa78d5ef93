import type { NavGroupId, RouteEntry } from '../../route-registry/route-entry';
import { ROUTE_REGISTRY } from '../../route-registry/route-registry';
import { NAV_ACTIONS, NAV_GROUPS, type NavAction, type NavGroupHeader } from './nav-groups';
import type { NavItem } from './nav-item';

interface Placed {
  item: NavItem;
  order: number;
  group?: NavGroupId;
}

const byOrder = (a: Placed, b: Placed) => a.order - b.order;

function placedLinks(entries: readonly RouteEntry[]): Placed[] {
  return entries.flatMap(({ path, only, nav }): Placed[] =>
    nav
      ? [
          {
            item: { kind: 'link', id: nav.label, to: path, icon: nav.icon, only },
            order: nav.order,
            group: nav.group,
          },
        ]
      : [],
  );
}

function placedActions(actions: readonly NavAction[]): Placed[] {
  return actions.map(({ id, step, icon, only, order, group }) => ({
    item: { kind: 'action', id, step, icon, only },
    order,
    group,
  }));
}

/**
 * The sidebar as a tree: the registry's links and the actions, each in its group or at the top
 * level, and the groups, all by `order`.
 */
function buildNavItems(
  entries: readonly RouteEntry[],
  groups: Readonly<Record<NavGroupId, NavGroupHeader>>,
  actions: readonly NavAction[],
): NavItem[] {
  const placed = [...placedLinks(entries), ...placedActions(actions)];
  const headers = (Object.keys(groups) as NavGroupId[]).map((id): Placed => {
    const { icon, order, only } = groups[id];
    const children = placed.filter((entry) => entry.group === id).sort(byOrder);
    return {
      item: { kind: 'group', id, icon, only, children: children.map((child) => child.item) },
      order,
    };
  });
  const topLevel = [...placed.filter((entry) => entry.group === undefined), ...headers];
  return topLevel.sort(byOrder).map((entry) => entry.item);
}

/**
 * The sidebar of docs/product/screens.md, in the product's order, derived from the route registry.
 */
export const NAV_ITEMS: readonly NavItem[] = buildNavItems(ROUTE_REGISTRY, NAV_GROUPS, NAV_ACTIONS);
