import { describe, expect, it } from 'vitest';
import { SETTINGS_ACTIONS, WALLET_STEPS } from '../../lib/settings-modal';
import { NAV_ITEMS } from '../layouts/sidebar/nav-items';
import { visibleNavItems, type NavViewer } from '../layouts/sidebar/nav-visibility';
import type { NavItem } from '../layouts/sidebar/nav-item';
import { ROUTE_REGISTRY } from '../route-registry/route-registry';
import { paletteCommands, visibleScreenIds, type PaletteViewer } from './palette-commands';

const mainNgn: PaletteViewer = { isMainUser: true, isNgn: true, canTransfer: true, canTopUp: true };
const subNgn: PaletteViewer = {
  isMainUser: false,
  isNgn: true,
  canTransfer: false,
  canTopUp: false,
};
const subNgnTransfer: PaletteViewer = { ...subNgn, canTransfer: true, canTopUp: true };
const mainGhs: PaletteViewer = { ...mainNgn, isNgn: false };
const subGhsTransfer: PaletteViewer = { ...subNgnTransfer, isNgn: false };

const ids = (viewer: PaletteViewer, kind: string) =>
  paletteCommands(NAV_ITEMS, viewer)
    .filter((entry) => entry.kind === kind)
    .map((entry) => entry.id);

/** The sidebar's own links for `viewer`, flattened out of its groups. */
const sidebarLinks = (viewer: NavViewer): string[] => {
  const flat = (items: readonly NavItem[]): string[] =>
    items.flatMap((item) =>
      item.kind === 'group' ? flat(item.children) : item.kind === 'link' ? [item.id] : [],
    );
  return flat(visibleNavItems(NAV_ITEMS, viewer));
};

const labelsOnly = (audience: string) =>
  ROUTE_REGISTRY.flatMap((entry) =>
    entry.only === audience && entry.nav ? [entry.nav.label] : [],
  );

describe('palette commands: who sees what', () => {
  it.each([
    ['main user, NGN', mainNgn],
    ['sub-user, NGN', subNgn],
    ['sub-user allowed to transfer, NGN', subNgnTransfer],
    ['main user, GHS', mainGhs],
    ['sub-user allowed to transfer, GHS', subGhsTransfer],
  ])('offers exactly the sidebar links as screens (%s)', (_name, viewer) => {
    expect(ids(viewer, 'screen')).toEqual(sidebarLinks(viewer));
  });

  it("keeps the main user's screens and settings from sub-users", () => {
    const mainOnly = labelsOnly('mainUser');
    expect(mainOnly.length).toBeGreaterThan(0);
    expect(ids(mainNgn, 'screen')).toEqual(expect.arrayContaining(mainOnly));
    for (const label of mainOnly) expect(ids(subNgn, 'screen')).not.toContain(label);
    expect(ids(mainNgn, 'settings')).toEqual(
      expect.arrayContaining(['resetPersonalPin', 'developers', 'deleteAccount']),
    );
    expect(ids(subNgn, 'settings')).toEqual(['changePassword', 'security']);
  });

  it('shows the NGN-only screens to NGN stores only', () => {
    const ngnOnly = labelsOnly('ngn');
    expect(ngnOnly).toContain('successRate');
    expect(ids(subNgn, 'screen')).toEqual(expect.arrayContaining(ngnOnly));
    for (const label of ngnOnly) expect(ids(mainGhs, 'screen')).not.toContain(label);
  });

  it('offers Funds Transfer to NGN stores whose user may transfer, settlements to the others', () => {
    expect(ids(mainNgn, 'navAction')).toEqual(['fundsTransfer']);
    expect(ids(subNgnTransfer, 'navAction')).toEqual(['fundsTransfer']);
    expect(ids(subNgn, 'navAction')).toEqual([]);
    expect(ids(mainGhs, 'navAction')).toEqual(['settlements', 'accountDetails']);
    expect(ids(subGhsTransfer, 'navAction')).toEqual(['settlements']);
    const [transfer] = paletteCommands(NAV_ITEMS, mainNgn).filter((e) => e.kind === 'navAction');
    expect(transfer?.command).toEqual({ type: 'step', step: WALLET_STEPS.fundsTransfer });
  });

  it('offers Top up only with the balance card, and the create drawers of the screens', () => {
    expect(ids(mainNgn, 'action')).toEqual(['newProduct', 'newPaymentLink', 'topUp']);
    expect(ids(subNgn, 'action')).toEqual(['newProduct', 'newPaymentLink']);
    const commands = paletteCommands(NAV_ITEMS, mainNgn);
    expect(commands.find((entry) => entry.id === 'newProduct')?.command).toEqual({
      type: 'navigate',
      to: '/products/all/new',
    });
    expect(commands.find((entry) => entry.id === 'newPaymentLink')?.command).toEqual({
      type: 'navigate',
      to: '/payment-links/new',
    });
    expect(commands.find((entry) => entry.id === 'changePassword')?.command).toEqual({
      type: 'step',
      step: SETTINGS_ACTIONS.changePassword,
    });
  });

  it('lists actions first, then screens, then settings', () => {
    const kinds = paletteCommands(NAV_ITEMS, mainNgn).map((entry) => entry.kind);
    const order = ['action', 'navAction', 'screen', 'settings'];
    expect(kinds).toEqual([...kinds].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
  });

  it('names the screens whose records may be searched', () => {
    const screens = visibleScreenIds(paletteCommands(NAV_ITEMS, subNgn));
    for (const id of ['orders', 'products', 'customers', 'allTransactions']) {
      expect(screens.has(id)).toBe(true);
    }
    expect(visibleScreenIds([]).size).toBe(0);
  });
});
