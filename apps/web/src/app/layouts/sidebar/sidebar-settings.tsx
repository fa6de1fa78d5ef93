import { MAIN_USER } from '@olivia/contracts/roles';
import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  SETTINGS_ACTIONS,
  useSettingsModal,
  type SettingsActionCode,
} from '../../../lib/settings-modal';
import { useSession } from '../../../lib/session';
import { childEntryClass } from './sidebar-classes';
import { SidebarGroup } from './sidebar-group';

type SettingsEntry = keyof typeof SETTINGS_ACTIONS;

/** SPEC §2: PIN resets and deletion for the main user only; Change password for everyone. */
const ENTRIES: ReadonlyArray<{ id: SettingsEntry; mainUserOnly: boolean }> = [
  { id: 'resetPersonalPin', mainUserOnly: true },
  { id: 'resetSubUserPin', mainUserOnly: true },
  { id: 'changePassword', mainUserOnly: false },
  { id: 'deleteAccount', mainUserOnly: true },
];

interface SidebarSettingsProps {
  onChoose: () => void;
}

/** The Settings submenu of SPEC §2: each entry opens its modal by its action code. */
export function SidebarSettings({ onChoose }: SidebarSettingsProps) {
  const { t } = useTranslation('nav');
  const isMainUser = useSession((state) => state.user?.userCategory === MAIN_USER);
  const openModal = useSettingsModal((state) => state.open);

  const choose = (code: SettingsActionCode) => {
    openModal(code);
    onChoose();
  };

  return (
    <SidebarGroup label={t('settings.group')} icon={KeyRound}>
      {ENTRIES.filter((entry) => isMainUser || !entry.mainUserOnly).map((entry) => (
        <li key={entry.id}>
          <button
            type="button"
            onClick={() => choose(SETTINGS_ACTIONS[entry.id])}
            className={childEntryClass()}
          >
            <span className="sidebar-label min-w-0 flex-1 truncate text-start">
              {t(`settings.${entry.id}`)}
            </span>
          </button>
        </li>
      ))}
    </SidebarGroup>
  );
}
