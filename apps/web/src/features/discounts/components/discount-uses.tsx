import type { DiscountUse } from '@olivia/contracts/discounts';
import { formatMoney } from '@olivia/contracts/format-money';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataTableColumn } from '../../../components/ui/data-table/column';
import { DataTable } from '../../../components/ui/data-table/data-table';
import { formatDateTime } from '../../../lib/format-date-time';
import { useErrorMessage } from '../../../lib/messages';
import { detailPath, screenPaths } from '../../../lib/screen-paths';
import { useSession } from '../../../lib/session';
import { useDiscountUses } from '../api/discounts-api';

const linkClass =
  'font-semibold text-primary hover:underline focus-visible:outline-2 focus-visible:outline-primary';

/** The screen a use opens: its order, its payment link or its invoice. */
const SCREEN: Record<DiscountUse['kind'], string> = {
  order: screenPaths.orders,
  linkpayment: screenPaths.paymentLinks,
  invoice: screenPaths.invoices,
};
const screenOf = (use: DiscountUse) => `${SCREEN[use.kind]}/${detailPath(use.ownerid)}`;

function useColumns(t: TFunction<'discounts'>, language: string, currency: string | undefined) {
  return useMemo((): DataTableColumn<DiscountUse>[] => {
    const where = (use: DiscountUse) =>
      t(`uses.kind.${use.kind}`, { reference: use.reference || t('uses.draft') });
    return [
      {
        id: 'usedat',
        header: t('uses.columns.usedat'),
        value: (use) => new Date(use.usedat),
        cell: (use) => (
          <span className="whitespace-nowrap">
            {formatDateTime(use.usedat, currency, { language })}
          </span>
        ),
      },
      {
        id: 'where',
        header: t('uses.columns.where'),
        value: where,
        cell: (use) => (
          <Link to={screenOf(use)} className={linkClass}>
            {where(use)}
          </Link>
        ),
        sortable: false,
      },
      {
        id: 'customer',
        header: t('uses.columns.customer'),
        value: (use) => use.customer || t('uses.unknown'),
        sortable: false,
      },
      {
        id: 'code',
        header: t('uses.columns.code'),
        value: (use) => use.code || '—',
        sortable: false,
      },
      {
        id: 'amount',
        header: t('uses.columns.amount'),
        value: (use) => use.amount,
        cell: (use) => (
          <span className="whitespace-nowrap">{formatMoney(use.amount, use.currency)}</span>
        ),
        sortable: false,
      },
    ];
  }, [t, language, currency]);
}

/**
 * Where a discount was used (ADR 0034): each order, payment-link payment and invoice it took
 * money off, newest first, linked to its screen; its page in the URL under `uses.`.
 */
export function DiscountUses({ discountId }: { discountId: string }) {
  const { t, i18n } = useTranslation('discounts');
  const errorMessage = useErrorMessage();
  const currency = useSession((state) => state.user?.currency);
  const uses = useDiscountUses(discountId);
  const columns = useColumns(t, i18n.language, currency);
  const { result } = uses;

  const emptyText = result.isError
    ? `${t('uses.loadFailed')} ${errorMessage(result.error)}`
    : t('uses.none');

  return (
    <section aria-labelledby="discount-uses-heading" className="space-y-3 pt-2">
      <h3 id="discount-uses-heading" className="text-base font-semibold text-dark dark:text-white">
        {t('uses.title')}
      </h3>
      <DataTable
        label={t('uses.title')}
        columns={columns}
        rows={result.data?.content ?? []}
        total={result.data?.total ?? 0}
        totalCapped={result.data?.totalCapped}
        query={uses.table}
        isLoading={result.isPending || result.isPlaceholderData}
        cards
        getRowId={(use) => use.id}
        emptyText={emptyText}
      />
    </section>
  );
}
