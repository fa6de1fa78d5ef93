import { MenuItem, MenuItems } from '@headlessui/react';
import { Check } from 'lucide-react';
import { useClientSettings } from '../../lib/client-settings';
import { changeLanguage } from '../../lib/i18n';
import { LANGUAGES } from '../../lib/languages';
import type { LoadedMenuProps } from './deferred-menu';
import { OpenedMenu } from './opened-menu';

/** The language switcher's menu, loaded when first wanted (see `LanguageSwitcher`). */
export function LanguageMenu({ trigger }: LoadedMenuProps) {
  const locale = useClientSettings((state) => state.locale);

  return (
    <OpenedMenu trigger={trigger}>
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
    </OpenedMenu>
  );
}
