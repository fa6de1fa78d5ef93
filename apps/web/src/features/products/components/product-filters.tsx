import { PRODUCT_STATUSES, type ProductStatus } from '@olivia/contracts/catalog';
import { useTranslation } from 'react-i18next';
import { ChoiceFilter } from '../../../components/resource/choice-filter';
import { SelectField } from '../../../components/ui/select-field';
import { useBrandOptions, useCategoryOptions } from '../api/products-api';

export interface ProductFilterValues {
  status?: ProductStatus | undefined;
  category?: string | undefined;
  brand?: string | undefined;
}

interface ProductFiltersProps {
  values: ProductFilterValues;
  onChange: (values: ProductFilterValues) => void;
}

/** Narrows the list by status (archived ones only when asked), by category and by brand. */
export function ProductFilters({ values, onChange }: ProductFiltersProps) {
  const { t } = useTranslation('products');
  const categories = useCategoryOptions();
  const brands = useBrandOptions('all');
  const brandOptions = [{ value: '', label: t('filters.allBrands') }, ...(brands.data ?? [])];
  if (values.brand && !brandOptions.some((option) => option.value === values.brand)) {
    brandOptions.push({ value: values.brand, label: t('filters.brand') });
  }
  const categoryOptions = [
    { value: '', label: t('filters.allCategories') },
    ...(categories.data ?? []),
  ];
  // A category from the URL that the first 100 do not hold still shows as chosen.
  if (values.category && !categoryOptions.some((option) => option.value === values.category)) {
    categoryOptions.push({ value: values.category, label: t('filters.category') });
  }
  return (
    <div className="flex flex-wrap items-start gap-3">
      <ChoiceFilter
        label={t('status.label')}
        allLabel={t('status.all')}
        choices={PRODUCT_STATUSES}
        labelOf={(status) => t(`status.${status}`)}
        value={values.status}
        onChange={(status) => onChange({ status })}
        className="w-[calc(50%-0.375rem)] sm:w-44"
      />
      <SelectField
        label={t('filters.category')}
        options={categoryOptions}
        value={values.category ?? ''}
        onChange={(event) => onChange({ category: event.target.value || undefined })}
        className="w-[calc(50%-0.375rem)] sm:w-56"
      />
      <SelectField
        label={t('filters.brand')}
        options={brandOptions}
        value={values.brand ?? ''}
        onChange={(event) => onChange({ brand: event.target.value || undefined })}
        className="w-[calc(50%-0.375rem)] sm:w-56"
      />
    </div>
  );
}
