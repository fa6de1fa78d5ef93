import type { Product } from '@olivia/contracts/catalog';
import { formatMoney } from '@olivia/contracts/format-money';
import type { PaymentLinkRequestSchema } from '@olivia/contracts/payment-links';
import { CART_LINES_MAX, CART_QUANTITY_MAX } from '@olivia/contracts/storefront';
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
import {
  quantityValue,
  storedLineOf,
  unitPriceOf,
  variantName,
  type KnownProducts,
} from './payment-link-form-values';

interface PaymentLinkProductsProps extends FormDrawerFields<typeof PaymentLinkRequestSchema> {
  currency: string | undefined;
  known: KnownProducts;
  /** A product found by the search and taken onto the link. */
  onProduct: (product: Product) => void;
}

/**
 * What a link sells, if anything: products found in the catalogue, each a line with its
 * quantity; a product with variants needs one chosen. A line the server refuses (sold out, no
 * longer on sale) says so under it. Below 640 px a line's fields stack.
 */
export function PaymentLinkProducts({
  form,
  errorOf,
  currency,
  known,
  onProduct,
}: PaymentLinkProductsProps) {
  const { t } = useTranslation('paymentLinks');
  const translate = useTranslateMessage();
  const { fields, append, remove, update } = useFieldArray({
    control: form.control,
    name: 'items',
  });
  const lines = form.watch('items') ?? [];
  const listError = form.formState.errors.items;
  const listMessage = translate(listError?.root?.message ?? listError?.message);
  const money = (amount: number) => formatMoney(amount, currency);

  const pick = (product: Product) => {
    onProduct(product);
    // A link with products is paid at their total: it cannot let the payer choose.
    form.setValue('amounttype', 'fixed', { shouldDirty: true });
    const same = lines.findIndex((line) => line.productid === product.id);
    const line = lines[same];
    if (line && product.variants.length === 0) {
      update(same, { ...line, quantity: Math.min(CART_QUANTITY_MAX, (line.quantity || 0) + 1) });
    } else append({ productid: product.id, variantid: null, quantity: 1 });
  };

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-dark dark:text-gray-200">
        {t('products.title')}
      </legend>
      <p className="text-xs text-gray-500">{t('products.hint')}</p>
      {fields.map((field, index) => {
        const line = lines[index] ?? field;
        const product = known.found.get(line.productid);
        const stored = storedLineOf(line, known);
        const name = product?.name ?? stored?.name ?? t('products.item', { number: index + 1 });
        const lineError = errorOf(`items.${index}`);
        const unitPrice = unitPriceOf(line, known);
        const total = unitPrice * (Number.isFinite(line.quantity) ? line.quantity : 0);
        return (
          <fieldset
            key={field.id}
            aria-invalid={lineError ? true : undefined}
            className={`grid gap-3 rounded-md border p-3 sm:grid-cols-[minmax(0,1fr)_6rem] ${lineError ? 'border-danger' : 'border-gray-200 dark:border-gray-700'}`}
          >
            <legend className="px-1 text-sm font-semibold break-words">{name}</legend>
            {product && product.variants.length > 0 ? (
              <SelectField
                label={t('products.variant')}
                options={[
                  { value: '', label: t('products.chooseVariant') },
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
                {stored?.variantlabel && <span className="block">{stored.variantlabel}</span>}
                {t('products.each', { price: money(unitPrice) })}
              </p>
            )}
            <TextField
              label={t('products.quantity')}
              type="number"
              inputMode="numeric"
              min={1}
              max={CART_QUANTITY_MAX}
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
                {t('products.lineTotal')}: <span className="font-semibold">{money(total)}</span>
              </span>
              <Button variant="outline" onClick={() => remove(index)}>
                <Trash2 aria-hidden="true" className="size-4" />
                {t('products.remove', { name })}
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
          label={t('products.add')}
          hint={t('products.addHint')}
          noMatchesText={t('products.noMatches')}
          useResults={useProductOnSaleSearch}
          keyOf={(product) => product.id}
          titleOf={(product) => product.name}
          detailOf={(product) =>
            product.variants.length > 0
              ? t('products.variants', {
                  count: product.variants.length,
                  price: money(product.price),
                })
              : t('products.inStock', { count: product.stock, price: money(product.price) })
          }
          onPick={pick}
        />
      )}
    </fieldset>
  );
}
