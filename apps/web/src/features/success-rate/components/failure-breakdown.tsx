import { FAILURE_CATEGORIES } from '@olivia/contracts/card-payments';
import type { SuccessRate } from '@olivia/contracts/success-rate';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { screenPaths } from '../../../lib/screen-paths';
import { useRateFormat } from '../hooks/use-rate-format';

/**
 * Failed and abandoned attempts by who they are down to, each explained in a line, the most
 * frequent reasons, and the way to the failed card payments themselves.
 */
export function FailureBreakdown({ rate }: { rate: SuccessRate }) {
  const { t } = useTranslation('successRate');
  const format = useRateFormat();
  return (
    <section
      aria-labelledby="success-rate-failures"
      className="space-y-4 rounded-md bg-white p-4 shadow-sm dark:bg-gray-900"
    >
      <h2 id="success-rate-failures" className="text-lg font-semibold text-dark dark:text-white">
        {t('failures.title')}
      </h2>
      <dl className="grid gap-3 sm:grid-cols-3">
        {FAILURE_CATEGORIES.map((category) => (
          <div key={category} className="rounded-md bg-gray-50 px-3 py-2 dark:bg-gray-800">
            <dt className="text-sm text-gray-600 dark:text-gray-300">
              {t(`failures.${category}.label`)}
            </dt>
            <dd className="text-base font-semibold text-dark dark:text-white">
              {format.count(rate.failures[category] ?? 0)}
            </dd>
            <dd className="text-xs text-gray-500 dark:text-gray-400">
              {t(`failures.${category}.explanation`)}
            </dd>
          </div>
        ))}
      </dl>
      <div className="space-y-2">
        <h3 className="font-semibold text-dark dark:text-white">{t('reasons.title')}</h3>
        {rate.reasons.length === 0 ? (
          <p className="text-sm text-gray-500 dark:text-gray-400">{t('reasons.none')}</p>
        ) : (
          <ol className="divide-y divide-gray-100 text-sm dark:divide-gray-800">
            {rate.reasons.map((reason) => (
              <li
                key={`${reason.category}:${reason.reason}`}
                className="flex items-baseline justify-between gap-3 py-2"
              >
                <span className="min-w-0 break-words">
                  {reason.reason}{' '}
                  <span className="text-xs text-gray-500 dark:text-gray-400">
                    ({t(`failures.${reason.category}.label`)})
                  </span>
                </span>
                <span className="font-semibold tabular-nums">{format.count(reason.count)}</span>
              </li>
            ))}
          </ol>
        )}
      </div>
      <Link
        to={`${screenPaths.cardTransactions}?status=failed`}
        className="inline-block text-sm font-semibold text-primary hover:underline"
      >
        {t('failures.viewFailedCards')}
      </Link>
    </section>
  );
}
