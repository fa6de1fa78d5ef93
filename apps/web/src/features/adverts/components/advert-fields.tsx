import {
  ADVERT_MAX_DAYS,
  advertMinimumDailyBudget,
  type AdvertPlatform,
} from '@olivia/contracts/adverts';
import { formatMoney } from '@olivia/contracts/format-money';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FormDrawerFields } from '../../../components/resource/form-drawer';
import { PinEntry } from '../../../components/ui/pin-entry';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { lastStartDate, numberValue, type advertFormSchema } from './advert-form-schema';
import { AdvertPlatformsField } from './advert-platforms-field';
import { AdvertSummary } from './advert-summary';

type Fields = FormDrawerFields<ReturnType<typeof advertFormSchema>>;

interface AdvertFieldsProps extends Fields {
  currency: string;
  today: string;
  /** The storefront's host first, then the store's custom domains. */
  domains: readonly string[];
}

/** The campaign form's fields, with the live total and reach above the PIN that pays. */
export function AdvertFields({ form, errorOf, currency, today, domains }: AdvertFieldsProps) {
  const { t } = useTranslation('adverts');
  const [platforms, dailyBudget, days] = useWatch({
    control: form.control,
    name: ['platforms', 'dailyBudget', 'numberofdays'],
  });
  const [storefront] = domains;
  return (
    <>
      <AdvertPlatformsField
        registration={form.register('platforms')}
        error={errorOf('platforms')}
      />
      <SelectField
        label={t('form.domain')}
        options={domains.map((domain) => ({
          value: domain,
          label: domain === storefront ? t('form.storefront', { host: domain }) : domain,
        }))}
        error={errorOf('domain')}
        {...form.register('domain')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('form.dailyBudget')}
          inputMode="decimal"
          hint={t('form.dailyBudgetHint', {
            amount: formatMoney(advertMinimumDailyBudget(currency), currency),
          })}
          error={errorOf('dailyBudget')}
          {...form.register('dailyBudget', { setValueAs: numberValue })}
        />
        <TextField
          label={t('form.days')}
          type="number"
          min={1}
          max={ADVERT_MAX_DAYS}
          hint={t('form.daysHint')}
          error={errorOf('numberofdays')}
          {...form.register('numberofdays')}
        />
      </div>
      <TextField
        label={t('form.startdate')}
        type="date"
        min={today}
        max={lastStartDate(today)}
        hint={t('form.startdateHint')}
        error={errorOf('startdate')}
        {...form.register('startdate')}
      />
      <AdvertSummary
        platforms={(platforms ?? []) as AdvertPlatform[]}
        dailyBudget={Number(dailyBudget)}
        days={Number(days)}
        currency={currency}
      />
      <Controller
        control={form.control}
        name="pin"
        render={({ field }) => (
          <PinEntry
            label={t('form.pin')}
            value={field.value ?? ''}
            onChange={field.onChange}
            error={errorOf('pin')}
          />
        )}
      />
    </>
  );
}
