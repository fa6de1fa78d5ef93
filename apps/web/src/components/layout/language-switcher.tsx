import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { Check, Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useClientSettings } from '../../lib/client-settings';
import { changeLanguage } from '../../lib/i18n';
import { LANGUAGES, nativeLanguageName } from '../../lib/languages';
import { iconButtonClass } from './icon-button-class';

/** SPEC §1: the 15 languages by their native names; the choice is saved as `locale`. */
export function LanguageSwitcher() {
  const { t } = useTranslation('shell');
  const locale = useClientSettings((state) => state.locale);
  const current = nativeLanguageName(locale);

  return (
    <Menu as="div" className="relative">
      <MenuButton
        aria-label={t('header.language', { language: current })}
        title={current}
        className={`${iconButtonClass} gap-1 text-xs font-bold uppercase sm:w-auto sm:px-2.5`}
      >
        <Languages aria-hidden="true" className="size-[18px]" />
        <span aria-hidden="true" className="max-sm:hidden">
          {locale}
        </span>
      </MenuButton>
      <MenuItems
        anchor={{ to: 'bottom end', gap: 8 }}
        className="z-50 max-h-[min(24rem,var(--anchor-max-height))] w-48 overflow-y-auto rounded-md bg-white py-1 shadow-lg ring-1 ring-black/5 focus:outline-none dark:bg-gray-900 dark:ring-white/10"
      >
        {LANGUAGES.map((language) => (
          <MenuItem key={language.code}>
            <button
              type="button"
              lang={language.code}
              onClick={() => void changeLanguage(language.code)}
              className="flex w-full items-center justify-between gap-2 px-4 py-2 text-start text-sm text-dark data-focus:bg-primary-light data-focus:text-primary dark:text-gray-200 dark:data-focus:bg-gray-800"
            >
              {language.nativeName}
              {language.code === locale && (
                <Check aria-hidden="true" className="size-4 text-primary" />
              )}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
