import type { Product } from '@olivia/contracts/catalog';
import { formatMoney } from '@olivia/contracts/format-money';
import { CART_LINES_MAX, CART_QUANTITY_MAX } from '@olivia/contracts/storefront';
import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  useFieldArray,
  type FieldArray,
  type FieldArrayPath,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslateMessage } from '../../lib/messages';
import { variantName } from '../../lib/variant-name';
import { Button } from '../ui/button';
import { SelectField } from '../ui/select-field';
import { TextField } from '../ui/text-field';
import { RecordSearch } from './record-search';
import { useProductOnSaleSearch } from './record-searches';

/** A line of products as an order, a payment link, a supplier or a purchase order keeps it. */
export interface ProductLine {
  productid: string;
  variantid?: string | null;
  /** Absent on lines without a quantity (what a supplier supplies). */
  quantity?: number;
}

/** A form's array of product lines, seen by the editor: the form, the array's name, its errors. */
export interface ProductLines<L extends ProductLine> {
  form: UseFormReturn<FieldValues>;
  /** Only carries the lines' type. */
  line?: L;
  name: string;
  errorOf: (path: string) => string | undefined;
}

/**
 * The lines `name` of a form, for the editor. The casts are sound for what the editor does with
 * them: it reads and writes that array's lines and asks for their errors.
 */
export const productLines = <F extends FieldValues, C, T, N extends FieldArrayPath<F> & string>(
  form: UseFormReturn<F, C, T>,
  errorOf: (path: Path<F>) => string | undefined,
  name: N,
): ProductLines<FieldArray<F, N> & ProductLine> => ({
  form: form as unknown as UseFormReturn<FieldValues>,
  name,
  errorOf: errorOf as (path: string) => string | undefined,
});

/** The editor's words, from the caller's namespace. */
export interface ProductLinesText {
  legend: string;
  hint?: string;
  /** A line's name while its product is unknown ('Item 2'). */
  item?: (number: number) => string;
  variant: string;
  /** The empty choice of a variant; without it a line keeps one of the product's variants. */
  chooseVariant?: string;
  each?: (price: string) => string;
  quantity?: string;
  lineTotal?: string;
  remove: (name: string) => string;
  add: string;
  addHint: string;
  noMatches: string;
  /** What the default search says of a product found: its variants or its stock, at its price. */
  variants?: (count: number, price: string) => string;
  inStock?: (count: number, price: string) => string;
}

/** How products are found and become lines; on-sale products, one more of a same line, unless given. */
interface ProductLinesSearch {
  useResults: (q: string) => { data?: Product[] | undefined; isFetching: boolean };
  detailOf: (product: Product) => string;
  max: number;
  lineOf: (product: Product) => ProductLine;
}

interface ProductLinesFieldProps<L extends ProductLine> {
  lines: ProductLines<L>;
  currency: string | undefined;
  text: ProductLinesText;
  search?: Partial<ProductLinesSearch>;
  /** The product of a line, as found by the search; undefined while unknown. */
  productOf: (line: L) => Product | undefined;
  /** A line's price: with it, each line shows its price each and its total. */
  unitPriceOf?: (line: L) => number;
  /** The most of one line; null: the lines have no quantity. */
  quantityMax?: number | null;
  /** A name kept for a line whose product was not looked up (a saved line). */
  savedNameOf?: (line: L) => string | undefined;
  /** Shown above a line's price when it has no variant to choose (a saved variant's label). */
  savedNoteOf?: (line: L) => ReactNode;
  /** A line's own fields after its quantity (a unit cost, a SKU), by its index. */
  extraFields?: (index: number) => ReactNode;
  /** A product found by the search, before its line is added. */
  onProduct: (product: Product) => void;
}

const numberOrNaN = (text: unknown) =>
  text === '' || text === null || text === undefined ? Number.NaN : Number(text);

const counted = (quantity: number | undefined) =>
  quantity !== undefined && Number.isFinite(quantity) ? quantity : 0;

/**
 * Products on a form: found in the catalogue, each a line, with its quantity unless the lines
 * have none and the caller's own fields; a product with variants needs one chosen; picking a
 * product already on a line without variants counts one more. A line the server refuses says
 * so under it. Below 640 px a line's fields stack. Used by the new order, payment links, a
 * supplier's products and purchase orders (issue 28).
 */
