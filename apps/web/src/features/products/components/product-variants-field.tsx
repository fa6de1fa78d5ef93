import { messages } from '@olivia/contracts/messages';
import { PRODUCT_VARIANTS_MAX, type ProductRequestSchema } from '@olivia/contracts/catalog';
import { Plus } from 'lucide-react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FormDrawerFields } from '../../../components/resource/form-drawer';
import { Button } from '../../../components/ui/button';
import { useTranslateMessage } from '../../../lib/messages';
import { duplicateRows, newVariant } from './product-form-values';
import { VariantRow } from './variant-row';

/**
 * The variants editor: a row per size/colour with its own price, stock and SKU; rows added and
 * removed freely. The contract's errors show on their rows, a duplicate on each row it concerns.
 */
export function ProductVariantsField(fields: FormDrawerFields<typeof ProductRequestSchema>) {
  const { form } = fields;
  const { t } = useTranslation('products');
  const translate = useTranslateMessage();
  const array = useFieldArray({ control: form.control, name: 'variants' });
  const variants = useWatch({ control: form.control, name: 'variants' }) ?? [];
  // The refinement's error sits on the array: its root once rows are registered.
  const arrayError = form.formState.errors.variants;
  const message = arrayError?.root?.message ?? arrayError?.message;
  const duplicates = message === messages.duplicateVariant ? duplicateRows(variants) : new Set();

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-dark dark:text-gray-200">
        {t('form.variants')}
      </legend>
      <p className="text-xs text-gray-500">{t('form.variantsHint')}</p>
      {array.fields.map((field, index) => (
        <VariantRow
          key={field.id}
          {...fields}
          index={index}
          duplicate={duplicates.has(index) ? translate(message) : undefined}
          onRemove={() => array.remove(index)}
        />
      ))}
      {message && duplicates.size === 0 && (
        <p role="alert" className="text-sm text-danger">
          {translate(message)}
        </p>
      )}
      <Button
        variant="outline"
        onClick={() => array.append(newVariant(form.getValues('price')))}
        disabled={array.fields.length >= PRODUCT_VARIANTS_MAX}
      >
        <Plus aria-hidden="true" className="size-4" />
        {t('form.addVariant')}
      </Button>
    </fieldset>
  );
}
