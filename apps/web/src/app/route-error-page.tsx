import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { screenPaths } from '../lib/screen-paths';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return String(error);
}

/**
 * docs/product/screens.md: the router's error page shows 'Unexpected Application Error!' and the
 * status or message.
 */
export function RouteErrorPage() {
  const { t } = useTranslation('common');
  const error = useRouteError();

  return (
    <main className="flex min-h-[60vh] flex-col items-center justify-center gap-3 px-6 text-center">
      <h1 className="text-2xl font-bold text-danger">{t('errors.unexpected')}</h1>
      <p className="max-w-xl font-mono text-sm break-words text-gray-600 dark:text-gray-300">
        {describe(error)}
      </p>
      <Link
        to={screenPaths.home}
        className="mt-2 text-sm font-semibold text-primary hover:underline"
      >
        {t('actions.backHome')}
      </Link>
    </main>
  );
}
