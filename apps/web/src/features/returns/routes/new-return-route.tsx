import type { OrderDetail } from '@olivia/contracts/orders';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/resource/form-drawer';
import { useCloseDrawer } from '../../../components/resource/use-close-drawer';
import { toastSuccess } from '../../../lib/toast';
import { returnsApi } from '../api/returns-api';
import { OrderFinder } from '../components/order-finder';
import { RETURN_FORM_DEFAULTS, returnFormSchema } from '../components/return-form-schema';
import { ReturnLineFields } from '../components/return-line-fields';

/**
 * /returned-items/all/new: records a return against a paid order. The merchant finds the order
 * by its number, picks the line and how many units, and says why; the return starts requested.
 */
export function NewReturnRoute() {
  const { t } = useTranslation(['returns', 'routes']);
  const create = returnsApi.useCreate();
  const close = useCloseDrawer();
  const [order, setOrder] = useState<OrderDetail | null>(null);
  const schema = useMemo(() => returnFormSchema(order), [order]);

  return (
    <FormDrawer
      title={t('routes:recordReturn')}
      description={t('form.intro')}
      schema={schema}
      defaultValues={RETURN_FORM_DEFAULTS}
      submitLabel={t('form.submit')}
      onSubmit={async (values) => {
        const saved = await create.mutateAsync(values);
        toastSuccess(t('toasts.recorded', { number: saved.ordernumber }));
        close();
      }}
      onClose={close}
    >
      {({ form, errorOf }) => (
        <>
          <OrderFinder
            error={errorOf('orderid') && t('form.findOrderFirst')}
            onFound={(found) => {
              setOrder(found);
              form.setValue('orderid', found?.id ?? '');
              form.setValue('itemid', '');
              form.clearErrors();
            }}
          />
          {order && <ReturnLineFields order={order} form={form} errorOf={errorOf} />}
        </>
      )}
    </FormDrawer>
  );
}
