import type { CategoryRequestSchema } from '@olivia/contracts/catalog';
import { messages } from '@olivia/contracts/messages';
import type { FormDrawerFields } from '../../../components/resource/form-drawer';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';

/** A taken name (409 `categoryNameTaken`) belongs under the Name field. */
export const nameTakenField = (error: { message: string }) =>
  error.message === messages.categoryNameTaken ? ('name' as const) : undefined;

/** Name and description: the whole of a category, created or edited. */
export function CategoryFields({ form, errorOf }: FormDrawerFields<typeof CategoryRequestSchema>) {
  const { t } = useTranslation('categories');
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
      <TextareaField
        label={t('form.description')}
        hint={t('form.descriptionHint')}
        maxLength={500}
        {...form.register('description')}
        error={errorOf('description')}
      />
    </>
  );
}