export function ProductLinesField<L extends ProductLine>(props: ProductLinesFieldProps<L>) {
  const { lines: view, currency, text, productOf, unitPriceOf, extraFields } = props;
  const { quantityMax = CART_QUANTITY_MAX, savedNameOf, savedNoteOf, onProduct } = props;
  const { search = {} } = props;
  const { form, name: arrayName, errorOf } = view;
  const translate = useTranslateMessage();
  const { fields, append, remove, update } = useFieldArray({
    control: form.control,
    name: arrayName,
  });
  const lines = (form.watch(arrayName) ?? []) as L[];
  // A resolver puts the list's own error (no line) under `<name>.root`.
  const listError = form.formState.errors[arrayName] as
    { message?: string; root?: { message?: string } } | undefined;
  const listMessage = translate(listError?.root?.message ?? listError?.message);
  const money = (amount: number) => formatMoney(amount, currency);
  const path = (index: number, leaf?: string) => `${arrayName}.${index}${leaf ? `.${leaf}` : ''}`;

  const pick = (product: Product) => {
    onProduct(product);
    if (search.lineOf) return append(search.lineOf(product));
    const same = lines.findIndex((line) => line.productid === product.id);
    const line = lines[same];
    if (line && product.variants.length === 0 && quantityMax !== null) {
      update(same, { ...line, quantity: Math.min(quantityMax, counted(line.quantity) + 1) });
    } else append({ productid: product.id, variantid: null, quantity: 1 });
  };

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-dark dark:text-gray-200">{text.legend}</legend>
      {text.hint && <p className="text-xs text-gray-500">{text.hint}</p>}
      {fields.map((field, index) => {
        const line = lines[index] ?? (field as unknown as L);
        const product = productOf(line);
        const name = product?.name ?? savedNameOf?.(line) ?? text.item?.(index + 1) ?? '';
        const lineError = errorOf(path(index)) ?? errorOf(path(index, 'productid'));
        const unitPrice = unitPriceOf?.(line);
        const wide = extraFields ? 'sm:col-span-2' : '';
        return (
          <fieldset
            key={field.id}
            aria-invalid={lineError ? true : undefined}
            className={`grid gap-3 rounded-md border p-3 ${extraFields ? 'sm:grid-cols-2' : 'sm:grid-cols-[minmax(0,1fr)_6rem]'} ${lineError ? 'border-danger' : 'border-gray-200 dark:border-gray-700'}`}
          >
            <legend className="px-1 text-sm font-semibold break-words">{name}</legend>
            {product && product.variants.length > 0 ? (
              <SelectField
                label={text.variant}
                options={[
                  ...(text.chooseVariant ? [{ value: '', label: text.chooseVariant }] : []),
                  ...product.variants.map((variant) => ({
                    value: variant.id,
                    label:
                      unitPrice === undefined
                        ? variantName(variant)
                        : `${variantName(variant)} · ${money(variant.price)}`,
                  })),
                ]}
                {...form.register(path(index, 'variantid'), {
                  setValueAs: (value: unknown) => (value ? String(value) : null),
                })}
                error={errorOf(path(index, 'variantid'))}
                className={wide}
              />
            ) : (
              unitPrice !== undefined && (
                <p className={`self-end text-sm text-gray-600 dark:text-gray-300 ${wide}`}>
                  {savedNoteOf?.(line)}
                  {text.each?.(money(unitPrice))}
                </p>
              )
            )}
            {quantityMax !== null && (
              <TextField
                label={text.quantity ?? ''}
                type="number"
                inputMode="numeric"
                min={1}
                max={quantityMax}
                step={1}
                {...form.register(path(index, 'quantity'), { setValueAs: numberOrNaN })}
                error={errorOf(path(index, 'quantity'))}
              />
            )}
            {extraFields?.(index)}
            {lineError && (
              <p role="alert" className="text-sm font-medium text-danger sm:col-span-2">
                {lineError}
              </p>
            )}
            <div className="flex flex-wrap items-center justify-between gap-3 sm:col-span-2">
              {unitPrice !== undefined && (
                <span className="text-sm">
                  {text.lineTotal}:{' '}
                  <span className="font-semibold">{money(unitPrice * counted(line.quantity))}</span>
                </span>
              )}
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
      {fields.length < (search.max ?? CART_LINES_MAX) && (
        <RecordSearch
          label={text.add}
          hint={text.addHint}
          noMatchesText={text.noMatches}
          useResults={search.useResults ?? useProductOnSaleSearch}
          keyOf={(product) => product.id}
          titleOf={(product) => product.name}
          detailOf={
            search.detailOf ??
            ((product) =>
              (product.variants.length > 0
                ? text.variants?.(product.variants.length, money(product.price))
                : text.inStock?.(product.stock, money(product.price))) ?? '')
          }
          onPick={pick}
        />
      )}
    </fieldset>
  );
}
