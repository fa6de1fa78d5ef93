import { DiscountRequestSchema, type Discount } from '@olivia/contracts/discounts';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FormDrawer } from '../../../components/resource/form-drawer';
import { RecordDrawerStatus } from '../../../components/resource/record-drawer-status';
import { useCloseDrawer } from '../../../components/resource/use-close-drawer';
import { toastSuccess } from '../../../lib/toast';
import { discountsApi } from '../api/discounts-api';
import { DiscountFields } from '../components/discount-fields';
import { DiscountUses } from '../components/discount-uses';
import { discountFormValues } from '../components/discount-form-values';

/**
 * /discount/all/:id/edit: every field of a discount, checked by the same rules as a new one, and
 * where it was used.
 */
export function EditDiscountRoute() {
  const { t } = useTranslation(['discounts', 'routes']);
  const { id = '' } = useParams();
  const discount = discountsApi.useOne(id);
  const close = useCloseDrawer();

  if (discount.data) return <EditDiscountForm discount={discount.data} onClose={close} />;
  return (
    <RecordDrawerStatus
      title={t('routes:editDiscount')}
      error={discount.error}
      isError={discount.isError}
      notFoundText={t('form.notFound')}
      loadingText={t('form.loading')}
      onClose={close}
      size="lg"
    />
  );
}

function EditDiscountForm({ discount, onClose }: { discount: Discount; onClose: () => void }) {
  const { t } = useTranslation(['discounts', 'routes']);
  const update = discountsApi.useUpdate();
  return (
    <FormDrawer
      title={t('routes:editDiscount')}
      size="lg"
      schema={DiscountRequestSchema}
      defaultValues={discountFormValues(discount)}
      submitLabel={t('form.save')}
      onSubmit={async (body) => {
        const saved = await update.mutateAsync({ id: discount.id, body });
        toastSuccess(t('toasts.saved', { name: saved.name }));
        onClose();
      }}
      onClose={onClose}
    >
      {(fields) => (
        <>
          <DiscountFields {...fields} />
          <DiscountUses discountId={discount.id} />
        </>
      )}
    </FormDrawer>
  );
}
