import { useTranslation } from 'react-i18next';
import {
  ANIMATIONS,
  DIRECTIONS,
  LAYOUT_STYLES,
  MENU_STYLES,
  NAVBAR_STYLES,
  THEMES,
  useClientSettings,
} from '../../../lib/client-settings';
import { OptionGroup } from './option-group';

/** One control per client setting; each change is saved at once. */
export function CustomizerOptions() {
  const { t } = useTranslation('shell');
  const settings = useClientSettings();

  return (
    <>
      <OptionGroup
        legend={t('customizer.theme.legend')}
        options={THEMES.map((value) => ({ value, label: t(`customizer.theme.${value}`) }))}
        value={settings.theme}
        onChange={settings.setTheme}
      />
      <OptionGroup
        legend={t('customizer.menu.legend')}
        options={MENU_STYLES.map((value) => ({ value, label: t(`customizer.menu.${value}`) }))}
        value={settings.menu}
        onChange={settings.setMenu}
      />
      <OptionGroup
        legend={t('customizer.layout.legend')}
        options={LAYOUT_STYLES.map((value) => ({ value, label: t(`customizer.layout.${value}`) }))}
        value={settings.layout}
        onChange={settings.setLayout}
      />
      <OptionGroup
        legend={t('customizer.direction.legend')}
        options={DIRECTIONS.map((value) => ({
          value,
          label: t(`customizer.direction.${value}`),
        }))}
        value={settings.rtlClass}
        onChange={settings.setRtlClass}
      />
      <OptionGroup
        legend={t('customizer.navbar.legend')}
        options={NAVBAR_STYLES.map((value) => ({ value, label: t(`customizer.navbar.${value}`) }))}
        value={settings.navbar}
        onChange={settings.setNavbar}
      />
      <OptionGroup
        legend={t('customizer.animation.legend')}
        options={ANIMATIONS.map((value) => ({
          value,
          label: t(`customizer.animation.${value || 'none'}`),
        }))}
        value={settings.animation}
        onChange={settings.setAnimation}
      />
      <label className="flex cursor-pointer items-center gap-3 text-sm font-semibold text-dark dark:text-white">
        <input
          type="checkbox"
          checked={settings.semidark}
          onChange={(event) => settings.setSemidark(event.target.checked)}
          className="size-4 accent-primary"
        />
        {t('customizer.semidark')}
      </label>
    </>
  );
}
