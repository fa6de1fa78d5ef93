import { useTranslation } from 'react-i18next';

interface FooterProps {
  storeName: string;
}

/** docs/product/screens.md: a copyright line with the current year and the store name. */
export function Footer({ storeName }: FooterProps) {
  const { t } = useTranslation('common');
  return (
    <footer className="px-6 py-4 text-center text-sm text-gray-500 sm:text-left dark:text-gray-400">
      {t('layout.footer', {
        year: new Date().getFullYear(),
        // The line adds its own full stop: 'Thames Tea Co.' must not end up 'Co..'.
        store: storeName.replace(/\.+$/, ''),
      })}
    </footer>
  );
}
