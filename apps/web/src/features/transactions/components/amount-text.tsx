import type { AgencyTransaction } from '@olivia/contracts/wallet';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@olivia/contracts/format-money';

/** A debit as a negative number, so exports add up. */
export const signedAmount = (row: Pick<AgencyTransaction, 'amount' | 'direction'>) =>
  row.direction === 'debit' ? -row.amount : row.amount;

/** The amount, signed and coloured: a credit green with +, a debit red with −. */
export function AmountText({
  row,
}: {
  row: Pick<AgencyTransaction, 'amount' | 'direction' | 'currency'>;
}) {
  const { t } = useTranslation('transactions');
  const debit = row.direction === 'debit';
  return (
    <span className={`font-semibold whitespace-nowrap ${debit ? 'text-danger' : 'text-success'}`}>
      <span className="sr-only">{`${t(`direction.${row.direction}`)} `}</span>
      <span aria-hidden="true">{debit ? '−' : '+'}</span>
      {formatMoney(row.amount, row.currency)}
    </span>
  );
}
