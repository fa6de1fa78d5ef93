import { DiscountRequestSchema } from '@olivia/contracts/discounts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/resource/form-drawer';
import { useCloseDrawer } from '../../../components/resource/use-close-drawer';
import { toastSuccess } from '../../../lib/toast';
import { discountsApi } from '../api/discounts-api';
import { DiscountFields } from '../components/discount-fields';
import { newDiscountValues } from '../components/discount-form-values';

/** /discount/all/new: the new-discount drawer over the list. */
export function NewDiscountRoute() {
  const { t } = useTranslation(['discounts', 'routes']);
  const create = discountsApi.useCreate();
  const close = useCloseDrawer();
  const [defaults] = useState(() => newDiscountValues());
  return (
    <FormDrawer
      title={t('routes:newDiscount')}
      description={t('form.intro')}
      size="lg"
      schema={DiscountRequestSchema}
      defaultValues={defaults}
      submitLabel={t('form.create')}
      onSubmit={async (values) => {
        const created = await create.mutateAsync(values);
        toastSuccess(t('toasts.created', { name: created.name }));
        close();
      }}
      onClose={close}
    >
      {(fields) => <DiscountFields {...fields} />}
    </FormDrawer>
  );
}
