import type { Product } from '@olivia/contracts/catalog';
import type { Customer } from '@olivia/contracts/customers';
import { ManualOrderRequestSchema } from '@olivia/contracts/manual-orders';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { FormDrawer, type FormDrawerFields } from '../../../components/resource/form-drawer';
import { useCloseDrawer } from '../../../components/resource/use-close-drawer';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useSession } from '../../../lib/session';
import { useCreateOrder } from '../api/new-order-api';
import type { CustomerLinkState } from '../components/order-customer-link';
import { NewOrderBranch } from '../components/new-order-branch';
import { NewOrderCustomer } from '../components/new-order-customer';
import { NewOrderLines } from '../components/new-order-lines';
import { NewOrderPayment } from '../components/new-order-payment';
import { NewOrderSummary } from '../components/new-order-summary';
import { amountValue, newOrderValues, orderEstimate } from '../components/new-order-values';

type Fields = FormDrawerFields<typeof ManualOrderRequestSchema>;

/**
 * /orders/all/new (issue 28): an order taken by phone or at the counter. Saved, it opens in its
 * drawer with the customer's link to it, shown once.
 */
export function NewOrderRoute() {
  const { t } = useTranslation('orders');
  const create = useCreateOrder();
  const close = useCloseDrawer();
  const navigate = useNavigate();
  const { search } = useLocation();
  return (
    <FormDrawer
      title={t('create.title')}
      description={t('create.intro')}
      size="lg"
      schema={ManualOrderRequestSchema}
      defaultValues={newOrderValues()}
      submitLabel={t('create.submit')}
      onSubmit={async (values) => {
        const { order, customerurl } = await create.mutateAsync(values);
        const state: CustomerLinkState = { customerurl };
        await navigate({ pathname: `../${order.id}`, search }, { replace: true, state });
      }}
      onClose={close}
    >
      {(fields) => <NewOrderFields {...fields} />}
    </FormDrawer>
  );
}

function NewOrderFields({ form, errorOf }: Fields) {
  const { t } = useTranslation('orders');
  const currency = useSession((state) => state.user?.currency);
  const [picked, setPicked] = useState<Customer | null>(null);
  const [products, setProducts] = useState<ReadonlyMap<string, Product>>(new Map());
  const figures = orderEstimate(
    {
      items: form.watch('items'),
      deliveryfee: form.watch('deliveryfee'),
      discount: form.watch('discount'),
    },
    products,
  );
  const amount = { type: 'number', inputMode: 'decimal', min: 0, step: '0.01' } as const;
  return (
    <>
      <NewOrderCustomer form={form} errorOf={errorOf} picked={picked} onPick={setPicked} />
      <NewOrderLines
        form={form}
        errorOf={errorOf}
        currency={currency}
        products={products}
        onProduct={(product) => setProducts((known) => new Map(known).set(product.id, product))}
      />
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-dark dark:text-gray-200">
          {t('create.delivery')}
        </legend>
        <TextField
          label={t('create.address')}
          hint={t('create.addressHint')}
          autoComplete="off"
          maxLength={200}
          {...form.register('address')}
          error={errorOf('address')}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={t('create.city')}
            autoComplete="off"
            maxLength={60}
            {...form.register('city')}
            error={errorOf('city')}
          />
          <TextField
            label={t('create.deliveryFee')}
            {...amount}
            {...form.register('deliveryfee', { setValueAs: amountValue })}
            error={errorOf('deliveryfee')}
          />
        </div>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-[10rem_minmax(0,1fr)]">
        <TextField
          label={t('create.discount')}
          {...amount}
          {...form.register('discount', { setValueAs: amountValue })}
          error={errorOf('discount')}
        />
        <TextField
          label={t('create.discountReason')}
          hint={t('create.discountReasonHint')}
          autoComplete="off"
          maxLength={120}
          {...form.register('discountreason')}
          error={errorOf('discountreason')}
        />
      </div>
      <TextareaField
        label={t('create.note')}
        maxLength={500}
        {...form.register('note')}
        error={errorOf('note')}
      />
      <NewOrderBranch form={form} errorOf={errorOf} />
      <NewOrderPayment form={form} errorOf={errorOf} />
      <NewOrderSummary figures={figures} currency={currency} />
    </>
  );
}
