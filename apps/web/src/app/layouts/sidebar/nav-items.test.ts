import { describe, expect, it } from 'vitest';
import { ROUTE_REGISTRY } from '../../route-registry/route-registry';
import { NAV_ACTIONS, NAV_GROUPS } from './nav-groups';
import type { NavItem } from './nav-item';
import { NAV_ITEMS } from './nav-items';

const positions = () => [
  ...ROUTE_REGISTRY.flatMap(({ path, nav }) => (nav ? [{ id: path, ...nav }] : [])),
  ...NAV_ACTIONS.map(({ id, order, group }) => ({ id, order, group })),
  ...Object.entries(NAV_GROUPS).map(([id, { order }]) => ({ id, order, group: undefined })),
];

const labelsOf = (items: readonly NavItem[]): string[] =>
  items.flatMap((item) => (item.kind === 'group' ? labelsOf(item.children) : [item.id]));

describe('nav items', () => {
  it('gives every entry its own position in its group or at the top level', () => {
    const all = positions();
    for (const container of new Set(all.map((entry) => entry.group))) {
      const orders = all.filter((entry) => entry.group === container).map((entry) => entry.order);
      expect(new Set(orders).size, container ?? 'top level').toBe(orders.length);
    }
  });

  it('shows an icon on every top-level entry', () => {
    for (const item of NAV_ITEMS) expect(item.icon, `${item.kind} ${item.id}`).toBeDefined();
  });

  it('lists each registry link and action once, and no group empty', () => {
    const labels = labelsOf(NAV_ITEMS);
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels).toHaveLength(
      ROUTE_REGISTRY.filter((entry) => entry.nav).length + NAV_ACTIONS.length,
    );
    for (const item of NAV_ITEMS) {
      if (item.kind === 'group') expect(item.children, item.id).not.toHaveLength(0);
    }
  });
});
