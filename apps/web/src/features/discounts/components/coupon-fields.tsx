import { COUPON_BATCH_MAX, type Discount } from '@olivia/contracts/discounts';
import { useTranslation } from 'react-i18next';
import type { FormDrawerFields } from '../../../components/resource/form-drawer';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import type { NewCouponsSchema } from './coupon-form';
import { numberOrNull, numberOrZero } from './discount-form-values';

const countField = { inputMode: 'numeric' as const, autoComplete: 'off' };

/**
 * New codes: the code discount they apply, one code typed by the merchant or a batch (a prefix
 * and how many), and the limits in total and per customer (empty for none).
 */
export function CouponFields({
  form,
  errorOf,
  discounts,
}: FormDrawerFields<typeof NewCouponsSchema> & { discounts: Discount[] | undefined }) {
  const { t } = useTranslation('discounts');
  const mode = form.watch('mode');
  return (
    <>
      <SelectField
        label={t('coupons.form.discount')}
        options={[
          {
            value: '',
            label: discounts ? t('coupons.form.choose') : t('form.loadingChoices'),
          },
          ...(discounts ?? []).map((discount) => ({ value: discount.id, label: discount.name })),
        ]}
        {...form.register('discountid')}
        error={errorOf('discountid')}
      />
      {discounts?.length === 0 && (
        <p className="text-sm text-gray-500">{t('coupons.form.noDiscounts')}</p>
      )}
      <fieldset className="space-y-2">
        <legend className="mb-1.5 text-sm font-semibold text-dark dark:text-gray-200">
          {t('coupons.form.mode')}
        </legend>
        {(['one', 'batch'] as const).map((value) => (
          <label key={value} className="flex cursor-pointer items-center gap-2 text-sm">
            <input
              type="radio"
              value={value}
              className="size-4 accent-primary"
              {...form.register('mode')}
            />
            {t(`coupons.form.modes.${value}`)}
          </label>
        ))}
      </fieldset>
      {mode === 'one' ? (
        <TextField
          label={t('coupons.form.code')}
          hint={t('coupons.form.codeHint')}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={32}
          {...form.register('code')}
          error={errorOf('code')}
        />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('coupons.form.prefix')}
            hint={t('coupons.form.prefixHint')}
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={12}
            {...form.register('prefix')}
            error={errorOf('prefix')}
          />
          <TextField
            label={t('coupons.form.count')}
            hint={t('coupons.form.countHint', { max: COUPON_BATCH_MAX })}
            {...countField}
            {...form.register('count', { setValueAs: numberOrZero })}
            error={errorOf('count')}
          />
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('coupons.form.usageLimit')}
          hint={t('coupons.form.limitHint')}
          {...countField}
          {...form.register('usagelimit', { setValueAs: numberOrNull })}
          error={errorOf('usagelimit')}
        />
        <TextField
          label={t('coupons.form.perCustomerLimit')}
          hint={t('coupons.form.limitHint')}
          {...countField}
          {...form.register('percustomerlimit', { setValueAs: numberOrNull })}
          error={errorOf('percustomerlimit')}
        />
      </div>
    </>
  );
}
