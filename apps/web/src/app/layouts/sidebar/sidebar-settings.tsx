import { MAIN_USER } from '@olivia/contracts/roles';
import { Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  SETTINGS_ACTIONS,
  useSettingsModal,
  type SettingsActionCode,
} from '../../../lib/settings-modal';
import { useSession } from '../../../lib/session';
import { childEntryClass } from './sidebar-classes';
import { SidebarGroup } from './sidebar-group';
import { visibleSettingsEntries } from './settings-entries';

interface SidebarSettingsProps {
  onChoose: () => void;
}

/**
 * The Settings submenu of docs/product/screens.md: each entry opens its modal by its action code.
 */
export function SidebarSettings({ onChoose }: SidebarSettingsProps) {
  const { t } = useTranslation('nav');
  const isMainUser = useSession((state) => state.user?.userCategory === MAIN_USER);
  const openModal = useSettingsModal((state) => state.open);

  const choose = (code: SettingsActionCode) => {
    openModal(code);
    onChoose();
  };

  return (
    <SidebarGroup label={t('settings.group')} icon={Settings}>
      {visibleSettingsEntries({ isMainUser }).map((entry) => (
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
