import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';

interface DashboardFailedProps {
  error: unknown;
  onRetry: () => void;
}

/**
 * docs/product (screens.md, rules.md): the dashboard's retry screen, worded for a lost connection
 * or anything else.
 */
export function DashboardFailed({ error, onRetry }: DashboardFailedProps) {
  const { t } = useTranslation('dashboard');
  const offline = error instanceof ApiError && error.isNetworkError;
  return (
    <section className="flex flex-col items-center gap-4 rounded-md bg-white px-6 py-12 text-center shadow-sm dark:bg-gray-900">
      <p role="alert" className="max-w-md text-base text-dark dark:text-gray-100">
        {offline ? t('failed.network') : t('failed.other')}
      </p>
      <Button onClick={onRetry}>{t('retry')}</Button>
    </section>
  );
}
