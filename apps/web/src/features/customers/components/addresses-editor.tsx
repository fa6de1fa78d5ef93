import { CUSTOMER_ADDRESSES_MAX, type CustomerRequestSchema } from '@olivia/contracts/customers';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FormDrawerFields } from '../../../components/resource/form-drawer';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';

type Fields = FormDrawerFields<typeof CustomerRequestSchema>;

/** A customer's delivery addresses, up to CUSTOMER_ADDRESSES_MAX: a label, the address, the city. */
export function AddressesEditor({ form, errorOf }: Fields) {
  const { t } = useTranslation('customers');
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'addresses' });
  const full = fields.length >= CUSTOMER_ADDRESSES_MAX;
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-dark dark:text-gray-200">
        {t('form.addresses')}
      </legend>
      {fields.map((field, index) => (
        <fieldset
          key={field.id}
          className="space-y-3 rounded-md border border-gray-200 p-3 dark:border-gray-700"
        >
          <legend className="px-1 text-sm font-semibold">
            {t('form.addressNumber', { number: index + 1 })}
          </legend>
          <TextField
            label={t('form.addressLabel')}
            hint={t('form.addressLabelHint')}
            maxLength={30}
            autoComplete="off"
            {...form.register(`addresses.${index}.label`)}
            error={errorOf(`addresses.${index}.label`)}
          />
          <TextField
            label={t('form.address')}
            maxLength={200}
            autoComplete="off"
            {...form.register(`addresses.${index}.address`)}
            error={errorOf(`addresses.${index}.address`)}
          />
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <TextField
              label={t('form.city')}
              maxLength={60}
              autoComplete="off"
              className="sm:flex-1"
              {...form.register(`addresses.${index}.city`)}
              error={errorOf(`addresses.${index}.city`)}
            />
            <Button variant="outline" onClick={() => remove(index)}>
              <Trash2 aria-hidden="true" className="size-4" />
              {t('form.removeAddress', { number: index + 1 })}
            </Button>
          </div>
        </fieldset>
      ))}
      {errorOf('addresses') && <p className="text-sm text-danger">{errorOf('addresses')}</p>}
      <Button
        variant="outline"
        disabled={full}
        onClick={() => append({ label: '', address: '', city: '' })}
      >
        <Plus aria-hidden="true" className="size-4" />
        {t('form.addAddress')}
      </Button>
      {full && (
        <p className="text-xs text-gray-500 dark:text-gray-400">
          {t('form.addressesFull', { max: CUSTOMER_ADDRESSES_MAX })}
        </p>
      )}
    </fieldset>
  );
}
