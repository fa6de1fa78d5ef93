import { CustomerRequestSchema, type Customer } from '@olivia/contracts/customers';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FormDrawer } from '../../../components/resource/form-drawer';
import { RecordDrawerStatus } from '../../../components/resource/record-drawer-status';
import { useCloseDrawer } from '../../../components/resource/use-close-drawer';
import { Alert } from '../../../components/ui/alert';
import { Drawer } from '../../../components/resource/drawer';
import { toastSuccess } from '../../../lib/toast';
import { customersApi } from '../api/customers-api';
import { CustomerFields } from '../components/customer-fields';
import { changedFields, customerFormValues } from '../components/customer-form-values';
import { customerErrorField } from '../components/customer-server-errors';

/** /customers/all/:id/edit: a customer's fields, checked as a new one's; only changes are sent. */
export function EditCustomerRoute() {
  const { t } = useTranslation(['customers', 'routes']);
  const { id = '' } = useParams();
  const customer = customersApi.useOne(id);
  const close = useCloseDrawer();

  if (customer.data?.erasedat) {
    return (
      <Drawer title={t('routes:editCustomer')} onClose={close}>
        <div className="p-5">
          <Alert tone="info">{t('erased.noEdit')}</Alert>
        </div>
      </Drawer>
    );
  }
  if (customer.data) return <EditCustomerForm customer={customer.data} onClose={close} />;
  return (
    <RecordDrawerStatus
      title={t('routes:editCustomer')}
      error={customer.error}
      isError={customer.isError}
      notFoundText={t('detail.notFound')}
      loadingText={t('detail.loading')}
      onClose={close}
    />
  );
}

function EditCustomerForm({ customer, onClose }: { customer: Customer; onClose: () => void }) {
  const { t } = useTranslation(['customers', 'routes']);
  const update = customersApi.useUpdate();
  const [before] = useState(() => customerFormValues(customer));
  return (
    <FormDrawer
      title={t('routes:editCustomer')}
      description={customer.name}
      schema={CustomerRequestSchema}
      defaultValues={before}
      submitLabel={t('form.save')}
      serverErrorField={customerErrorField}
      onSubmit={async (values) => {
        const body = changedFields(before, values);
        if (Object.keys(body).length > 0) {
          const saved = await update.mutateAsync({ id: customer.id, body });
          toastSuccess(t('toasts.saved', { name: saved.name }));
        }
        onClose();
      }}
      onClose={onClose}
    >
      {(fields) => <CustomerFields {...fields} />}
    </FormDrawer>
  );
}
