import {
  ADDRESS_KINDS,
  NIGERIAN_STATES,
  type addressFormSchema,
} from '@olivia/contracts/addresses';
import { useTranslation } from 'react-i18next';
import type { FormDrawerFields } from '../../../components/resource/form-drawer';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';

type AddressFormSchema = ReturnType<typeof addressFormSchema>;

interface AddressFieldsProps extends FormDrawerFields<AddressFormSchema> {
  /** NGN: state (the 36 and the FCT) and LGA; GBP: a UK postcode; elsewhere a postcode. */
  currency: string | undefined;
  /** New addresses may be made the default at once; an edit does it from the list. */
  withDefault: boolean;
}

/** An address's fields, laid out by the store's country. */
export function AddressFields({ form, errorOf, currency, withDefault }: AddressFieldsProps) {
  const { t } = useTranslation('addresses');
  const nigerian = currency === 'NGN';
  const pair = 'grid gap-4 sm:grid-cols-2';
  return (
    <>
      <div className={pair}>
        <SelectField
          label={t('form.kind')}
          options={ADDRESS_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
          {...form.register('kind')}
          error={errorOf('kind')}
        />
        <TextField
          label={t('form.label')}
          hint={t('form.labelHint')}
          autoComplete="off"
          maxLength={80}
          data-autofocus
          {...form.register('label')}
          error={errorOf('label')}
        />
      </div>
      <div className={pair}>
        <TextField
          label={t('form.contactname')}
          autoComplete="off"
          maxLength={80}
          {...form.register('contactname')}
          error={errorOf('contactname')}
        />
        <TextField
          label={t('form.phone')}
          type="tel"
          autoComplete="off"
          maxLength={30}
          {...form.register('phone')}
          error={errorOf('phone')}
        />
      </div>
      <TextField
        label={t('form.line1')}
        autoComplete="off"
        maxLength={300}
        {...form.register('line1')}
        error={errorOf('line1')}
      />
      <TextField
        label={t('form.line2')}
        autoComplete="off"
        maxLength={200}
        {...form.register('line2')}
        error={errorOf('line2')}
      />
      <div className={pair}>
        <TextField
          label={t('form.city')}
          autoComplete="off"
          maxLength={80}
          {...form.register('city')}
          error={errorOf('city')}
        />
        {nigerian ? (
          <SelectField
            label={t('form.state')}
            options={[
              { value: '', label: t('form.chooseState') },
              ...NIGERIAN_STATES.map((state) => ({
                value: state,
                label: state === 'FCT' ? t('fct') : state,
              })),
            ]}
            {...form.register('state', { setValueAs: (value: string) => value || null })}
            error={errorOf('state')}
          />
        ) : (
          <TextField
            label={t('form.postcode')}
            hint={currency === 'GBP' ? t('form.postcodeHint') : undefined}
            autoComplete="off"
            maxLength={12}
            {...form.register('postcode')}
            error={errorOf('postcode')}
          />
        )}
      </div>
      {nigerian ? (
        <TextField
          label={t('form.lga')}
          autoComplete="off"
          maxLength={80}
          {...form.register('lga')}
          error={errorOf('lga')}
        />
      ) : null}
      <TextField
        label={t('form.landmark')}
        hint={t('form.landmarkHint')}
        autoComplete="off"
        maxLength={200}
        {...form.register('landmark')}
        error={errorOf('landmark')}
      />
      {withDefault ? (
        <CheckboxField
          label={t('form.isdefault')}
          hint={t('form.isdefaultHint')}
          {...form.register('isdefault')}
        />
      ) : null}
    </>
  );
}
