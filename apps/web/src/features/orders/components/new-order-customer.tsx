import type { Customer } from '@olivia/contracts/customers';
import type { ManualOrderRequestSchema } from '@olivia/contracts/manual-orders';
import { useTranslation } from 'react-i18next';
import { RecordSearch } from '../../../components/form/record-search';
import type { FormDrawerFields } from '../../../components/resource/form-drawer';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useCustomerSearch } from '../../../components/form/record-searches';

interface NewOrderCustomerProps extends FormDrawerFields<typeof ManualOrderRequestSchema> {
  /** The store's customer picked, or null for a new one typed in. */
  picked: Customer | null;
  onPick: (customer: Customer | null) => void;
}

const contactOf = (customer: Pick<Customer, 'email' | 'phone'>) =>
  [customer.email, customer.phone].filter(Boolean).join(' · ');

/**
 * Who the order is for: one of the store's customers, found by search, or a new one with a name
 * and an e-mail or phone. A card link needs an e-mail: a picked customer without one gets a
 * field for it.
 */
export function NewOrderCustomer({ form, errorOf, picked, onPick }: NewOrderCustomerProps) {
  const { t } = useTranslation('orders');
  const card = form.watch('payment') === 'card';
  const choose = (customer: Customer | null) => {
    onPick(customer);
    form.setValue('customerid', customer?.id ?? null, { shouldDirty: true });
    for (const name of ['name', 'email', 'phone'] as const) form.setValue(name, '');
    form.clearErrors(['name', 'email', 'phone']);
  };
  const emailField = (
    <TextField
      label={t('create.email')}
      hint={card ? t('create.emailForCard') : undefined}
      type="email"
      autoComplete="off"
      maxLength={200}
      {...form.register('email')}
      error={errorOf('email')}
    />
  );

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-dark dark:text-gray-200">
        {t('create.customer')}
      </legend>
      {picked ? (
        <>
          <div className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-gray-50 p-3 text-sm dark:bg-gray-800">
            <div className="min-w-0">
              <p className="font-medium text-dark dark:text-white">{picked.name}</p>
              <p className="break-all text-gray-500">{contactOf(picked)}</p>
            </div>
            <Button variant="ghost" onClick={() => choose(null)}>
              {t('create.otherCustomer')}
            </Button>
          </div>
          {card && !picked.email && emailField}
        </>
      ) : (
        <>
          <RecordSearch
            label={t('create.findCustomer')}
            hint={t('create.findCustomerHint')}
            noMatchesText={t('create.noMatches')}
            useResults={useCustomerSearch}
            keyOf={(customer) => customer.id}
            titleOf={(customer) => customer.name}
            detailOf={contactOf}
            onPick={choose}
          />
          <p className="text-sm text-gray-600 dark:text-gray-300">{t('create.newCustomer')}</p>
          <div className="grid gap-3 sm:grid-cols-3">
            <TextField
              label={t('create.name')}
              autoComplete="off"
              maxLength={80}
              {...form.register('name')}
              error={errorOf('name')}
            />
            <TextField
              label={t('create.phone')}
              type="tel"
              autoComplete="off"
              maxLength={30}
              {...form.register('phone')}
              error={errorOf('phone')}
            />
            {emailField}
          </div>
        </>
      )}
    </fieldset>
  );
}
