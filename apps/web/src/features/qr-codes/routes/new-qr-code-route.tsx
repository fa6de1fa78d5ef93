import { QrCodeRequestSchema } from '@olivia/contracts/qr-codes';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/resource/form-drawer';
import { useCloseDrawer } from '../../../components/resource/use-close-drawer';
import { toastSuccess } from '../../../lib/toast';
import { qrCodesApi } from '../api/qr-codes-api';
import { NewQrCodeFields } from '../components/qr-code-fields';

/** A refused product or link, or an amount the link does not take, belongs under its field. */
const fieldOf = (error: { message: string; details?: Record<string, string[]> | undefined }) =>
  error.details?.amount
    ? ('amount' as const)
    : error.details?.targetid
      ? ('targetid' as const)
      : undefined;

/** /qr-codes/all/new: the new-code drawer over the list; a new code starts active. */
export function NewQrCodeRoute() {
  const { t } = useTranslation(['qrCodes', 'routes']);
  const create = qrCodesApi.useCreate();
  const close = useCloseDrawer();
  return (
    <FormDrawer
      title={t('routes:newQrCode')}
      description={t('form.intro')}
      schema={QrCodeRequestSchema}
      defaultValues={{ label: '', kind: 'store', targetid: null, amount: null, active: true }}
      submitLabel={t('form.create')}
      serverErrorField={fieldOf}
      onSubmit={async (values) => {
        const created = await create.mutateAsync(values);
        toastSuccess(t('toasts.created', { label: created.label }));
        close();
      }}
      onClose={close}
    >
      {(fields) => <NewQrCodeFields {...fields} />}
    </FormDrawer>
  );
}
