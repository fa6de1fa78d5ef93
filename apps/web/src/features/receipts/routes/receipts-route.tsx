import { messages } from '@olivia/contracts/messages';
import type { Receipt } from '@olivia/contracts/receipts';
import { isDateRangeOrdered } from '@olivia/contracts/wallet';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/resource/list-page';
import { useTranslateMessage } from '../../../lib/messages';
import { usePageTitle } from '../../../lib/page-title';
import { useRouteTitleKey } from '../../../lib/route-title';
import { useSession } from '../../../lib/session';
import { receiptsApi } from '../api/receipts-api';
import { receiptColumns } from '../components/receipt-columns';
import { ReceiptFilters } from '../components/receipt-filters';
import { ReceiptRowActions } from '../components/receipt-row-actions';
import { ResendReceiptDialog } from '../components/resend-receipt-dialog';

const LIST_DEFAULTS = { sort: 'paidat', order: 'desc' } as const;

/**
 * /receipts/all: one receipt per payment in (orders, payment links, top-ups), newest first; search,
 * what was paid for, the method, paid dates, sorting and pages in the URL; export of the filtered
 * set; each row opens its page, downloads its PDF or resends it. Below 640 px rows are cards.
 */
export function ReceiptsRoute() {
  usePageTitle(useRouteTitleKey() ?? 'receipts');
  const { t, i18n } = useTranslation(['receipts', 'routes']);
  const translateMessage = useTranslateMessage();
  const currency = useSession((state) => state.user?.currency);
  const receipts = receiptsApi.useList({ defaults: LIST_DEFAULTS });
  const [resending, setResending] = useState<Receipt | null>(null);
  const language = i18n.language;
  const { source, method, from, to } = receipts.filters;
  const rangeError = isDateRangeOrdered(from, to)
    ? undefined
    : translateMessage(messages.dateRangeInvalid);

  const columns = useMemo(
    () =>
      receiptColumns(t, {
        currency,
        language,
        actions: (receipt) => <ReceiptRowActions receipt={receipt} onResend={setResending} />,
      }),
    [t, currency, language],
  );

  return (
    <ListPage
      title={t('routes:receipts')}
      description={t('intro')}
      filters={
        <ReceiptFilters
          values={{ source, method, from, to }}
          rangeError={rangeError}
          onChange={receipts.setFilters}
        />
      }
      resource={receipts}
      blocked={rangeError}
      columns={columns}
      label={t('table.label')}
      searchable
      cards
      getRowId={(receipt) => receipt.id}
      emptyState={{ title: t('empty.title'), body: t('empty.body') }}
      exportName={t('table.exportName')}
      exportRows={() => (rangeError ? Promise.resolve([]) : receiptsApi.getAll(receipts.query))}
      errorText={t('loadFailed')}
    >
      <ResendReceiptDialog
        key={resending?.id}
        receipt={resending}
        onClose={() => setResending(null)}
      />
    </ListPage>
  );
}
