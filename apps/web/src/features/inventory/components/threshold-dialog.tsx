import { zodResolver } from '@hookform/resolvers/zod';
import {
  ThresholdRequestSchema,
  type InventoryItem,
  type ThresholdRequest,
} from '@olivia/contracts/inventory';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useErrorMessage, useTranslateMessage } from '../../../lib/messages';
import { toastSuccess } from '../../../lib/toast';
import { useSetThreshold } from '../api/inventory-api';
import { numberValue } from './adjust-stock-schema';

interface ThresholdDialogProps {
  item: InventoryItem;
  onClose: () => void;
}

/** Edits the stock at or below which a product counts as low (one field, so a small dialog). */
export function ThresholdDialog({ item, onClose }: ThresholdDialogProps) {
  const { t } = useTranslation(['inventory', 'resource']);
  const translate = useTranslateMessage();
  const errorMessage = useErrorMessage();
  const save = useSetThreshold();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<ThresholdRequest>({
    resolver: zodResolver(ThresholdRequestSchema),
    defaultValues: { lowstockthreshold: item.lowstockthreshold },
  });
  const busy = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const saved = await save.mutateAsync({ id: item.id, body });
      toastSuccess(
        t('toasts.thresholdSaved', { name: saved.name, threshold: saved.lowstockthreshold }),
      );
      onClose();
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, ['lowstockthreshold'])) setFailure(error);
    }
  });

  return (
    <Dialog open onClose={busy ? () => undefined : onClose} title={t('threshold.title')}>
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        {failure !== null && <Alert>{errorMessage(failure)}</Alert>}
        <p className="text-sm text-gray-600 dark:text-gray-300">
          {t('threshold.body', { name: item.name })}
        </p>
        <TextField
          label={t('threshold.label')}
          inputMode="numeric"
          autoComplete="off"
          {...form.register('lowstockthreshold', { setValueAs: numberValue })}
          error={translate(form.formState.errors.lowstockthreshold?.message) || undefined}
        />
        <div className="flex justify-end gap-3">
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {t('resource:form.cancel')}
          </Button>
          <Button type="submit" loading={busy} loadingText={t('resource:form.saving')}>
            {t('threshold.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
