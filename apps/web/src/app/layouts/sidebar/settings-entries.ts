import type { SETTINGS_ACTIONS } from '../../../lib/settings-modal';

export type SettingsEntryId = keyof typeof SETTINGS_ACTIONS;

/** Who sees an entry: everyone, the main user, or a sub-user allowed to transfer. */
type Audience = 'everyone' | 'mainUser' | 'transferringSubUser';

/**
 * The Settings submenu of docs/product/screens.md, in its order: PIN resets, Change password for
 * everyone, and Delete account for the main user. Each opens its modal by its action code. Reset
 * sub-user pin is the PIN a sub-user sends staff transfers with (`set-staff-pin`, their own): it is
 * shown to sub-users allowed to transfer, not to the main user as docs/product/screens.md lists it
 * (ADR 0010).
 */
export const SETTINGS_ENTRIES: ReadonlyArray<{ id: SettingsEntryId; audience: Audience }> = [
  { id: 'resetPersonalPin', audience: 'mainUser' },
  { id: 'resetSubUserPin', audience: 'transferringSubUser' },
  { id: 'changePassword', audience: 'everyone' },
  { id: 'deleteAccount', audience: 'mainUser' },
];

export const visibleSettingsEntries = (user: {
  isMainUser: boolean;
  allowsubusertransfer: boolean;
}) =>
  SETTINGS_ENTRIES.filter(
    ({ audience }) =>
      audience === 'everyone' ||
      (audience === 'mainUser' && user.isMainUser) ||
      (audience === 'transferringSubUser' && !user.isMainUser && user.allowsubusertransfer),
  );
