import type { Traffic } from '@olivia/contracts/store-setup';
import { Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useWebsiteTraffic } from '../api/dashboard-api';
import { numberFormat } from '../../../lib/intl-formats';

/** docs/product/records.md Traffic's windows, in the order the cards show them. */
const WINDOWS = [
  'last24hrs',
  'lastWeek',
  'lastMonth',
  'lastYear',
] as const satisfies readonly (keyof Traffic)[];

/**
 * docs/product/screens.md: the storefront's visits over four windows ('Failed to get details' on
 * error).
 */
export function WebsiteVisits() {
  const { t, i18n } = useTranslation('dashboard');
  const traffic = useWebsiteTraffic();
  const number = numberFormat(i18n.language);
  return (
    <section aria-labelledby="website-visits-heading" className="space-y-3">
      <h2 id="website-visits-heading" className="text-lg font-semibold text-dark dark:text-white">
        {t('visits.title')}
      </h2>
      {traffic.isError ? (
        <div className="flex flex-wrap items-center gap-3 rounded-md bg-white p-5 shadow-sm dark:bg-gray-900">
          <p role="alert" className="text-sm text-danger">
            {t('visits.failed')}
          </p>
          <Button variant="outline" onClick={() => void traffic.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
          {WINDOWS.map((key) => (
            <li
              key={key}
              className="flex items-center gap-4 rounded-md bg-white p-4 shadow-sm sm:p-5 dark:bg-gray-900"
            >
              <span className="hidden size-10 shrink-0 items-center justify-center rounded-full sm:flex bg-primary/10 text-primary">
                <Eye aria-hidden="true" className="size-5" />
              </span>
              <div>
                <p className="text-sm text-gray-500 dark:text-gray-400">{t(`visits.${key}`)}</p>
                <p
                  className="text-xl font-bold text-dark dark:text-white"
                  data-testid={`visits-${key}`}
                >
                  {traffic.data ? number.format(traffic.data[key]) : '…'}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
