import type { CardPaymentDetail } from '@olivia/contracts/card-payments';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date-time';
import { stepLabel } from './card-payment-text';

/** The attempt's steps, oldest first: each in the reader's words, the provider's own beneath. */
export function CardPaymentTimeline({ payment }: { payment: CardPaymentDetail }) {
  const { t, i18n } = useTranslation('cardPayments');
  return (
    <section aria-labelledby="card-payment-steps" className="space-y-2 text-sm">
      <h3 id="card-payment-steps" className="font-semibold text-dark dark:text-white">
        {t('detail.timeline')}
      </h3>
      {payment.steps.length === 0 ? (
        <p className="text-gray-500 dark:text-gray-400">{t('detail.noSteps')}</p>
      ) : (
        <ol className="space-y-3 border-s-2 border-primary/30 ps-4">
          {payment.steps.map((step, index) => (
            <li key={`${index}-${step.at}`} className="flex flex-wrap justify-between gap-x-4">
              <span className="min-w-0">
                <span className="block font-medium text-dark dark:text-gray-100">
                  {stepLabel(t, step.step)}
                </span>
                {step.message && (
                  <span className="block text-gray-500 dark:text-gray-400">{step.message}</span>
                )}
              </span>
              <time
                dateTime={step.at}
                className="whitespace-nowrap text-gray-600 dark:text-gray-300"
              >
                {formatDateTime(step.at, payment.currency, { language: i18n.language })}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
