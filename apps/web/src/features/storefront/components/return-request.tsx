import { zodResolver } from '@hookform/resolvers/zod';
import { CustomerReturnRequestSchema } from '@olivia/contracts/returns';
import type { PublicOrder } from '@olivia/contracts/storefront';
import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useErrorMessage, useTranslateMessage } from '../../../lib/messages';
import { useAskReturn, type OrderAccess } from '../api/storefront-api';

type Values = z.input<typeof CustomerReturnRequestSchema>;

interface ReturnRequestProps {
  order: PublicOrder;
  access: OrderAccess;
  item: PublicOrder['items'][number];
}

/** Units of a line already asked back (still open or received); a rejected ask frees them. */
export const askedBack = (order: PublicOrder, itemId: string) =>
  order.returns
    .filter((entry) => entry.itemid === itemId && entry.status !== 'rejected')
    .reduce((sum, entry) => sum + entry.quantity, 0);

/**
 * A delivered line's return, while the store's window is open: how many and why, sent with the
 * order's secret; then what became of the ask. The store receives it on /returned-items/all.
 */
export function ReturnRequest({ order, access, item }: ReturnRequestProps) {
  const { t } = useTranslation('storefront');
  const translate = useTranslateMessage();
  const errorMessage = useErrorMessage();
  const ask = useAskReturn(access);
  const [open, setOpen] = useState(false);
  const asked = askedBack(order, item.id);
  const left = item.quantity - asked;
  const form = useForm<Values, unknown, z.output<typeof CustomerReturnRequestSchema>>({
    resolver: zodResolver(CustomerReturnRequestSchema),
    defaultValues: { itemid: item.id, quantity: 1, reason: '' },
  });
  const statuses = order.returns.filter((entry) => entry.itemid === item.id);

  return (
    <div className="mt-3 space-y-2 print:hidden">
      {statuses.map((entry, index) => (
        <p key={index} className="flex items-center gap-2 text-sm text-gray-600 dark:text-gray-300">
          <Undo2 aria-hidden="true" className="size-4" />
          {t(`returns.status.${entry.status}`, { count: entry.quantity })}
        </p>
      ))}
      {order.returnuntil !== null && left > 0 && !open && (
        <Button variant="outline" onClick={() => setOpen(true)}>
          {t('returns.ask')}
        </Button>
      )}
      {order.returnuntil !== null && left > 0 && open && (
        <form
          noValidate
          aria-label={t('returns.formLabel', { name: item.name })}
          className="space-y-3 rounded-xl bg-gray-50 p-4 dark:bg-gray-900"
          onSubmit={form.handleSubmit((values) =>
            ask.mutate(values, { onSuccess: () => setOpen(false) }),
          )}
        >
          <SelectField
            label={t('returns.quantity')}
            options={Array.from({ length: left }, (_, index) => ({
              value: String(index + 1),
              label: String(index + 1),
            }))}
            {...form.register('quantity', { valueAsNumber: true })}
            error={translate(form.formState.errors.quantity?.message) || undefined}
          />
          <TextareaField
            label={t('returns.reason')}
            rows={3}
            maxLength={500}
            error={translate(form.formState.errors.reason?.message) || undefined}
            {...form.register('reason')}
          />
          {ask.isError && <Alert>{errorMessage(ask.error)}</Alert>}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" loading={ask.isPending} loadingText={t('returns.sending')}>
              {t('returns.send')}
            </Button>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {t('returns.cancel')}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
