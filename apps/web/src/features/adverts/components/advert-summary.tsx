import { estimatedDailyReach, type AdvertPlatform } from '@olivia/contracts/adverts';
import { formatMoney } from '@olivia/contracts/format-money';
import { useTranslation } from 'react-i18next';
import { formatCount } from './advert-format';

interface AdvertSummaryProps {
  platforms: readonly AdvertPlatform[];
  dailyBudget: number;
  days: number;
  currency: string;
}

/**
 * What the campaign costs and whom it should reach, as the merchant types: daily budget × days,
 * and the contract's estimate (the server stores the same figure).
 */
export function AdvertSummary({ platforms, dailyBudget, days, currency }: AdvertSummaryProps) {
  const { t, i18n } = useTranslation('adverts');
  const budget = Number.isFinite(dailyBudget) && dailyBudget > 0 ? dailyBudget : 0;
  const wholeDays = Number.isInteger(days) && days > 0 ? days : 0;
  const reach = estimatedDailyReach(budget, currency, platforms);
  return (
    <section
      aria-label={t('form.summary')}
      aria-live="polite"
      className="grid grid-cols-2 gap-3 rounded-md bg-primary-light p-4 text-sm dark:bg-gray-800"
    >
      <div>
        <p className="text-gray-600 dark:text-gray-300">{t('form.total')}</p>
        <p className="text-lg font-semibold text-dark dark:text-white">
          {formatMoney(Math.round(budget * wholeDays * 100) / 100, currency)}
        </p>
      </div>
      <div>
        <p className="text-gray-600 dark:text-gray-300">{t('form.estimatedReach')}</p>
        <p className="text-lg font-semibold text-dark dark:text-white">
          {t('form.reachValue', {
            count: reach,
            reach: formatCount(reach, currency, i18n.language),
          })}
        </p>
      </div>
    </section>
  );
}
