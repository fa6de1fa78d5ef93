import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useClientSettings } from '../../lib/client-settings';
import { nativeLanguageName } from '../../lib/languages';
import { DeferredMenu } from './deferred-menu';
import { iconButtonClass } from './icon-button-class';

const loadMenu = () => import('./language-menu').then((module) => module.LanguageMenu);

/**
 * docs/product/screens.md: the 15 languages by their native names; the choice is saved as `locale`.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation('shell');
  const locale = useClientSettings((state) => state.locale);
  const current = nativeLanguageName(locale);

  return (
    <DeferredMenu
      load={loadMenu}
      trigger={{
        'aria-label': t('header.language', { language: current }),
        title: current,
        className: `${iconButtonClass} gap-1 text-xs font-bold uppercase sm:w-auto sm:px-2.5`,
        children: (
          <>
            <Languages aria-hidden="true" className="size-[18px]" />
            <span aria-hidden="true" className="max-sm:hidden">
              {locale}
            </span>
          </>
        ),
      }}
    />
  );
}
