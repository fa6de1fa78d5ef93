import { formatMoney } from '@olivia/contracts/format-money';
import {
  PURCHASE_ORDER_LINES_MAX,
  type PurchaseOrderRequestSchema,
} from '@olivia/contracts/purchase-orders';
import type { Supplier } from '@olivia/contracts/suppliers';
import { Trash2 } from 'lucide-react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RecordSearch } from '../../../components/form/record-search';
import { useProductSearch } from '../../../components/form/record-searches';
import type { FormDrawerFields } from '../../../components/resource/form-drawer';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useTranslateMessage } from '../../../lib/messages';
import { numberValue, optionalNumber, type useItemChoices } from './item-choices';

type Props = FormDrawerFields<typeof PurchaseOrderRequestSchema> & {
  currency: string | undefined;
  supplier: Supplier | undefined;
  items: ReturnType<typeof useItemChoices>;
};

/**
 * The order's lines: a product (or one of its variants) from the search, how many, and the unit
 * cost — left empty, the supplier's cost for it (else the product's cost price) is used.
 */
export function PoLinesEditor({ form, errorOf, currency, supplier, items }: Props) {
  const { t } = useTranslation('suppliers');
  const translate = useTranslateMessage();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'lines' });
  const lines = useWatch({ control: form.control, name: 'lines' }) ?? [];
  const linesError = form.formState.errors.lines;
  const listError = translate(linesError?.root?.message ?? linesError?.message);
  const supplierCost = (productid: string, variantid: string | null | undefined) =>
    supplier?.products.find((p) => p.productid === productid && p.variantid === (variantid ?? null))
      ?.unitcost ??
    supplier?.products.find((p) => p.productid === productid && p.variantid === null)?.unitcost;

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-dark dark:text-gray-200">
        {t('po.lines')}
      </legend>
      {fields.map((field, index) => {
        const line = lines[index];
        const variants = line ? (items.choices[line.productid]?.variants ?? []) : [];
        const name = line ? items.nameOf(line) : '';
        const known = line
          ? (supplierCost(line.productid, line.variantid) ??
            items.choices[line.productid]?.costprice)
          : undefined;
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
                {...form.register(`lines.${index}.variantid`)}
                className="sm:col-span-2"
              />
            )}
            <TextField
              label={t('po.quantity')}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              {...form.register(`lines.${index}.quantity`, { setValueAs: numberValue })}
              error={errorOf(`lines.${index}.quantity`)}
            />
            <TextField
              label={t('form.unitCost')}
              hint={
                known != null
                  ? t('po.knownCost', { cost: formatMoney(known, currency) })
                  : undefined
              }
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              placeholder={known != null ? String(known) : ''}
              {...form.register(`lines.${index}.unitcost`, { setValueAs: optionalNumber })}
              error={errorOf(`lines.${index}.unitcost`)}
            />
            <div className="sm:col-span-2">
              {errorOf(`lines.${index}.productid`) && (
                <p role="alert" className="mb-2 text-sm text-danger">
                  {errorOf(`lines.${index}.productid`)}
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
      {listError && (
        <p role="alert" className="text-sm text-danger">
          {listError}
        </p>
      )}
      {fields.length < PURCHASE_ORDER_LINES_MAX && (
        <RecordSearch
          label={t('form.addProduct')}
          hint={t('po.addProductHint')}
          noMatchesText={t('form.noMatches')}
          useResults={useProductSearch}
          keyOf={(product) => product.id}
          titleOf={(product) => product.name}
          detailOf={(product) => t('po.inStock', { count: product.stock })}
          onPick={(product) => {
            items.remember(product);
            append({
              productid: product.id,
              variantid: product.variants[0]?.id ?? null,
              quantity: 1,
              unitcost: null,
            });
          }}
        />
      )}
    </fieldset>
  );
}
