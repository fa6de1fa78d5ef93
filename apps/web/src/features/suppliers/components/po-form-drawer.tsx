import {
  PurchaseOrderRequestSchema,
  type PurchaseOrder,
  type PurchaseOrderRequest,
} from '@olivia/contracts/purchase-orders';
import type { Supplier } from '@olivia/contracts/suppliers';
import type { DefaultValues } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDrawer } from '../../../components/resource/form-drawer';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useSession } from '../../../lib/session';
import { useActiveSuppliers } from '../api/suppliers-api';
import { numberValue, useItemChoices } from './item-choices';
import { PurchaseOrderLines } from './supplier-lines';

interface PoFormDrawerProps {
  title: string;
  order?: PurchaseOrder;
  supplierId?: string;
  submitLabel: string;
  onSubmit: (values: z.output<typeof PurchaseOrderRequestSchema>) => Promise<unknown>;
  onClose: () => void;
}

const valuesOf = (order: PurchaseOrder | undefined, supplierId: string) =>
  ({
    supplierid: order?.supplierid ?? supplierId,
    lines:
      order?.lines.map((line) => ({
        productid: line.productid ?? '',
        variantid: line.variantid,
        quantity: line.quantity,
        unitcost: line.unitcost,
      })) ?? [],
    shipping: order?.shipping ?? 0,
    expectedat: order?.expectedat ?? '',
    reference: order?.reference ?? '',
    note: order?.note ?? '',
  }) satisfies DefaultValues<PurchaseOrderRequest>;

/** A draft purchase order: the supplier, the lines, shipping, when it is expected and a note. */
export function PoFormDrawer({ order, supplierId = '', ...props }: PoFormDrawerProps) {
  const { t } = useTranslation('suppliers');
  const currency = useSession((state) => state.user?.currency);
  const suppliers = useActiveSuppliers().data ?? [];
  const items = useItemChoices(
    Object.fromEntries(
      (order?.lines ?? []).map((line) => [
        `${line.productid ?? ''}/${line.variantid ?? ''}`,
        line.name,
      ]),
    ),
  );
  return (
    <FormDrawer
      {...props}
      size="lg"
      description={t('po.formIntro')}
      schema={PurchaseOrderRequestSchema}
      defaultValues={valuesOf(order, supplierId)}
    >
      {({ form, errorOf }) => (
        <PoFields
          form={form}
          errorOf={errorOf}
          suppliers={suppliers}
          currency={currency}
          items={items}
        />
      )}
    </FormDrawer>
  );
}

function PoFields({
  form,
  errorOf,
  suppliers,
  currency,
  items,
}: Omit<Parameters<typeof PurchaseOrderLines>[0], 'supplier'> & { suppliers: Supplier[] }) {
  const { t } = useTranslation('suppliers');
  const supplierId = useWatch({ control: form.control, name: 'supplierid' });
  // The chosen supplier's option arrives with the list: the select shows it once it is there.
  useEffect(() => {
    if (suppliers.length > 0) form.setValue('supplierid', form.getValues('supplierid'));
  }, [form, suppliers.length]);
  const supplier = suppliers.find((candidate) => candidate.id === supplierId);
  return (
    <div className="space-y-5">
      <SelectField
        label={t('po.supplier')}
        options={[
          { value: '', label: t('po.chooseSupplier') },
          ...suppliers.map((candidate) => ({ value: candidate.id, label: candidate.name })),
        ]}
        {...form.register('supplierid')}
        error={errorOf('supplierid')}
      />
      <PurchaseOrderLines
        form={form}
        errorOf={errorOf}
        currency={currency}
        supplier={supplier}
        items={items}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('po.shipping')}
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          {...form.register('shipping', { setValueAs: numberValue })}
          error={errorOf('shipping')}
        />
        <TextField
          label={t('po.expected')}
          type="date"
          {...form.register('expectedat')}
          error={errorOf('expectedat')}
        />
        <TextField
          label={t('po.reference')}
          maxLength={60}
          {...form.register('reference')}
          error={errorOf('reference')}
        />
      </div>
      <TextareaField
        label={t('po.note')}
        maxLength={1000}
        rows={3}
        {...form.register('note')}
        error={errorOf('note')}
      />
    </div>
  );
}
