import {
  PRODUCT_STATUSES,
  type Product,
  type ProductRequestSchema,
} from '@olivia/contracts/catalog';
import { useTranslation } from 'react-i18next';
import type { FormDrawerFields } from '../../../components/resource/form-drawer';
import { SelectField } from '../../../components/ui/select-field';
import { useBrandOptions, useCategoryOptions } from '../api/products-api';

interface ProductOrganisationFieldsProps extends FormDrawerFields<typeof ProductRequestSchema> {
  product?: Product | undefined;
}

/**
 * Status, category and brand. Only active brands are offered; a product keeps its own inactive
 * one. A new product is active or a draft; an existing one can also be archived,
 * and an archived one comes back by choosing Active or Draft here.
 */
export function ProductOrganisationFields({
  form,
  errorOf,
  product,
}: ProductOrganisationFieldsProps) {
  const { t } = useTranslation('products');
  const categories = useCategoryOptions();
  const brands = useBrandOptions('active');
  const statuses = product ? PRODUCT_STATUSES : PRODUCT_STATUSES.filter((s) => s !== 'archived');
  const categoryOptions = [{ value: '', label: t('form.noCategory') }, ...(categories.data ?? [])];
  // Its own category shows before the list arrives, and if it is not among the first 100.
  if (product?.categoryid && !categoryOptions.some((o) => o.value === product.categoryid)) {
    categoryOptions.push({ value: product.categoryid, label: product.categoryname });
  }
  const brandOptions = [{ value: '', label: t('form.noBrand') }, ...(brands.data ?? [])];
  if (product?.brandid && !brandOptions.some((o) => o.value === product.brandid)) {
    brandOptions.push({ value: product.brandid, label: product.brandname });
  }
  return (
    <>
      <div>
        <SelectField
          label={t('form.status')}
          options={statuses.map((status) => ({ value: status, label: t(`status.${status}`) }))}
          {...form.register('status')}
          error={errorOf('status')}
        />
        <p className="mt-1.5 text-xs text-gray-500">{t('form.statusHint')}</p>
      </div>
      <SelectField
        label={t('form.category')}
        options={categoryOptions}
        {...form.register('categoryid', { setValueAs: (value: unknown) => value || null })}
        error={errorOf('categoryid')}
      />
      <div>
        <SelectField
          label={t('form.brand')}
          options={brandOptions}
          {...form.register('brandid', { setValueAs: (value: unknown) => value || null })}
          error={errorOf('brandid')}
        />
        <p className="mt-1.5 text-xs text-gray-500">{t('form.brandHint')}</p>
      </div>
    </>
  );
}
