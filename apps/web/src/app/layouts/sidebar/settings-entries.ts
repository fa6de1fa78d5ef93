import type { SETTINGS_ACTIONS } from '../../../lib/settings-modal';

export type SettingsEntryId = keyof typeof SETTINGS_ACTIONS;

/** Who sees an entry: everyone or the main user. */
type Audience = 'everyone' | 'mainUser';

/**
 * The Settings submenu of SPEC §2, in its order: the PIN resets and Delete account for the main
 * user (OLIVIA_USER) only, Change password for everyone. Each opens its modal by its action code.
 * Reset sub-user pin sets the store's staff PIN (`set-staff-pin`), which sub-users allowed to
 * transfer type (ADR 0039).
 */
export const SETTINGS_ENTRIES: ReadonlyArray<{ id: SettingsEntryId; audience: Audience }> = [
  { id: 'resetPersonalPin', audience: 'mainUser' },
  { id: 'resetSubUserPin', audience: 'mainUser' },
  { id: 'changePassword', audience: 'everyone' },
  { id: 'security', audience: 'everyone' },
  { id: 'developers', audience: 'mainUser' },
  { id: 'deleteAccount', audience: 'mainUser' },
];

export const visibleSettingsEntries = (user: { isMainUser: boolean }) =>
  SETTINGS_ENTRIES.filter(({ audience }) => audience === 'everyone' || user.isMainUser);
