import { formatMoney } from '@olivia/contracts/format-money';
import { cardMessages } from '@olivia/contracts/card-messages';
import { orderMessages } from '@olivia/contracts/order-messages';
import { orderRefundFields, orderRefundRules } from '@olivia/contracts/order-refunds';
import type { OrderDetail } from '@olivia/contracts/orders';
import { useEffect } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { FormDrawerFields } from '../../../components/resource/form-drawer';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PinEntry } from '../../../components/ui/pin-entry';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import type { useRefundAccountCheck } from '../api/orders-api';

/** The drawer's form: the contract's request less its `ref`, with every line's quantity. */
export const formSchema = (refundable: number) =>
  z
    .object(orderRefundFields)
    .omit({ ref: true, items: true })
    .extend({
      lines: z.array(
        z.object({
          itemid: z.string(),
          quantity: z
            .number(orderMessages.quantityInvalid)
            .int(orderMessages.quantityInvalid)
            .min(0),
        }),
      ),
    })
    .superRefine((body, context) =>
      orderRefundRules({ ...body, items: body.lines.filter((l) => l.quantity > 0) }, context),
    )
    .refine((body) => body.amount === null || body.amount <= refundable, {
      message: cardMessages.refundAboveRefundable,
      path: ['amount'],
    });
export type RefundSchema = ReturnType<typeof formSchema>;

/** What the fields know that the submit needs: the way chosen, and whether its account is named. */
export interface BankState {
  method: string | undefined;
  named: boolean;
}

type FieldsProps = FormDrawerFields<RefundSchema> & {
  order: OrderDetail;
  methods: readonly ('card' | 'bank' | 'cash')[];
  banks: { code: string; name: string }[];
  check: ReturnType<typeof useRefundAccountCheck>;
  checkError: string | undefined;
  onBankState: (state: BankState) => void;
};

/** The refund's fields: the way back, what goes back, the bank account when it is one, the PIN. */
export function RefundFields(props: FieldsProps) {
  const { form, errorOf, order, methods, banks, check, checkError, onBankState } = props;
  const { t } = useTranslation('orders');
  const money = (value: number) => formatMoney(value, order.currency);
  const [method, lines, delivery, amount, bankcode, account] = useWatch({
    control: form.control,
    name: ['method', 'lines', 'delivery', 'amount', 'bankcode', 'account'],
  });
  // The lines and the delivery chosen make the amount; it can still be typed over.
  const worth =
    (lines ?? []).reduce((sum, line, index) => {
      const item = order.items[index];
      return sum + (item ? item.unitprice * (Number(line.quantity) || 0) : 0);
    }, 0) + (delivery ? order.deliveryfee : 0);
  useEffect(() => {
    if (worth > 0) form.setValue('amount', Math.round(worth * 100) / 100);
  }, [worth, form]);
  const checked = check.data;
  const stale =
    checked && (checked.accountnumber !== account || checked.amount !== amount || bankcode === '');
  const named = Boolean(checked && !stale);
  useEffect(() => onBankState({ method, named }), [method, named, onBankState]);

  return (
    <>
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-dark dark:text-white">
          {t('refund.how')}
        </legend>
        <div className="flex flex-wrap gap-3">
          {methods.map((option) => (
            <label key={option} className="flex items-center gap-2 text-sm">
              <input type="radio" value={option} {...form.register('method')} />
              {t(`refund.method.${option}`)}
            </label>
          ))}
        </div>
        <p className="text-xs text-gray-500">{t(`refund.methodHint.${method ?? 'cash'}`)}</p>
      </fieldset>

      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-dark dark:text-white">
          {t('refund.lines')}
        </legend>
        {order.items.map((item, index) => (
          <div key={item.id} className="flex items-center justify-between gap-3 text-sm">
            <span className="min-w-0 break-words">
              {item.variant ? `${item.name} (${item.variant})` : item.name} ·{' '}
              {t('refund.ofEach', { quantity: item.quantity, price: money(item.unitprice) })}
            </span>
            <input
              type="number"
              min={0}
              max={item.quantity}
              aria-label={t('refund.lineQuantity', { name: item.name })}
              className="w-20 rounded-md border border-gray-300 px-2 py-1 dark:border-gray-700 dark:bg-gray-900"
              {...form.register(`lines.${index}.quantity`, { valueAsNumber: true })}
            />
          </div>
        ))}
        {order.deliveryfee > 0 && (
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" {...form.register('delivery')} />
            {t('refund.delivery', { fee: money(order.deliveryfee) })}
          </label>
        )}
      </fieldset>

      <TextField
        label={t('refund.amount')}
        type="number"
        inputMode="decimal"
        step="0.01"
        min={0}
        error={errorOf('amount')}
        {...form.register('amount', { valueAsNumber: true })}
      />

      {method === 'bank' && (
        <div className="space-y-3 rounded-xl bg-gray-50 p-4 dark:bg-gray-900">
          <SelectField
            label={t('refund.bank')}
            options={[
              { value: '', label: t('refund.chooseBank') },
              ...banks.map((bank) => ({ value: bank.code, label: bank.name })),
            ]}
            error={errorOf('bankcode')}
            {...form.register('bankcode')}
          />
          <TextField
            label={t('refund.account')}
            inputMode="numeric"
            maxLength={10}
            error={errorOf('account')}
            {...form.register('account')}
          />
          <Button
            type="button"
            variant="outline"
            loading={check.isPending}
            disabled={!bankcode || !account || !amount}
            onClick={() =>
              check.mutate({
                bankcode: bankcode ?? '',
                accountnumber: account ?? '',
                amount: amount ?? 0,
              })
            }
          >
            {t('refund.checkAccount')}
          </Button>
          {checkError && <Alert>{checkError}</Alert>}
          {checked && !stale && (
            <p role="status" className="text-sm">
              {t('refund.accountChecked', {
                name: checked.beneficiary,
                bank: checked.bankname,
                fee: money(checked.fee),
              })}
            </p>
          )}
        </div>
      )}

      <TextareaField
        label={t('refund.reason')}
        rows={2}
        maxLength={200}
        error={errorOf('reason')}
        {...form.register('reason')}
      />
      <Controller
        control={form.control}
        name="pin"
        render={({ field }) => (
          <PinEntry
            label={t('refund.pin')}
            value={field.value ?? ''}
            onChange={field.onChange}
            error={errorOf('pin')}
          />
        )}
      />
    </>
  );
}
