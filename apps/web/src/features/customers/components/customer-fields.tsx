import type { CustomerRequestSchema } from '@olivia/contracts/customers';
import { useTranslation } from 'react-i18next';
import type { FormDrawerFields } from '../../../components/resource/form-drawer';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { TextField } from '../../../components/ui/text-field';
import { AddressesEditor } from './addresses-editor';
import { TagsInput } from './tags-input';

type Fields = FormDrawerFields<typeof CustomerRequestSchema>;

/**
 * A customer's form: name, how to reach them (an e-mail, a phone or both), notes, tags,
 * addresses, and whether they agreed to marketing on each channel (the merchant confirms it).
 */
export function CustomerFields(fields: Fields) {
  const { form, errorOf } = fields;
  const { t } = useTranslation('customers');
  const tags = form.watch('tags') ?? [];
  return (
    <>
      <TextField
        label={t('form.name')}
        autoComplete="off"
        maxLength={80}
        data-autofocus
        {...form.register('name')}
        error={errorOf('name')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('form.email')}
          type="email"
          inputMode="email"
          autoComplete="off"
          {...form.register('email')}
          error={errorOf('email')}
        />
        <TextField
          label={t('form.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          {...form.register('phone')}
          error={errorOf('phone')}
        />
      </div>
      <p className="-mt-2 text-xs text-gray-500 dark:text-gray-400">{t('form.contactHint')}</p>
      <TextareaField
        label={t('form.notes')}
        hint={t('form.notesHint')}
        rows={3}
        maxLength={1000}
        {...form.register('notes')}
        error={errorOf('notes')}
      />
      <TagsInput
        value={tags}
        onChange={(next) => form.setValue('tags', next, { shouldDirty: true })}
        error={errorOf('tags')}
      />
      <AddressesEditor {...fields} />
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-dark dark:text-gray-200">
          {t('form.marketing')}
        </legend>
        <p className="text-xs text-gray-500 dark:text-gray-400">{t('form.marketingHint')}</p>
        <CheckboxField
          label={t('form.emailConsent')}
          {...form.register('emailconsent')}
          error={errorOf('emailconsent')}
        />
        <CheckboxField
          label={t('form.smsConsent')}
          {...form.register('smsconsent')}
          error={errorOf('smsconsent')}
        />
      </fieldset>
    </>
  );
}
