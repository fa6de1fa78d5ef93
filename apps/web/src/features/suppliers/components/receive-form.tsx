import type { PurchaseOrder } from '@olivia/contracts/purchase-orders';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useErrorMessage } from '../../../lib/messages';
import { toastSuccess } from '../../../lib/toast';
import { useReceivePurchaseOrder } from '../api/suppliers-api';

/** What arrived of each line, at most what is still outstanding (all of it to start with). */
export function ReceiveForm({ order, onDone }: { order: PurchaseOrder; onDone: () => void }) {
  const { t } = useTranslation('suppliers');
  const errorMessage = useErrorMessage();
  const receive = useReceivePurchaseOrder(order.id);
  const open = order.lines.filter((line) => line.received < line.quantity);
  const [counts, setCounts] = useState<Record<string, string>>(() =>
    Object.fromEntries(open.map((line) => [line.id, String(line.quantity - line.received)])),
  );
  const submit = async () => {
    await receive.mutateAsync(
      open.map((line) => ({ lineid: line.id, quantity: Number(counts[line.id] || 0) })),
    );
    toastSuccess(t('receive.done', { number: order.number }));
    onDone();
  };
  return (
    <form
      className="space-y-3 rounded-md border border-gray-200 p-4 dark:border-gray-700"
      onSubmit={(event) => {
        event.preventDefault();
        void submit().catch(() => undefined);
      }}
    >
      <h3 className="font-semibold">{t('receive.title')}</h3>
      {open.map((line) => (
        <TextField
          key={line.id}
          label={t('receive.line', { name: line.name, left: line.quantity - line.received })}
          type="number"
          inputMode="numeric"
          min={0}
          max={line.quantity - line.received}
          step={1}
          value={counts[line.id] ?? ''}
          onChange={(event) =>
            setCounts((current) => ({ ...current, [line.id]: event.target.value }))
          }
        />
      ))}
      {receive.isError && <Alert>{errorMessage(receive.error)}</Alert>}
      <Button type="submit" loading={receive.isPending}>
        {t('receive.submit')}
      </Button>
    </form>
  );
}
