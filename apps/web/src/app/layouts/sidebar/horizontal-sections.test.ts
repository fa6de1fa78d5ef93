import { describe, expect, it } from 'vitest';
import { horizontalBar } from './horizontal-sections';
import type { NavItem } from './nav-item';
import { NAV_ITEMS } from './nav-items';
import { visibleNavItems } from './nav-visibility';

const keysOf = (items: readonly NavItem[]): string[] =>
  items.flatMap((item) =>
    item.kind === 'group' ? keysOf(item.children) : [`${item.kind}-${item.id}`],
  );

describe('horizontalBar', () => {
  for (const [name, viewer] of [
    ['a main NGN user', { isMainUser: true, isNgn: true, canTransfer: true }],
    ['a main GBP user', { isMainUser: true, isNgn: false, canTransfer: true }],
    ['a sub-user', { isMainUser: false, isNgn: true, canTransfer: false }],
  ] as const) {
    it(`places every entry ${name} sees exactly once, in at most six top-level entries`, () => {
      const items = visibleNavItems(NAV_ITEMS, viewer);
      const bar = horizontalBar(items);
      const placed = bar.flatMap((entry) =>
        entry.kind === 'pinned' ? keysOf([entry.group]) : keysOf(entry.items),
      );
      expect(placed.toSorted()).toEqual(keysOf(items).toSorted());
      expect(bar.length).toBeLessThanOrEqual(6);
    });
  }

  it('files each screen under the registry file it comes from', () => {
    const bar = horizontalBar(NAV_ITEMS);
    const section = (key: string) =>
      bar.find((entry) => entry.kind === 'section' && keysOf(entry.items).includes(key));
    expect(section('link-orders')).toMatchObject({ id: 'sales' });
    expect(section('link-subUsers')).toMatchObject({ id: 'store' });
    expect(section('action-fundsTransfer')).toMatchObject({ id: 'money' });
    expect(section('action-settlements')).toMatchObject({ id: 'money' });
    expect(section('link-allEvents')).toMatchObject({ id: 'marketing' });
    expect(bar[0]).toMatchObject({ kind: 'pinned', group: { id: 'dashboard' } });
  });
});
