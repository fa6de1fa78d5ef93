import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useErrorMessage, useTranslateMessage } from '../../../lib/messages';
import type { useWaitingOrders } from '../api/delivery-runs-api';
import { fieldErrorsOf } from './run-rider-fields';
import { WaitingOrdersPicker } from './waiting-orders-picker';

/** The orders waiting for the run's day, as the plan and the edit drawers show them. */
export function WaitingOrdersChoice({
  waiting,
  currency,
  chosen,
  onChange,
}: {
  waiting: ReturnType<typeof useWaitingOrders>;
  currency: string | undefined;
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
}) {
  const { t } = useTranslation('delivery');
  const errorMessage = useErrorMessage();
  if (waiting.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-gray-600">
        <Spinner />
        {t('plan.loading')}
      </p>
    );
  }
  if (waiting.isError) return <Alert>{errorMessage(waiting.error)}</Alert>;
  if (waiting.data.groups.length === 0) {
    return <p className="text-sm text-gray-600 dark:text-gray-300">{t('plan.noneWaiting')}</p>;
  }
  return (
    <WaitingOrdersPicker
      waiting={waiting.data}
      currency={currency}
      chosen={chosen}
      onChange={onChange}
    />
  );
}

/** The run's note and a refusal no field can show, at the end of the drawer's fields. */
export function RunNoteAndRefusal({
  note,
  onNote,
  error,
  refusal,
}: {
  note: string;
  onNote: (note: string) => void;
  error: string | undefined;
  refusal: unknown;
}) {
  const { t } = useTranslation('delivery');
  const translate = useTranslateMessage();
  const errorMessage = useErrorMessage();
  return (
    <>
      <TextareaField
        label={t('plan.note')}
        value={note}
        onChange={(event) => onNote(event.target.value)}
        error={error}
        rows={2}
      />
      {refusal != null && Object.keys(fieldErrorsOf(refusal, translate)).length === 0 && (
        <Alert>{errorMessage(refusal)}</Alert>
      )}
    </>
  );
}

/** Cancel and the submit button, under the drawer's fields. */
export function RunFormFooter({
  submitLabel,
  pending,
  onCancel,
}: {
  submitLabel: string;
  pending: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation('delivery');
  return (
    <div className="flex justify-end gap-2 border-t border-gray-100 px-5 py-4 dark:border-gray-800">
      <Button type="button" variant="outline" onClick={onCancel}>
        {t('plan.cancel')}
      </Button>
      <Button type="submit" loading={pending}>
        {submitLabel}
      </Button>
    </div>
  );
}
