import { formatMoney } from '@olivia/contracts/format-money';
import { ORDER_STATUSES, type OrderEvent, type OrderStatus } from '@olivia/contracts/orders';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const isStatus = (value: string | undefined): value is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(value ?? '');

/** An amount param: a number in major units is written in the order's currency, text as it is. */
const moneyParam = (value: string | undefined, currency: string) => {
  if (value === undefined || value.trim() === '') return '';
  const amount = Number(value);
  return Number.isFinite(amount) ? formatMoney(amount, currency) : value;
};

/**
 * The sentence of a timeline event in the reader's language, from its `code` and `params`
 * (ADR 0016): statuses are named as the badges name them, amounts in the order's currency.
 */
export function useOrderEventText(currency: string): (event: OrderEvent) => string {
  const { t } = useTranslation('orders');
  return useCallback(
    ({ code, params }: OrderEvent) => {
      const status = (value: string | undefined) =>
        isStatus(value) ? t(`status.${value}`) : (value ?? '');
      switch (code) {
        case 'paymentReceived':
          return t('timeline.paymentReceived', { amount: moneyParam(params['amount'], currency) });
        case 'statusChanged':
          return t('timeline.statusChanged', {
            from: status(params['from']),
            to: status(params['to']),
          });
        case 'returnReceived':
          return t('timeline.returnReceived', {
            count: Number(params['quantity'] ?? 0),
            item: params['item'] ?? '',
          });
        default:
          return t(`timeline.${code}`);
      }
    },
    [t, currency],
  );
}

/** Who did it: the staff member's name, or 'Customer' / 'System' in the reader's language. */
export function useEventAuthor(): (by: string) => string {
  const { t } = useTranslation('orders');
  return useCallback(
    (by: string) => {
      if (by === 'Customer') return t('timeline.customer');
      if (by === 'System') return t('timeline.system');
      return by;
    },
    [t],
  );
}
