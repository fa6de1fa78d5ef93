import { PromotionRequestSchema } from '@olivia/contracts/promotions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/resource/form-drawer';
import { useCloseDrawer } from '../../../components/resource/use-close-drawer';
import { toastSuccess } from '../../../lib/toast';
import { promotionsApi } from '../api/promotions-api';
import { newPromotionValues } from '../components/form-values';
import { PromotionFields } from '../components/promotion-fields';

/** /promotions/all/new: the new-promotion drawer over the list. */
export function NewPromotionRoute() {
  const { t } = useTranslation(['promotions', 'routes']);
  const create = promotionsApi.useCreate();
  const close = useCloseDrawer();
  const [defaults] = useState(() => newPromotionValues());
  return (
    <FormDrawer
      title={t('routes:newPromotion')}
      description={t('form.intro')}
      size="lg"
      schema={PromotionRequestSchema}
      defaultValues={defaults}
      submitLabel={t('form.create')}
      onSubmit={async (values) => {
        const created = await create.mutateAsync(values);
        toastSuccess(t('toasts.created', { name: created.name }));
        close();
      }}
      onClose={close}
    >
      {(fields) => <PromotionFields {...fields} />}
    </FormDrawer>
  );
}
