import { useTranslation } from 'react-i18next';
import { productName } from '../../../lib/page-title';

export function PublicFooter() {
  const { t } = useTranslation('common');
  return (
    <footer className="border-t border-gray-100 py-6 text-center text-sm text-gray-500 dark:border-gray-800">
      {t('layout.footer', { year: new Date().getFullYear(), store: productName() })}
    </footer>
  );
}
