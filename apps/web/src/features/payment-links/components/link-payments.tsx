import { LINK_PAYMENT_STATUSES, type PaymentLink } from '@olivia/contracts/payment-links';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceFilter } from '../../../components/resource/choice-filter';
import { DataTable } from '../../../components/ui/data-table/data-table';
import { useErrorMessage } from '../../../lib/messages';
import { getAllLinkPayments, useLinkPayments } from '../api/payment-links-api';
import { linkPaymentColumns } from './link-payment-columns';

/**
 * A link's payments, newest first: the status filter, pages and sort in the URL (under
 * `payments.`), exported as CSV, Excel or print with every page of the filtered set.
 */
export function LinkPayments({ link }: { link: PaymentLink }) {
  const { t, i18n } = useTranslation('paymentLinks');
  const errorMessage = useErrorMessage();
  const payments = useLinkPayments(link.id);
  const language = i18n.language;
  const { result } = payments;
  const rows = result.data?.content;
  // A link that no longer sells products still shows what its earlier payments bought.
  const withItems =
    link.items.length > 0 || (rows ?? []).some((payment) => payment.items.length > 0);
  const columns = useMemo(
    () => linkPaymentColumns(t, { currency: link.currency, language, withItems }),
    [t, link.currency, language, withItems],
  );

  let emptyText = t('payments.none');
  if (result.isError) emptyText = `${t('payments.loadFailed')} ${errorMessage(result.error)}`;
  else if (payments.isFiltered) emptyText = t('payments.noneFiltered');

  return (
    <section aria-labelledby="link-payments-heading" className="space-y-3">
      <h3 id="link-payments-heading" className="text-base font-semibold text-dark dark:text-white">
        {t('payments.title')}
      </h3>
      <ChoiceFilter
        label={t('payments.status.label')}
        allLabel={t('payments.status.all')}
        choices={LINK_PAYMENT_STATUSES}
        labelOf={(status) => t(`payments.status.${status}`)}
        value={payments.filters.status}
        onChange={(status) => payments.setFilter('status', status)}
        className="w-full sm:w-44"
      />
      <DataTable
        label={t('payments.title')}
        columns={columns}
        rows={rows ?? []}
        total={result.data?.total ?? 0}
        totalCapped={result.data?.totalCapped}
        query={payments.table}
        isLoading={result.isPending || result.isPlaceholderData}
        cards
        exportName={t('payments.exportName', { slug: link.slug })}
        exportRows={() => getAllLinkPayments(link.id, payments.query)}
        getRowId={(row) => row.id}
        emptyText={emptyText}
      />
    </section>
  );
}
