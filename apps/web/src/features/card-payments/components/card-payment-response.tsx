import type { CardPaymentDetail } from '@olivia/contracts/card-payments';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * What the processor said, in its own words; for a failure, above them, what it means in plain
 * words by whom it is down to (the customer, their bank, or the provider) and what to suggest.
 */
export function CardPaymentResponse({ payment }: { payment: CardPaymentDetail }) {
  const { t } = useTranslation('cardPayments');
  const headingId = useId();
  const failure = payment.status === 'failed' ? payment.failurecategory : null;
  const tone = failure
    ? 'border-danger/30 bg-danger-light text-danger-dark'
    : 'border-gray-200 text-gray-700 dark:border-gray-700 dark:text-gray-200';
  return (
    <section
      aria-labelledby={headingId}
      className={`space-y-2 rounded-md border px-4 py-3 text-sm ${tone}`}
    >
      <h3 id={headingId} className="font-semibold">
        {t('detail.response')}
      </h3>
      {failure && <p className="font-medium">{t(`detail.failure.${failure}`)}</p>}
      <blockquote className="border-s-2 border-current/30 ps-3">
        {payment.gatewayresponse || t('detail.noResponse')}
      </blockquote>
    </section>
  );
}
