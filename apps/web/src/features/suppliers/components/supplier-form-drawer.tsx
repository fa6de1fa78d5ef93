import {
  PAYMENT_TERMS,
  SupplierRequestSchema,
  type Supplier,
  type SupplierRequest,
} from '@olivia/contracts/suppliers';
import type { DefaultValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDrawer } from '../../../components/resource/form-drawer';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useSession } from '../../../lib/session';
import { usePayoutBanks } from '../api/suppliers-api';
import { numberValue, useItemChoices } from './item-choices';
import { SupplierProductLines } from './supplier-lines';

interface SupplierFormDrawerProps {
  title: string;
  supplier?: Supplier;
  submitLabel: string;
  onSubmit: (values: z.output<typeof SupplierRequestSchema>) => Promise<unknown>;
  onClose: () => void;
}

export const emptySupplier: DefaultValues<SupplierRequest> = {
  name: '',
  contactname: '',
  email: '',
  phone: '',
  address: '',
  leadtimedays: 0,
  paymentterms: 'on_receipt',
  bankcode: '',
  accountnumber: '',
  notes: '',
  active: true,
  products: [],
};

/** A supplier's values as the form edits them. */
export const supplierValues = (supplier: Supplier): DefaultValues<SupplierRequest> => ({
  name: supplier.name,
  contactname: supplier.contactname,
  email: supplier.email,
  phone: supplier.phone,
  address: supplier.address,
  leadtimedays: supplier.leadtimedays,
  paymentterms: supplier.paymentterms,
  bankcode: supplier.bankcode,
  accountnumber: supplier.accountnumber,
  notes: supplier.notes,
  active: supplier.active,
  products: supplier.products.map(({ productid, variantid, suppliersku, unitcost }) => ({
    productid,
    variantid,
    suppliersku,
    unitcost,
  })),
});

/**
 * A supplier's drawer: who they are, how long they take and their terms, the bank account they
 * are paid into (checked with the bank on save: its name is the bank's) and what they supply.
 */
export function SupplierFormDrawer({ supplier, ...props }: SupplierFormDrawerProps) {
  const { t } = useTranslation('suppliers');
  const currency = useSession((state) => state.user?.currency);
  const banks = usePayoutBanks().data ?? [];
  const items = useItemChoices(
    Object.fromEntries(
      (supplier?.products ?? []).map((p) => [`${p.productid}/${p.variantid ?? ''}`, p.name]),
    ),
  );
  return (
    <FormDrawer
      {...props}
      size="lg"
      description={t('form.intro')}
      schema={SupplierRequestSchema}
      defaultValues={supplier ? supplierValues(supplier) : emptySupplier}
    >
      {({ form, errorOf }) => (
        <div className="space-y-5">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('form.name')}
              maxLength={80}
              {...form.register('name')}
              error={errorOf('name')}
            />
            <TextField
              label={t('form.contactName')}
              maxLength={80}
              {...form.register('contactname')}
              error={errorOf('contactname')}
            />
            <TextField
              label={t('form.email')}
              type="email"
              maxLength={254}
              {...form.register('email')}
              error={errorOf('email')}
            />
            <TextField
              label={t('form.phone')}
              type="tel"
              maxLength={20}
              {...form.register('phone')}
              error={errorOf('phone')}
            />
          </div>
          <TextareaField
            label={t('form.address')}
            maxLength={300}
            rows={2}
            {...form.register('address')}
            error={errorOf('address')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('form.leadTime')}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              {...form.register('leadtimedays', { setValueAs: numberValue })}
              error={errorOf('leadtimedays')}
            />
            <SelectField
              label={t('form.terms')}
              options={PAYMENT_TERMS.map((terms) => ({ value: terms, label: t(`terms.${terms}`) }))}
              {...form.register('paymentterms')}
              error={errorOf('paymentterms')}
            />
            <SelectField
              // Mounted again once the banks arrive, so an edited supplier's bank is shown chosen.
              key={banks.length}
              label={t('form.bank')}
              options={[
                { value: '', label: t('form.noBank') },
                ...banks.map((bank) => ({ value: bank.code, label: bank.name })),
              ]}
              {...form.register('bankcode')}
              error={errorOf('bankcode')}
            />
            <TextField
              label={t('form.accountNumber')}
              hint={
                supplier?.accountname
                  ? t('form.accountName', { name: supplier.accountname })
                  : undefined
              }
              inputMode="numeric"
              autoComplete="off"
              maxLength={10}
              {...form.register('accountnumber')}
              error={errorOf('accountnumber')}
            />
          </div>
          <SupplierProductLines form={form} errorOf={errorOf} currency={currency} items={items} />
          <TextareaField
            label={t('form.notes')}
            maxLength={1000}
            rows={3}
            {...form.register('notes')}
            error={errorOf('notes')}
          />
          <CheckboxField label={t('form.active')} {...form.register('active')} />
        </div>
      )}
    </FormDrawer>
  );
}
