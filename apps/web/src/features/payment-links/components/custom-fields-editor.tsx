import {
  CUSTOM_FIELD_KINDS,
  PAYMENT_LINK_CUSTOM_FIELDS_MAX,
  type PaymentLinkRequestSchema,
} from '@olivia/contracts/payment-links';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FormDrawerFields } from '../../../components/resource/form-drawer';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { splitChoices } from './payment-link-form-values';

type Fields = FormDrawerFields<typeof PaymentLinkRequestSchema>;

/** Up to three questions of the merchant's for the payer: a text, a number or a choice. */
export function CustomFieldsEditor({ form, errorOf }: Fields) {
  const { t } = useTranslation('paymentLinks');
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'customfields' });
  const full = fields.length >= PAYMENT_LINK_CUSTOM_FIELDS_MAX;
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-dark dark:text-gray-200">
        {t('form.customFields')}
      </legend>
      <p className="text-xs text-gray-500">{t('form.customFieldsHint')}</p>
      {fields.map((field, index) => {
        const kind = form.watch(`customfields.${index}.kind`);
        return (
          <fieldset
            key={field.id}
            className="space-y-3 rounded-md border border-gray-200 p-3 dark:border-gray-700"
          >
            <legend className="px-1 text-sm font-semibold">
              {t('form.customField', { number: index + 1 })}
            </legend>
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField
                label={t('form.fieldLabel')}
                maxLength={40}
                {...form.register(`customfields.${index}.label`)}
                error={errorOf(`customfields.${index}.label`)}
              />
              <SelectField
                label={t('form.fieldKind')}
                options={CUSTOM_FIELD_KINDS.map((value) => ({
                  value,
                  label: t(`form.kinds.${value}`),
                }))}
                {...form.register(`customfields.${index}.kind`)}
              />
            </div>
            {kind === 'choice' && (
              <ChoicesInput
                initial={(form.getValues(`customfields.${index}.choices`) ?? []).join(', ')}
                onChange={(choices) =>
                  form.setValue(`customfields.${index}.choices`, choices, { shouldDirty: true })
                }
                error={errorOf(`customfields.${index}.choices`)}
              />
            )}
            <div className="flex flex-wrap items-center justify-between gap-3">
              <CheckboxField
                label={t('form.fieldRequired')}
                {...form.register(`customfields.${index}.required`)}
              />
              <Button variant="outline" onClick={() => remove(index)}>
                <Trash2 aria-hidden="true" className="size-4" />
                {t('form.removeField', { number: index + 1 })}
              </Button>
            </div>
          </fieldset>
        );
      })}
      {errorOf('customfields') && <p className="text-sm text-danger">{errorOf('customfields')}</p>}
      <Button
        variant="outline"
        disabled={full}
        onClick={() => append({ label: '', kind: 'text', choices: [], required: true })}
      >
        <Plus aria-hidden="true" className="size-4" />
        {t('form.addField')}
      </Button>
    </fieldset>
  );
}

/** A choice field's choices as comma-separated text, kept as typed while the form holds the list. */
function ChoicesInput(props: {
  initial: string;
  onChange: (choices: string[]) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation('paymentLinks');
  const [text, setText] = useState(props.initial);
  return (
    <TextField
      label={t('form.choices')}
      hint={t('form.choicesHint')}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        props.onChange(splitChoices(event.target.value));
      }}
      error={props.error}
    />
  );
}
