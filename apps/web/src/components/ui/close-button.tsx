import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The × in the corner of a dialog, drawer or panel, named 'Close' for screen readers. */
export function CloseButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('common');
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={t('actions.close')}
      className="rounded-md p-1 text-gray-500 hover:text-dark focus-visible:outline-2 focus-visible:outline-primary dark:hover:text-white"
    >
      <X aria-hidden="true" className="size-5" />
    </button>
  );
}
