import { formatMoney } from '@olivia/contracts/format-money';
import { SUPPLIER_PRODUCTS_MAX, type SupplierRequestSchema } from '@olivia/contracts/suppliers';
import { Trash2 } from 'lucide-react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RecordSearch } from '../../../components/form/record-search';
import { useProductSearch } from '../../../components/form/record-searches';
import type { FormDrawerFields } from '../../../components/resource/form-drawer';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { numberValue, type useItemChoices } from './item-choices';

type Props = FormDrawerFields<typeof SupplierRequestSchema> & {
  currency: string | undefined;
  items: ReturnType<typeof useItemChoices>;
};

/** The products the supplier supplies, each (or one variant) at their unit cost and SKU. */
export function SupplierProductsEditor({ form, errorOf, currency, items }: Props) {
  const { t } = useTranslation('suppliers');
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'products' });
  const lines = useWatch({ control: form.control, name: 'products' }) ?? [];
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-dark dark:text-gray-200">
        {t('form.products')}
      </legend>
      <p className="text-sm text-gray-600 dark:text-gray-300">{t('form.productsHint')}</p>
      {fields.map((field, index) => {
        const line = lines[index];
        const variants = line ? (items.choices[line.productid]?.variants ?? []) : [];
        const name = line ? items.nameOf(line) : '';
        return (
          <fieldset
            key={field.id}
            className="grid gap-3 rounded-md border border-gray-200 p-3 sm:grid-cols-2 dark:border-gray-700"
          >
            <legend className="px-1 text-sm font-semibold">{name}</legend>
            {variants.length > 0 && (
              <SelectField
                label={t('form.variant')}
                options={variants.map((variant) => ({ value: variant.id, label: variant.label }))}
                {...form.register(`products.${index}.variantid`)}
                className="sm:col-span-2"
              />
            )}
            <TextField
              label={t('form.unitCost')}
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              {...form.register(`products.${index}.unitcost`, { setValueAs: numberValue })}
              error={errorOf(`products.${index}.unitcost`)}
            />
            <TextField
              label={t('form.sku')}
              maxLength={60}
              autoComplete="off"
              {...form.register(`products.${index}.suppliersku`)}
              error={errorOf(`products.${index}.suppliersku`)}
            />
            <div className="sm:col-span-2">
              {errorOf(`products.${index}.productid`) && (
                <p role="alert" className="mb-2 text-sm text-danger">
                  {errorOf(`products.${index}.productid`)}
                </p>
              )}
              <Button variant="outline" onClick={() => remove(index)}>
                <Trash2 aria-hidden="true" className="size-4" />
                {t('form.removeProduct', { name })}
              </Button>
            </div>
          </fieldset>
        );
      })}
      {fields.length < SUPPLIER_PRODUCTS_MAX && (
        <RecordSearch
          label={t('form.addProduct')}
          hint={t('form.addProductHint')}
          noMatchesText={t('form.noMatches')}
          useResults={useProductSearch}
          keyOf={(product) => product.id}
          titleOf={(product) => product.name}
          detailOf={(product) =>
            t('form.costNow', { cost: formatMoney(product.costprice ?? 0, currency) })
          }
          onPick={(product) => {
            items.remember(product);
            append({
              productid: product.id,
              variantid: product.variants[0]?.id ?? null,
              suppliersku: '',
              unitcost: product.costprice ?? 0,
            });
          }}
        />
      )}
    </fieldset>
  );
}
