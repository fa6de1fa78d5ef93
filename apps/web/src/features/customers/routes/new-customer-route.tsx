import { CustomerRequestSchema } from '@olivia/contracts/customers';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/resource/form-drawer';
import { useCloseDrawer } from '../../../components/resource/use-close-drawer';
import { toastSuccess } from '../../../lib/toast';
import { customersApi } from '../api/customers-api';
import { CustomerFields } from '../components/customer-fields';
import { newCustomerValues } from '../components/customer-form-values';
import { customerErrorField } from '../components/customer-server-errors';

/** /customers/all/new: a customer added by hand (a phone or walk-in sale), over the list. */
export function NewCustomerRoute() {
  const { t } = useTranslation(['customers', 'routes']);
  const create = customersApi.useCreate();
  const close = useCloseDrawer();
  const [defaults] = useState(newCustomerValues);
  return (
    <FormDrawer
      title={t('routes:newCustomer')}
      description={t('form.intro')}
      schema={CustomerRequestSchema}
      defaultValues={defaults}
      submitLabel={t('form.create')}
      serverErrorField={customerErrorField}
      onSubmit={async (values) => {
        const created = await create.mutateAsync(values);
        toastSuccess(t('toasts.created', { name: created.name }));
        close();
      }}
      onClose={close}
    >
      {(fields) => <CustomerFields {...fields} />}
    </FormDrawer>
  );
}
