import type { Product } from '@olivia/contracts/catalog';
import { formatMoney } from '@olivia/contracts/format-money';
import { CART_LINES_MAX, CART_QUANTITY_MAX } from '@olivia/contracts/storefront';
import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslateMessage } from '../../lib/messages';
import { variantName } from '../../lib/variant-name';
import { Button } from '../ui/button';
import { SelectField } from '../ui/select-field';
import { TextField } from '../ui/text-field';
import { RecordSearch } from './record-search';
import { useProductOnSaleSearch } from './record-searches';

/** A line of products as an order, a payment link or an invoice sends it. */
export interface ProductLine {
  productid: string;
  variantid?: string | null;
  quantity: number;
}

/** The part of a form the editor works on: its `items`. */
export type ProductLinesForm = UseFormReturn<{ items: ProductLine[] }>;

/** The editor's words, from the caller's namespace. */
export interface ProductLinesText {
  legend: string;
  hint?: string;
  item: (number: number) => string;
  variant: string;
  chooseVariant: string;
  each: (price: string) => string;
  quantity: string;
  lineTotal: string;
  remove: (name: string) => string;
  add: string;
  addHint: string;
  noMatches: string;
  variants: (count: number, price: string) => string;
  inStock: (count: number, price: string) => string;
}

interface ProductLinesFieldProps {
  /** The caller's form, seen through its `items` (see `productLinesForm`). */
  form: ProductLinesForm;
  errorOf: (
    name: `items.${number}` | `items.${number}.variantid` | `items.${number}.quantity`,
  ) => string | undefined;
  currency: string | undefined;
  text: ProductLinesText;
  /** The product of a line, as found by the search; undefined while unknown. */
  productOf: (line: ProductLine) => Product | undefined;
  unitPriceOf: (line: ProductLine) => number;
  /** A name kept for a line whose product was not looked up (a saved link's line). */
  savedNameOf?: (line: ProductLine) => string | undefined;
  /** Shown above a line's price when it has no variant to choose (a saved variant's label). */
  savedNoteOf?: (line: ProductLine) => ReactNode;
  /** A product found by the search, before its line is added. */
  onProduct: (product: Product) => void;
}

const numberOrNaN = (text: unknown) =>
  text === '' || text === null || text === undefined ? Number.NaN : Number(text);

/**
 * Products sold on a form: found in the catalogue, each a line with its quantity; a product
 * with variants needs one chosen; picking a product already on a line without variants counts
 * one more. A line the server refuses (sold out, no longer on sale) says so under it. Below
 * 640 px a line's fields stack. Used by the new order and payment links (issue 28).
 */
export function ProductLinesField({
  form,
  errorOf,
  currency,
  text,
  productOf,
  unitPriceOf,
  savedNameOf,
  savedNoteOf,
  onProduct,
}: ProductLinesFieldProps) {
  const translate = useTranslateMessage();
  const { fields, append, remove, update } = useFieldArray({
    control: form.control,
    name: 'items',
  });
  const lines = form.watch('items') ?? [];
  // A resolver puts the list's own error (no line) under `items.root`.
  const listError = form.formState.errors.items;
  const listMessage = translate(listError?.root?.message ?? listError?.message);
  const money = (amount: number) => formatMoney(amount, currency);

  const pick = (product: Product) => {
    onProduct(product);
    const same = lines.findIndex((line) => line.productid === product.id);
    const line = lines[same];
    if (line && product.variants.length === 0) {
      const quantity = (Number.isFinite(line.quantity) ? line.quantity : 0) + 1;
      update(same, { ...line, quantity: Math.min(CART_QUANTITY_MAX, quantity) });
    } else append({ productid: product.id, variantid: null, quantity: 1 });
  };

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-dark dark:text-gray-200">{text.legend}</legend>
      {text.hint && <p className="text-xs text-gray-500">{text.hint}</p>}
      {fields.map((field, index) => {
        const line = lines[index] ?? field;
        const product = productOf(line);
        const name = product?.name ?? savedNameOf?.(line) ?? text.item(index + 1);
        const lineError = errorOf(`items.${index}`);
        const unitPrice = unitPriceOf(line);
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
                label={text.variant}
                options={[
                  { value: '', label: text.chooseVariant },
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
                {savedNoteOf?.(line)}
                {text.each(money(unitPrice))}
              </p>
            )}
            <TextField
              label={text.quantity}
              type="number"
              inputMode="numeric"
              min={1}
              max={CART_QUANTITY_MAX}
              step={1}
              {...form.register(`items.${index}.quantity`, { setValueAs: numberOrNaN })}
              error={errorOf(`items.${index}.quantity`)}
            />
            {lineError && (
              <p role="alert" className="text-sm font-medium text-danger sm:col-span-2">
                {lineError}
              </p>
            )}
            <div className="flex flex-wrap items-center justify-between gap-3 sm:col-span-2">
              <span className="text-sm">
                {text.lineTotal}: <span className="font-semibold">{money(total)}</span>
              </span>
              <Button variant="outline" onClick={() => remove(index)}>
                <Trash2 aria-hidden="true" className="size-4" />
                {text.remove(name)}
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
          label={text.add}
          hint={text.addHint}
          noMatchesText={text.noMatches}
          useResults={useProductOnSaleSearch}
          keyOf={(product) => product.id}
          titleOf={(product) => product.name}
          detailOf={(product) =>
            product.variants.length > 0
              ? text.variants(product.variants.length, money(product.price))
              : text.inStock(product.stock, money(product.price))
          }
          onPick={pick}
        />
      )}
    </fieldset>
  );
}

/**
 * A form whose values hold `items` of product lines, seen as the editor's form. The cast is
 * sound for what the editor does with it: it reads and writes `items` only.
 */
export const productLinesForm = <F extends { items?: ProductLine[] }, C, T>(
  form: UseFormReturn<F, C, T>,
) => form as unknown as ProductLinesForm;
