import { formatMoney } from '@olivia/contracts/format-money';
import type { VerificationSummary } from '@olivia/contracts/verification';
import {
  dailyLimitsOf,
  VERIFICATION_TIERS,
  type PayoutLimitKind,
} from '@olivia/contracts/verification-tiers';
import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date-time';

/** The total the store's currency offers: transfers for NGN, settlements elsewhere. */
export const limitKindIn = (summary: VerificationSummary): PayoutLimitKind =>
  summary.limits.transfer === null ? 'settlement' : 'transfer';

/** Today's use against the tier's limit, with what is left and when it starts again. */
export function TodayLimit({ summary }: { summary: VerificationSummary }) {
  const { t, i18n } = useTranslation('verificationCentre');
  const kind = limitKindIn(summary);
  const limit = summary.limits[kind] ?? 0;
  const used = summary.usedToday[kind] ?? 0;
  const money = (amount: number) => formatMoney(amount, summary.currency);
  const share = limit > 0 ? Math.min(100, Math.round((used / limit) * 100)) : 100;
  return (
    <section
      aria-labelledby="today-limit"
      className="space-y-3 rounded-md bg-white p-5 shadow-sm dark:bg-gray-900"
    >
      <h2 id="today-limit" className="text-lg font-semibold text-dark dark:text-white">
        {t(`limits.title_${kind}`)}
      </h2>
      {limit === 0 ? (
        <p className="text-sm text-gray-600 dark:text-gray-300">{t('limits.none')}</p>
      ) : (
        <>
          <p className="text-sm text-gray-600 dark:text-gray-300">
            {t('limits.used', { used: money(used), limit: money(limit) })}
          </p>
          <div
            role="meter"
            aria-label={t(`limits.title_${kind}`)}
            aria-valuemin={0}
            aria-valuemax={limit}
            aria-valuenow={used}
            className="h-2 overflow-hidden rounded-full bg-gray-100 dark:bg-gray-800"
          >
            <div className="h-full bg-primary" style={{ width: `${share}%` }} />
          </div>
          <p className="text-sm font-semibold text-dark dark:text-white">
            {t('limits.left', { left: money(Math.max(0, limit - used)) })}
          </p>
        </>
      )}
      <p className="text-xs text-gray-500 dark:text-gray-400">
        {t('limits.resets', {
          time: formatDateTime(summary.resetsAt, summary.currency, { language: i18n.language }),
        })}
      </p>
    </section>
  );
}

/** Every tier, what it needs and its daily limit in the store's currency; the store's marked. */
export function TierLadder({ summary }: { summary: VerificationSummary }) {
  const { t } = useTranslation('verificationCentre');
  const kind = limitKindIn(summary);
  return (
    <section
      aria-labelledby="tier-ladder"
      className="space-y-3 rounded-md bg-white p-5 shadow-sm dark:bg-gray-900"
    >
      <h2 id="tier-ladder" className="text-lg font-semibold text-dark dark:text-white">
        {t('ladder.title')}
      </h2>
      <ol className="space-y-2">
        {VERIFICATION_TIERS.map((tier) => {
          const current = tier === summary.tier;
          const limit = dailyLimitsOf(tier, summary.currency)[kind] ?? 0;
          return (
            <li
              key={tier}
              aria-current={current ? 'step' : undefined}
              className={`flex flex-col gap-2 rounded-md border p-3 text-sm sm:flex-row sm:items-start sm:justify-between ${
                current
                  ? 'border-primary bg-primary-light text-primary'
                  : 'border-gray-200 text-gray-600 dark:border-gray-700 dark:text-gray-300'
              }`}
            >
              <span className="flex min-w-0 flex-1 gap-2">
                {tier < summary.tier ? (
                  <CheckCircle2 aria-hidden="true" className="size-5 shrink-0 text-success" />
                ) : null}
                <span className="min-w-0">
                  <span className="block font-semibold">
                    {t(`tiers.${tier}.name`)}
                    {current ? ` · ${t('ladder.yours')}` : ''}
                  </span>
                  <span className="block text-xs">{t(`tiers.${tier}.needs`)}</span>
                </span>
              </span>
              <span className="font-semibold whitespace-nowrap sm:text-right">
                {limit > 0
                  ? t('ladder.perDay', { amount: formatMoney(limit, summary.currency) })
                  : t('ladder.noPayouts')}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
