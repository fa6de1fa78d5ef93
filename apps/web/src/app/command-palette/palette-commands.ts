import { SETTINGS_ACTIONS, type ModalStep } from '../../lib/settings-modal';
import { drawerPaths, screenPaths } from '../../lib/screen-paths';
import type { NavGroupId } from '../route-registry/route-entry';
import type { NavItem } from '../layouts/sidebar/nav-item';
import { visibleNavItems, type NavViewer } from '../layouts/sidebar/nav-visibility';
import { visibleSettingsEntries, type SettingsEntryId } from '../layouts/sidebar/settings-entries';

/** Who opens the palette: the sidebar's viewer, and whether the Top up button is theirs. */
export interface PaletteViewer extends NavViewer {
  /** The balance card (and its Top up) is shown to them (docs/product/roles.md). */
  canTopUp: boolean;
}

/** What choosing an entry does. */
export type PaletteCommand =
  { type: 'navigate'; to: string } | { type: 'step'; step: ModalStep } | { type: 'topUp' };

/** The palette's own actions; the transfer and settings ones are the sidebar's. */
export type PaletteActionId = 'newProduct' | 'newPaymentLink' | 'topUp';

/** An entry before translation: where its label comes from and what it does. */
export type PaletteCommandEntry =
  | { kind: 'action'; id: PaletteActionId; command: PaletteCommand }
  | {
      kind: 'navAction';
      id: Extract<NavItem, { kind: 'action' }>['id'];
      group?: NavGroupId;
      command: PaletteCommand;
    }
  | {
      kind: 'screen';
      id: Extract<NavItem, { kind: 'link' }>['id'];
      group?: NavGroupId;
      command: PaletteCommand;
    }
  | { kind: 'settings'; id: SettingsEntryId; command: PaletteCommand };

type Leaf = Exclude<NavItem, { kind: 'group' }>;

/** The sidebar's visible links and actions, each with the group that holds it. */
function leaves(
  items: readonly NavItem[],
  group?: NavGroupId,
): { item: Leaf; group?: NavGroupId }[] {
  return items.flatMap((item) =>
    item.kind === 'group' ? leaves(item.children, item.id) : [{ item, group }],
  );
}

/**
 * Every entry `viewer` may use, from the sidebar's own items (`navItems`, the route registry's
 * links and the wizard's actions) and the Settings submenu, so the palette shows exactly what the
 * sidebar shows: actions first (new product and new payment link when their screens are the
 * viewer's, top up when the balance card is, the sidebar's transfer steps), then the screens, then
 * the settings.
 */
export function paletteCommands(
  navItems: readonly NavItem[],
  viewer: PaletteViewer,
): PaletteCommandEntry[] {
  const visible = leaves(visibleNavItems(navItems, viewer));
  const screens = visible.flatMap(({ item, group }): PaletteCommandEntry[] =>
    item.kind === 'link'
      ? [{ kind: 'screen', id: item.id, group, command: { type: 'navigate', to: item.to } }]
      : [],
  );
  const navActions = visible.flatMap(({ item, group }): PaletteCommandEntry[] =>
    item.kind === 'action'
      ? [{ kind: 'navAction', id: item.id, group, command: { type: 'step', step: item.step } }]
      : [],
  );
  const seesScreen = (id: string) => screens.some((entry) => entry.id === id);
  const actions: PaletteCommandEntry[] = [];
  if (seesScreen('products')) {
    actions.push({
      kind: 'action',
      id: 'newProduct',
      command: { type: 'navigate', to: `${screenPaths.products}/${drawerPaths.new}` },
    });
  }
  if (seesScreen('paymentLinks')) {
    actions.push({
      kind: 'action',
      id: 'newPaymentLink',
      command: { type: 'navigate', to: `${screenPaths.paymentLinks}/${drawerPaths.new}` },
    });
  }
  if (viewer.canTopUp) actions.push({ kind: 'action', id: 'topUp', command: { type: 'topUp' } });
  const settings = visibleSettingsEntries(viewer).map(({ id }): PaletteCommandEntry => ({
    kind: 'settings',
    id,
    command: { type: 'step', step: SETTINGS_ACTIONS[id] },
  }));
  return [...actions, ...navActions, ...screens, ...settings];
}

/** Which of the record searches `viewer` may run: those whose list screen is in their sidebar. */
export function visibleScreenIds(entries: readonly PaletteCommandEntry[]): Set<string> {
  return new Set(entries.flatMap((entry) => (entry.kind === 'screen' ? [entry.id] : [])));
}
