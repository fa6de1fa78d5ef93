import { formatMoney } from '@olivia/contracts/format-money';

/** docs/product/records.md: a masked balance shows as asterisks. */
export const MASKED_BALANCE = '******';

interface BalanceAmountProps {
  /** null when the server does not show this user the balance. */
  amount: number | null;
  currency: string;
  masked: boolean;
  /** Shown for a null amount. */
  notShownText: string;
  className?: string;
}

export function BalanceAmount({
  amount,
  currency,
  masked,
  notShownText,
  className = '',
}: BalanceAmountProps) {
  const text =
    amount === null ? notShownText : masked ? MASKED_BALANCE : formatMoney(amount, currency);
  return (
    <span data-testid="balance-amount" className={`tabular-nums ${className}`}>
      {text}
    </span>
  );
}
