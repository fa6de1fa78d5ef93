import { useTranslation } from 'react-i18next';
import { ListError } from '../../../components/resource/list-error';
import { Alert } from '../../../components/ui/alert';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/page-title';
import { useSuccessRate } from '../api/success-rate-api';
import { FailureBreakdown } from '../components/failure-breakdown';
import { PeriodPicker } from '../components/period-picker';
import { RateChart } from '../components/rate-chart';
import { RateHeadline } from '../components/rate-headline';
import { RateTable } from '../components/rate-table';
import { usePeriod } from '../hooks/use-period';

/**
 * /transactions/success-rate (NGN stores; docs SPEC): of the payments customers attempted on
 * payment links and at checkout, by transfer and by card, the share that succeeded over a period
 * (kept in the URL) beside the period before it, by day, channel and bank, and why the others
 * failed. A store in another currency is told the page is not for it (the server answers 403).
 */
export function SuccessRateRoute() {
  usePageTitle('successRate');
  const { t } = useTranslation(['successRate', 'routes', 'messages']);
  const { period, choosePreset, chooseDates } = usePeriod();
  const successRate = useSuccessRate(period.query);
  const notForStore = successRate.error instanceof ApiError && successRate.error.status === 403;
  const rate = successRate.data;

  let body;
  if (notForStore) {
    body = <Alert tone="info">{t('messages:successRateNgnOnly')}</Alert>;
  } else if (successRate.isError) {
    body = (
      <ListError
        text={t('loadFailed')}
        error={successRate.error}
        onRetry={() => void successRate.refetch()}
      />
    );
  } else if (!period.query) {
    body = null;
  } else if (!rate) {
    body = (
      <p role="status" className="flex items-center gap-2 text-sm text-gray-500">
        <Spinner />
        {t('loading')}
      </p>
    );
  } else if (rate.overall.attempted === 0) {
    body = (
      <section aria-label={t('routes:successRate')}>
        <EmptyState title={t('empty.title')} body={t('empty.body')} />
      </section>
    );
  } else {
    body = (
      <div className="space-y-6">
        <RateHeadline rate={rate} />
        <RateChart rate={rate} />
        <div className="grid gap-6 lg:grid-cols-2">
          <RateTable
            title={t('tables.byChannel')}
            nameHeading={t('tables.channel')}
            rows={rate.channels.map((row) => ({ ...row, name: t(`channels.${row.channel}`) }))}
          />
          <RateTable
            title={t('tables.byBank')}
            nameHeading={t('tables.bank')}
            rows={rate.banks.map((row) => ({ ...row, name: row.bank }))}
          />
        </div>
        <FailureBreakdown rate={rate} />
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold text-dark dark:text-white">{t('routes:successRate')}</h1>
        <p className="text-sm text-gray-600 dark:text-gray-300">{t('intro')}</p>
      </header>
      {!notForStore && (
        <PeriodPicker period={period} onPreset={choosePreset} onDates={chooseDates} />
      )}
      {body}
    </div>
  );
}
