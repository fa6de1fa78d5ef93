import { useTranslation } from 'react-i18next';
import { Spinner } from './spinner';

/** docs/product/screens.md: while loading, a full-screen spinner titled Loading... */
export function FullScreenLoader() {
  const { t } = useTranslation('common');
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-[60] flex animate-[fade-in_0.2s_ease-in_0.15s_both] flex-col items-center justify-center gap-3 bg-white/90 text-primary dark:bg-gray-950/90"
    >
      <Spinner className="size-10 border-4" />
      <p className="text-sm font-semibold text-dark dark:text-gray-200">{t('loading')}</p>
    </div>
  );
}
