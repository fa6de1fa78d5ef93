import type { InvoiceRequestSchema } from '@olivia/contracts/invoices';
import { useTranslation } from 'react-i18next';
import { RecordSearch } from '../../../components/form/record-search';
import type { FormDrawerFields } from '../../../components/resource/form-drawer';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useCustomerSearch } from '../../../components/form/record-searches';

type Fields = FormDrawerFields<typeof InvoiceRequestSchema>;

/**
 * Who the invoice is for: one of the store's customers, found by search (their name, e-mail and
 * phone fill in), or a new one typed in (no customer id).
 */
export function InvoiceCustomerFields({ form, errorOf }: Fields) {
  const { t } = useTranslation('invoices');
  const customerId = form.watch('customerid');
  const set = (name: 'customername' | 'customeremail' | 'customerphone', value: string) =>
    form.setValue(name, value, { shouldDirty: true });
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-dark dark:text-gray-200">
        {t('form.customer')}
      </legend>
      {customerId ? (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-gray-50 p-3 text-sm dark:bg-gray-800">
          <span>{t('form.existingCustomer')}</span>
          <Button
            variant="ghost"
            onClick={() => {
              form.setValue('customerid', null, { shouldDirty: true });
              set('customername', '');
              set('customeremail', '');
              set('customerphone', '');
            }}
          >
            {t('form.newCustomer')}
          </Button>
        </div>
      ) : (
        <RecordSearch
          label={t('form.findCustomer')}
          hint={t('form.findCustomerHint')}
          noMatchesText={t('form.noMatches')}
          useResults={useCustomerSearch}
          keyOf={(customer) => customer.id}
          titleOf={(customer) => customer.name}
          detailOf={(customer) => [customer.email, customer.phone].filter(Boolean).join(' · ')}
          onPick={(customer) => {
            form.setValue('customerid', customer.id, { shouldDirty: true });
            set('customername', customer.name);
            set('customeremail', customer.email);
            set('customerphone', customer.phone);
          }}
        />
      )}
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField
          label={t('form.customerName')}
          autoComplete="off"
          maxLength={120}
          readOnly={Boolean(customerId)}
          {...form.register('customername')}
          error={errorOf('customername')}
        />
        <TextField
          label={t('form.customerEmail')}
          type="email"
          autoComplete="off"
          maxLength={200}
          readOnly={Boolean(customerId)}
          {...form.register('customeremail')}
          error={errorOf('customeremail')}
        />
        <TextField
          label={t('form.customerPhone')}
          type="tel"
          autoComplete="off"
          maxLength={30}
          readOnly={Boolean(customerId)}
          {...form.register('customerphone')}
          error={errorOf('customerphone')}
        />
      </div>
    </fieldset>
  );
}
