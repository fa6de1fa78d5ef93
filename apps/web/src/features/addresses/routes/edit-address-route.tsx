import { addressFormSchema, type Address } from '@olivia/contracts/addresses';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FormDrawer } from '../../../components/resource/form-drawer';
import { RecordDrawerStatus } from '../../../components/resource/record-drawer-status';
import { useCloseDrawer } from '../../../components/resource/use-close-drawer';
import { useSession } from '../../../lib/session';
import { toastSuccess } from '../../../lib/toast';
import { addressesApi } from '../api/addresses-api';
import { AddressFields } from '../components/address-fields';
import { formValuesOf } from '../components/address-form-values';

/** /address/all/:id/edit: the same drawer as New, filled with the address. */
export function EditAddressRoute() {
  const { t } = useTranslation(['addresses', 'routes']);
  const { id = '' } = useParams();
  const address = addressesApi.useOne(id);
  const close = useCloseDrawer();

  if (address.data) return <EditAddressForm address={address.data} onClose={close} />;
  return (
    <RecordDrawerStatus
      title={t('routes:editAddress')}
      error={address.error}
      isError={address.isError}
      notFoundText={t('form.notFound')}
      loadingText={t('form.loading')}
      onClose={close}
    />
  );
}

function EditAddressForm({ address, onClose }: { address: Address; onClose: () => void }) {
  const { t } = useTranslation(['addresses', 'routes']);
  const currency = useSession((state) => state.user?.currency);
  const schema = useMemo(() => addressFormSchema(currency ?? ''), [currency]);
  const update = addressesApi.useUpdate();
  return (
    <FormDrawer
      title={t('routes:editAddress')}
      description={address.label}
      size="lg"
      schema={schema}
      defaultValues={formValuesOf(address)}
      submitLabel={t('form.save')}
      onSubmit={async ({ isdefault: _default, ...body }) => {
        const saved = await update.mutateAsync({ id: address.id, body });
        toastSuccess(t('toasts.saved', { label: saved.label }));
        onClose();
      }}
      onClose={onClose}
    >
      {(fields) => <AddressFields {...fields} currency={currency} withDefault={false} />}
    </FormDrawer>
  );
}
