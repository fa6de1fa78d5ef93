import { MARKETING_SCREENS } from '../../route-registry/marketing-screens';
import { MONEY_SCREENS } from '../../route-registry/money-screens';
import type { NavGroupId, RouteEntry } from '../../route-registry/route-entry';
import { SALES_SCREENS } from '../../route-registry/sales-screens';
import { STORE_SCREENS } from '../../route-registry/store-screens';
import type { NavItem } from './nav-item';

/**
 * The horizontal menu (Vristo's): a handful of top-level menus instead of fifty links in a row.
 * Each section is one file of the route registry, so a new screen lands in its menu by itself.
 */
export const HORIZONTAL_SECTIONS = ['store', 'sales', 'money', 'marketing'] as const;
export type HorizontalSectionId = (typeof HORIZONTAL_SECTIONS)[number];

const SCREENS: Record<HorizontalSectionId, readonly RouteEntry[]> = {
  store: STORE_SCREENS,
  sales: SALES_SCREENS,
  money: MONEY_SCREENS,
  marketing: MARKETING_SCREENS,
};

/** Groups that stay on the bar itself, first (the dashboard, as in Vristo). */
const PINNED_GROUPS: readonly NavGroupId[] = ['dashboard'];

/** Actions open wallet steps (transfer, settlement): they belong with the money. */
const ACTION_SECTION: HorizontalSectionId = 'money';

type NavGroup = Extract<NavItem, { kind: 'group' }>;

export type BarEntry =
  | { kind: 'pinned'; group: NavGroup }
  | { kind: 'section'; id: HorizontalSectionId; items: NavItem[] };

function sectionOf(item: NavItem): HorizontalSectionId {
  if (item.kind === 'action') return ACTION_SECTION;
  if (item.kind === 'group') return item.children[0] ? sectionOf(item.children[0]) : 'store';
  return (
    HORIZONTAL_SECTIONS.find((id) => SCREENS[id].some((entry) => entry.path === item.to)) ?? 'store'
  );
}

/**
 * The bar for the entries a user may see: the pinned groups, then one menu per section that
 * holds any of them (in the sidebar's order inside each).
 */
export function horizontalBar(items: readonly NavItem[]): BarEntry[] {
  const pinned = items.filter(
    (item): item is NavGroup => item.kind === 'group' && PINNED_GROUPS.includes(item.id),
  );
  const rest = items.filter((item) => !pinned.some((group) => group === item));
  const sections = HORIZONTAL_SECTIONS.map((id) => ({
    kind: 'section' as const,
    id,
    items: rest.filter((item) => sectionOf(item) === id),
  })).filter((section) => section.items.length > 0);
  return [...pinned.map((group) => ({ kind: 'pinned' as const, group })), ...sections];
}
