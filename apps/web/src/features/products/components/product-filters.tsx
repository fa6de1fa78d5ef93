import { PRODUCT_STATUSES, type ProductStatus } from '@olivia/contracts/catalog';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/select-field';
import { useCategoryOptions } from '../api/get-category-options';

export interface ProductFilterValues {
  status?: ProductStatus | undefined;
  category?: string | undefined;
}

interface ProductFiltersProps {
  values: ProductFilterValues;
  onChange: (values: ProductFilterValues) => void;
}

const isStatus = (value: string): value is ProductStatus =>
  (PRODUCT_STATUSES as readonly string[]).includes(value);

/** Narrows the list by status (archived ones only when asked) and by category. */
export function ProductFilters({ values, onChange }: ProductFiltersProps) {
  const { t } = useTranslation('products');
  const categories = useCategoryOptions();
  const statusOptions = [
    { value: '', label: t('status.all') },
    ...PRODUCT_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
  ];
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
      <SelectField
        label={t('status.label')}
        options={statusOptions}
        value={values.status ?? ''}
        onChange={(event) =>
          onChange({ status: isStatus(event.target.value) ? event.target.value : undefined })
        }
        className="w-[calc(50%-0.375rem)] sm:w-44"
      />
      <SelectField
        label={t('filters.category')}
        options={categoryOptions}
        value={values.category ?? ''}
        onChange={(event) => onChange({ category: event.target.value || undefined })}
        className="w-[calc(50%-0.375rem)] sm:w-56"
      />
    </div>
  );
}
