import type { ProductRequestSchema } from '@olivia/contracts/catalog';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { FormDrawerFields } from '../../../components/resource/form-drawer';
import { TextField } from '../../../components/ui/text-field';
import { numberValue } from './product-form-values';

interface VariantRowProps extends FormDrawerFields<typeof ProductRequestSchema> {
  index: number;
  /** Said when another row has the same size and colour (already translated). */
  duplicate: string | undefined;
  onRemove: () => void;
}

/** One variant: size, colour, price, stock and SKU side by side (two columns on a phone). */
export function VariantRow({ form, errorOf, index, duplicate, onRemove }: VariantRowProps) {
  const { t } = useTranslation('products');
  const name = `variants.${index}` as const;
  const duplicateId = `variant-${index}-duplicate`;
  const duplicateProps = duplicate ? { 'aria-invalid': true, 'aria-describedby': duplicateId } : {};
  return (
    <fieldset className="relative rounded-md border border-gray-200 p-3 dark:border-gray-700">
      <legend className="px-1 text-sm font-semibold text-dark dark:text-gray-200">
        {t('form.variant', { number: index + 1 })}
      </legend>
      <button
        type="button"
        aria-label={t('form.removeVariant', { number: index + 1 })}
        onClick={onRemove}
        className="absolute end-2 top-1 rounded-md p-1.5 text-gray-500 hover:bg-gray-100 hover:text-danger focus-visible:outline-2 focus-visible:outline-primary dark:hover:bg-gray-800"
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </button>
      <div className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-5">
        <TextField
          label={t('form.size')}
          autoComplete="off"
          maxLength={40}
          {...form.register(`${name}.size`)}
          error={errorOf(`${name}.size`)}
          {...duplicateProps}
        />
        <TextField
          label={t('form.colour')}
          autoComplete="off"
          maxLength={40}
          {...form.register(`${name}.colour`)}
          error={errorOf(`${name}.colour`)}
          {...duplicateProps}
        />
        <TextField
          label={t('form.price')}
          inputMode="decimal"
          autoComplete="off"
          {...form.register(`${name}.price`, { setValueAs: numberValue })}
          error={errorOf(`${name}.price`)}
        />
        <TextField
          label={t('form.stock')}
          inputMode="numeric"
          autoComplete="off"
          {...form.register(`${name}.stock`, { setValueAs: numberValue })}
          error={errorOf(`${name}.stock`)}
        />
        <TextField
          label={t('form.sku')}
          autoComplete="off"
          maxLength={64}
          className="col-span-2 sm:col-span-1"
          {...form.register(`${name}.sku`)}
          error={errorOf(`${name}.sku`)}
        />
      </div>
      {duplicate && (
        <p id={duplicateId} className="mt-2 text-sm text-danger">
          {duplicate}
        </p>
      )}
    </fieldset>
  );
}
