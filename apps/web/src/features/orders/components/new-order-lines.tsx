import type { Product } from '@olivia/contracts/catalog';
import { formatMoney } from '@olivia/contracts/format-money';
import type { ManualOrderRequestSchema } from '@olivia/contracts/manual-orders';
import { CART_LINES_MAX } from '@olivia/contracts/storefront';
import { Trash2 } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RecordSearch } from '../../../components/form/record-search';
import type { FormDrawerFields } from '../../../components/resource/form-drawer';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useTranslateMessage } from '../../../lib/messages';
import { useProductOnSaleSearch } from '../../../components/form/record-searches';
import { quantityValue, unitPriceOf, variantName } from './new-order-values';

interface NewOrderLinesProps extends FormDrawerFields<typeof ManualOrderRequestSchema> {
  currency: string | undefined;
  /** The products the lines come from, as found by the search. */
  products: ReadonlyMap<string, Product>;
  onProduct: (product: Product) => void;
}

/**
 * What is sold: products found in the catalogue, each a line with its quantity; a product with
 * variants needs one chosen. A line the server refuses (sold out, no longer on sale) says so
 * under it. Below 640 px a line's fields stack.
 */
export function NewOrderLines({
  form,
  errorOf,
  currency,
  products,
  onProduct,
}: NewOrderLinesProps) {
  const { t } = useTranslation('orders');
  const translate = useTranslateMessage();
  const { fields, append, remove, update } = useFieldArray({
    control: form.control,
    name: 'items',
  });
  const lines = form.watch('items');
  // A resolver puts the list's own error (no line) under `items.root`.
  const listError = form.formState.errors.items;
  const listMessage = translate(listError?.root?.message ?? listError?.message);
  const money = (amount: number) => formatMoney(amount, currency);

  const pick = (product: Product) => {
    onProduct(product);
    const same = lines.findIndex((line) => line.productid === product.id);
    const line = lines[same];
    // One more of a product without variants already on the order: its line counts it.
    if (line && product.variants.length === 0) {
      update(same, { ...line, quantity: (Number(line.quantity) || 0) + 1 });
    } else append({ productid: product.id, variantid: null, quantity: 1 });
  };

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-dark dark:text-gray-200">
        {t('create.items')}
      </legend>
      {fields.map((field, index) => {
        const line = lines[index] ?? field;
        const product = products.get(line.productid);
        const name = product?.name ?? t('create.item', { number: index + 1 });
        const lineError = errorOf(`items.${index}`);
        const total = unitPriceOf(line, products) * (Number(line.quantity) || 0);
        return (
          <fieldset
            key={field.id}
            aria-invalid={lineError ? true : undefined}
            className={`grid gap-3 rounded-md border p-3 sm:grid-cols-[minmax(0,1fr)_6rem] ${lineError ? 'border-danger' : 'border-gray-200 dark:border-gray-700'}`}
          >
            <legend className="px-1 text-sm font-semibold">{name}</legend>
            {product && product.variants.length > 0 ? (
              <SelectField
                label={t('create.variant')}
                options={[
                  { value: '', label: t('create.chooseVariant') },
                  ...product.variants.map((variant) => ({
                    value: variant.id,
                    label: `${variantName(variant)} · ${money(variant.price)}`,
                  })),
                ]}
                {...form.register(`items.${index}.variantid`, {
                  setValueAs: (value: unknown) => (value ? String(value) : null),
                })}
                error={errorOf(`items.${index}.variantid`)}
              />
            ) : (
              <p className="self-end text-sm text-gray-600 dark:text-gray-300">
                {t('create.each', { price: money(unitPriceOf(line, products)) })}
              </p>
            )}
            <TextField
              label={t('create.quantity')}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              {...form.register(`items.${index}.quantity`, { setValueAs: quantityValue })}
              error={errorOf(`items.${index}.quantity`)}
            />
            {lineError && (
              <p role="alert" className="text-sm font-medium text-danger sm:col-span-2">
                {lineError}
              </p>
            )}
            <div className="flex flex-wrap items-center justify-between gap-3 sm:col-span-2">
              <span className="text-sm">
                {t('create.lineTotal')}: <span className="font-semibold">{money(total)}</span>
              </span>
              <Button variant="outline" onClick={() => remove(index)}>
                <Trash2 aria-hidden="true" className="size-4" />
                {t('create.removeItem', { name })}
              </Button>
            </div>
          </fieldset>
        );
      })}
      {listMessage && (
        <p role="alert" className="text-sm text-danger">
          {listMessage}
        </p>
      )}
      {fields.length < CART_LINES_MAX && (
        <RecordSearch
          label={t('create.addProduct')}
          hint={t('create.addProductHint')}
          noMatchesText={t('create.noMatches')}
          useResults={useProductOnSaleSearch}
          keyOf={(product) => product.id}
          titleOf={(product) => product.name}
          detailOf={(product) =>
            product.variants.length > 0
              ? t('create.variants', {
                  count: product.variants.length,
                  price: money(product.price),
                })
              : t('create.inStock', { count: product.stock, price: money(product.price) })
          }
          onPick={pick}
        />
      )}
    </fieldset>
  );
}
