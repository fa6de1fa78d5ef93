import { COUPON_BATCH_MAX, type Coupon } from '@olivia/contracts/discounts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Drawer } from '../../../components/resource/drawer';
import { FormDrawer } from '../../../components/resource/form-drawer';
import { useCloseDrawer } from '../../../components/resource/use-close-drawer';
import { Button } from '../../../components/ui/button';
import { exportCsv } from '../../../components/ui/data-table/table-export';
import type { DataTableColumn } from '../../../components/ui/data-table/column';
import { toastSuccess } from '../../../lib/toast';
import { couponsApi, useCodeDiscounts } from '../api/discounts-api';
import { CouponFields } from '../components/coupon-fields';
import { NewCouponsSchema } from '../components/coupon-form';

/** /coupons/all/new: one code of the merchant's, or a batch with a prefix; a batch is offered as CSV. */
export function NewCouponsRoute() {
  const { t } = useTranslation(['discounts', 'routes']);
  const create = couponsApi.useCreate();
  const close = useCloseDrawer();
  const discounts = useCodeDiscounts();
  const [created, setCreated] = useState<Coupon[] | null>(null);

  if (created) return <CreatedCodes coupons={created} onClose={close} />;
  return (
    <FormDrawer
      title={t('routes:newCoupons')}
      description={t('coupons.form.intro')}
      schema={NewCouponsSchema}
      defaultValues={{
        mode: 'one',
        discountid: '',
        code: '',
        prefix: '',
        count: 10,
        usagelimit: null,
        percustomerlimit: null,
      }}
      submitLabel={t('coupons.form.create')}
      onSubmit={async ({ mode, ...values }) => {
        const body =
          mode === 'one'
            ? { ...values, prefix: '', count: 1 }
            : { ...values, code: '', count: Math.min(values.count, COUPON_BATCH_MAX) };
        const answer = await create.mutateAsync(body);
        toastSuccess(t('coupons.toasts.created', { count: answer.coupons.length }));
        if (mode === 'one') close();
        else setCreated(answer.coupons);
      }}
      onClose={close}
    >
      {(fields) => <CouponFields {...fields} discounts={discounts.data} />}
    </FormDrawer>
  );
}

/** After a batch: how many were made, and the codes as a CSV to share or print. */
function CreatedCodes({ coupons, onClose }: { coupons: Coupon[]; onClose: () => void }) {
  const { t } = useTranslation(['discounts', 'routes']);
  const columns: DataTableColumn<Coupon>[] = [
    { id: 'code', header: t('coupons.columns.code'), value: (row) => row.code },
    { id: 'discount', header: t('coupons.columns.discount'), value: (row) => row.discountname },
    { id: 'limit', header: t('coupons.columns.limit'), value: (row) => row.usagelimit ?? '' },
    {
      id: 'percustomer',
      header: t('coupons.columns.perCustomer'),
      value: (row) => row.percustomerlimit ?? '',
    },
  ];
  return (
    <Drawer title={t('coupons.created.title', { count: coupons.length })} onClose={onClose}>
      <div className="space-y-4">
        <p className="text-sm text-gray-600 dark:text-gray-300">{t('coupons.created.body')}</p>
        <ul className="max-h-64 overflow-y-auto rounded-md border border-gray-200 p-2 font-mono text-sm dark:border-gray-700">
          {coupons.map((coupon) => (
            <li key={coupon.id} className="break-all">
              {coupon.code}
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={onClose}>
            {t('coupons.created.close')}
          </Button>
          <Button onClick={() => exportCsv(columns, coupons, t('coupons.created.fileName'))}>
            {t('coupons.created.download')}
          </Button>
        </div>
      </div>
    </Drawer>
  );
}
