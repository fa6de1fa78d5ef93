import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { Bell, BellOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { iconButtonClass } from '../../../components/layout/icon-button-class';

/** The notifications bell; the notifications issue fills the list (SPEC §4 Notifications). */
export function NotificationsBell() {
  const { t } = useTranslation('shell');
  return (
    <Popover className="relative">
      <PopoverButton aria-label={t('notifications.button')} className={iconButtonClass}>
        <Bell aria-hidden="true" className="size-[18px]" />
      </PopoverButton>
      <PopoverPanel
        anchor={{ to: 'bottom end', gap: 8 }}
        className="z-50 w-72 rounded-md bg-white shadow-lg ring-1 ring-black/5 dark:bg-gray-900 dark:ring-white/10"
      >
        <h2 className="border-b border-gray-100 px-4 py-3 text-sm font-semibold text-dark dark:border-gray-800 dark:text-white">
          {t('notifications.title')}
        </h2>
        <div className="flex flex-col items-center gap-2 px-4 py-8 text-center text-sm text-gray-500 dark:text-gray-400">
          <BellOff aria-hidden="true" className="size-8 text-gray-300 dark:text-gray-600" />
          <p>{t('notifications.empty')}</p>
        </div>
      </PopoverPanel>
    </Popover>
  );
}
