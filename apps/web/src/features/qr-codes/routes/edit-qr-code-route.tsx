import { UpdateQrCodeRequestSchema, type QrCode } from '@olivia/contracts/qr-codes';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FormDrawer } from '../../../components/resource/form-drawer';
import { RecordDrawerStatus } from '../../../components/resource/record-drawer-status';
import { useCloseDrawer } from '../../../components/resource/use-close-drawer';
import { toastSuccess } from '../../../lib/toast';
import { qrCodesApi } from '../api/qr-codes-api';
import { EditQrCodeFields } from '../components/qr-code-fields';
import { opensText } from '../components/qr-code-text';

/** /qr-codes/all/:id/edit: a code's label, amount and switch (what it opens stays). */
export function EditQrCodeRoute() {
  const { t } = useTranslation(['qrCodes', 'routes']);
  const { id = '' } = useParams();
  const code = qrCodesApi.useOne(id);
  const close = useCloseDrawer();

  if (code.data) return <EditQrCodeForm code={code.data} onClose={close} />;
  return (
    <RecordDrawerStatus
      title={t('routes:editQrCode')}
      error={code.error}
      isError={code.isError}
      notFoundText={t('form.notFound')}
      loadingText={t('form.loading')}
      onClose={close}
    />
  );
}

function EditQrCodeForm({ code, onClose }: { code: QrCode; onClose: () => void }) {
  const { t } = useTranslation(['qrCodes', 'routes']);
  const update = qrCodesApi.useUpdate();
  const { label, amount, active } = code;
  const withAmount = code.kind === 'link';
  return (
    <FormDrawer
      title={t('routes:editQrCode')}
      description={opensText(t, code)}
      schema={UpdateQrCodeRequestSchema}
      defaultValues={withAmount ? { label, amount, active } : { label, active }}
      submitLabel={t('form.save')}
      serverErrorField={(error) => (error.details?.amount ? 'amount' : undefined)}
      onSubmit={async (body) => {
        const saved = await update.mutateAsync({ id: code.id, body });
        toastSuccess(t('toasts.saved', { label: saved.label }));
        onClose();
      }}
      onClose={onClose}
    >
      {(fields) => <EditQrCodeFields {...fields} withAmount={withAmount} />}
    </FormDrawer>
  );
}
