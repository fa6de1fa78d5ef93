import type { Product, ProductRequestSchema } from '@olivia/contracts/catalog';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FormDrawerFields } from '../../../components/resource/form-drawer';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { ProductImagesField } from './product-images-field';
import { ProductOrganisationFields } from './product-organisation-fields';
import { ProductVariantsField } from './product-variants-field';
import { numberValue, optionalNumberValue } from './product-form-values';

interface ProductFieldsProps extends FormDrawerFields<typeof ProductRequestSchema> {
  /** The product being edited; none when adding one. */
  product?: Product | undefined;
  /** Each image upload as it starts (settles true once stored). */
  onImageUpload?: ((settled: Promise<boolean>) => void) | undefined;
}

const section = 'border-t border-gray-100 pt-5 dark:border-gray-800';
/** Two fields side by side from 640 px, one above the other on a phone. */
const pairs = `${section} grid gap-4 sm:grid-cols-2`;

/** The product form, top to bottom: details, images, pricing, inventory, organisation, variants. */
export function ProductFields({ product, onImageUpload, ...fields }: ProductFieldsProps) {
  const { form, errorOf } = fields;
  const { t } = useTranslation('products');
  const variants = useWatch({ control: form.control, name: 'variants' }) ?? [];
  const variantStock = variants.reduce(
    (sum, v) => sum + (Number.isFinite(v.stock) ? v.stock : 0),
    0,
  );

  return (
    <>
      <TextField
        label={t('form.name')}
        autoComplete="off"
        maxLength={120}
        data-autofocus
        {...form.register('name')}
        error={errorOf('name')}
      />
      <TextareaField
        label={t('form.description')}
        rows={5}
        maxLength={5000}
        {...form.register('description')}
        error={errorOf('description')}
      />
      <div className={section}>
        <ProductImagesField {...fields} onUploadStart={onImageUpload} />
      </div>
      <div className={pairs}>
        <TextField
          label={t('form.price')}
          inputMode="decimal"
          autoComplete="off"
          {...form.register('price', { setValueAs: numberValue })}
          error={errorOf('price')}
        />
        <TextField
          label={t('form.compareAtPrice')}
          inputMode="decimal"
          autoComplete="off"
          hint={t('form.compareAtHint')}
          {...form.register('compareatprice', { setValueAs: optionalNumberValue })}
          error={errorOf('compareatprice')}
        />
        <TextField
          label={t('form.costPrice')}
          inputMode="decimal"
          autoComplete="off"
          hint={t('form.costHint')}
          {...form.register('costprice', { setValueAs: optionalNumberValue })}
          error={errorOf('costprice')}
        />
        <TextField
          label={t('form.sku')}
          autoComplete="off"
          maxLength={64}
          hint={t('form.skuHint')}
          {...form.register('sku')}
          error={errorOf('sku')}
        />
        {variants.length === 0 ? (
          <TextField
            label={t('form.stock')}
            inputMode="numeric"
            autoComplete="off"
            {...form.register('stock', { setValueAs: numberValue })}
            error={errorOf('stock')}
          />
        ) : (
          <TextField
            label={t('form.stock')}
            value={variantStock}
            disabled
            hint={t('form.stockByVariants', { number: variantStock })}
          />
        )}
      </div>
      <div className={pairs}>
        <ProductOrganisationFields {...fields} product={product} />
      </div>
      <div className={section}>
        <ProductVariantsField {...fields} />
      </div>
    </>
  );
}
