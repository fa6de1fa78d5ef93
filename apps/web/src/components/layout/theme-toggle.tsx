import { Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useClientSettings } from '../../lib/client-settings';
import { iconButtonClass } from './icon-button-class';

/** Switches between light and dark (the appearance panel also offers the system theme). */
export function ThemeToggle() {
  const { t } = useTranslation('shell');
  const isDarkMode = useClientSettings((state) => state.isDarkMode);
  const setTheme = useClientSettings((state) => state.setTheme);
  const Icon = isDarkMode ? Sun : Moon;

  return (
    <button
      type="button"
      onClick={() => setTheme(isDarkMode ? 'light' : 'dark')}
      aria-label={isDarkMode ? t('header.switchToLight') : t('header.switchToDark')}
      title={isDarkMode ? t('header.switchToLight') : t('header.switchToDark')}
      className={iconButtonClass}
    >
      <Icon aria-hidden="true" className="size-[18px]" />
    </button>
  );
}
