import { addressFormSchema } from '@olivia/contracts/addresses';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/resource/form-drawer';
import { useCloseDrawer } from '../../../components/resource/use-close-drawer';
import { useSession } from '../../../lib/session';
import { toastSuccess } from '../../../lib/toast';
import { addressesApi } from '../api/addresses-api';
import { AddressFields } from '../components/address-fields';
import { emptyAddress } from '../components/address-form-values';

/** /address/all/new: the new-address drawer over the list. */
export function NewAddressRoute() {
  const { t } = useTranslation(['addresses', 'routes']);
  const currency = useSession((state) => state.user?.currency);
  const schema = useMemo(() => addressFormSchema(currency ?? ''), [currency]);
  const create = addressesApi.useCreate();
  const close = useCloseDrawer();

  return (
    <FormDrawer
      title={t('routes:newAddress')}
      description={t('form.intro')}
      size="lg"
      schema={schema}
      defaultValues={emptyAddress}
      submitLabel={t('form.create')}
      onSubmit={async (values) => {
        const created = await create.mutateAsync(values);
        toastSuccess(t('toasts.created', { label: created.label }));
        close();
      }}
      onClose={close}
    >
      {(fields) => <AddressFields {...fields} currency={currency} withDefault />}
    </FormDrawer>
  );
}
