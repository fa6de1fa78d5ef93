import { formatMoney } from '@olivia/contracts/format-money';
import type { PurchaseOrder } from '@olivia/contracts/purchase-orders';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PinEntry } from '../../../components/ui/pin-entry';
import { TextField } from '../../../components/ui/text-field';
import { useErrorMessage } from '../../../lib/messages';
import { toastSuccess } from '../../../lib/toast';
import { usePaymentQuote, usePayPurchaseOrder } from '../api/suppliers-api';

/**
 * Paying the supplier: an amount up to what is due, the bank's name for their account and the
 * fee (a quote), then the PIN. The quote's `ref` goes with the payment, so sending it again
 * never pays twice.
 */
export function PayForm({ order, onDone }: { order: PurchaseOrder; onDone: () => void }) {
  const { t } = useTranslation('suppliers');
  const errorMessage = useErrorMessage();
  const quote = usePaymentQuote(order.id);
  const pay = usePayPurchaseOrder(order.id);
  const [amount, setAmount] = useState(String(order.due));
  const [pin, setPin] = useState('');
  const money = (value: number) => formatMoney(value, order.currency);
  const checked = quote.data;

  const confirm = async () => {
    if (!checked) return;
    await pay.mutateAsync({ amount: checked.amount, pin, ref: checked.ref });
    toastSuccess(t('pay.done', { amount: money(checked.amount) }));
    onDone();
  };
  return (
    <div className="space-y-3 rounded-md border border-gray-200 p-4 dark:border-gray-700">
      <h3 className="font-semibold">{t('pay.title')}</h3>
      {!checked ? (
        <form
          className="space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            quote.mutate(Number(amount));
          }}
        >
          <TextField
            label={t('pay.amount')}
            hint={t('pay.due', { due: money(order.due) })}
            type="number"
            inputMode="decimal"
            min={0}
            max={order.due}
            step="0.01"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
          {quote.isError && <Alert>{errorMessage(quote.error)}</Alert>}
          <Button type="submit" loading={quote.isPending}>
            {t('pay.check')}
          </Button>
        </form>
      ) : (
        <form
          className="space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            void confirm().catch(() => undefined);
          }}
        >
          <p className="text-sm">
            {t('pay.confirm', {
              amount: money(checked.amount),
              fee: money(checked.fee),
              name: checked.beneficiary,
              bank: checked.bankname,
              account: checked.accountnumber,
            })}
          </p>
          <PinEntry label={t('pay.pin')} value={pin} onChange={setPin} disabled={pay.isPending} />
          {pay.isError && <Alert>{errorMessage(pay.error)}</Alert>}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" loading={pay.isPending} disabled={pin.length < 4}>
              {t('pay.submit', { amount: money(checked.amount) })}
            </Button>
            <Button variant="outline" onClick={() => quote.reset()}>
              {t('pay.back')}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
