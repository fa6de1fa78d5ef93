import {
  StopOutcomeRequestSchema,
  type DeliveryStopOutcome,
  type StopOutcomeRequest,
} from '@olivia/contracts/delivery-runs';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ImageUpload } from '../../../components/ui/image-upload';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useTranslateMessage } from '../../../lib/messages';

/**
 * What the rider records at a stop: delivered or failed, a note (needed when failed, as the
 * contract says) and an optional photo (uploaded as 'delivery-proof').
 */
export function StopOutcomeForm({
  outcome,
  pending,
  onSubmit,
}: {
  outcome: DeliveryStopOutcome;
  pending: boolean;
  onSubmit: (body: StopOutcomeRequest) => Promise<unknown>;
}) {
  const { t } = useTranslation('delivery');
  const translate = useTranslateMessage();
  const id = useId();
  const [note, setNote] = useState('');
  const [photo, setPhoto] = useState('');
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { status: outcome, note, photo };
    const parsed = StopOutcomeRequestSchema.safeParse(body);
    if (!parsed.success) {
      setError(translate(parsed.error.issues[0]?.message));
      return;
    }
    setError(undefined);
    void onSubmit(body).catch(() => undefined);
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t(`stops.form.${outcome}`)}
      className="space-y-3 rounded-md bg-gray-50 p-3 dark:bg-gray-800"
    >
      <TextareaField
        label={outcome === 'failed' ? t('stops.form.whyFailed') : t('stops.form.note')}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        error={error}
        rows={2}
      />
      <ImageUpload
        id={`${id}-photo`}
        purpose="delivery-proof"
        label={t('stops.form.photo')}
        value={photo || undefined}
        uploadOnChoose
        onUploaded={setPhoto}
        onUploadStart={(settled) => {
          setUploading(true);
          void settled.finally(() => setUploading(false));
        }}
      />
      <div className="flex justify-end">
        <Button
          type="submit"
          variant={outcome === 'failed' ? 'danger' : 'primary'}
          loading={pending}
          disabled={uploading}
        >
          {t(`stops.form.save.${outcome}`)}
        </Button>
      </div>
    </form>
  );
}
