import type { SuccessRate } from '@olivia/contracts/success-rate';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/format-date-time';
import { useRateFormat } from '../hooks/use-rate-format';

const COUNTS = ['attempted', 'successful', 'failed', 'abandoned'] as const;

/** The period's rate beside the previous period's, the change in points, and the counts. */
export function RateHeadline({ rate }: { rate: SuccessRate }) {
  const { t, i18n } = useTranslation('successRate');
  const format = useRateFormat();
  const day = (value: string) => formatDay(value, 'NGN', { language: i18n.language });
  const { overall, previous } = rate;
  return (
    <section
      aria-labelledby="success-rate-headline"
      className="space-y-4 rounded-md bg-white p-4 shadow-sm dark:bg-gray-900"
    >
      <div className="flex flex-wrap items-end gap-x-8 gap-y-3">
        <div>
          <h2 id="success-rate-headline" className="text-sm text-gray-600 dark:text-gray-300">
            {t('headline.title', { from: day(rate.from), to: day(rate.to) })}
          </h2>
          <p className="text-4xl font-bold text-dark dark:text-white">
            {format.percent(overall.rate)}
          </p>
        </div>
        <dl className="flex flex-wrap gap-x-8 gap-y-2 text-sm">
          <div>
            <dt className="text-gray-600 dark:text-gray-300">
              {t('headline.previous', { from: day(rate.previousfrom), to: day(rate.previousto) })}
            </dt>
            <dd className="text-lg font-semibold text-dark dark:text-white">
              {format.percent(previous.rate)}
            </dd>
          </div>
          <div>
            <dt className="text-gray-600 dark:text-gray-300">{t('headline.change')}</dt>
            <dd className="text-lg font-semibold text-dark dark:text-white">
              {format.points(overall.rate, previous.rate)}
            </dd>
          </div>
        </dl>
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        {COUNTS.map((key) => (
          <div key={key} className="rounded-md bg-gray-50 px-3 py-2 dark:bg-gray-800">
            <dt className="text-gray-600 dark:text-gray-300">{t(`counts.${key}`)}</dt>
            <dd className="text-base font-semibold text-dark dark:text-white">
              {format.count(overall[key])}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
