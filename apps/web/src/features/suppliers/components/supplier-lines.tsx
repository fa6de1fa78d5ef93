import type { Product } from '@olivia/contracts/catalog';
import { formatMoney } from '@olivia/contracts/format-money';
import {
  PURCHASE_ORDER_LINES_MAX,
  type PurchaseOrderRequestSchema,
} from '@olivia/contracts/purchase-orders';
import {
  SUPPLIER_PRODUCTS_MAX,
  type Supplier,
  type SupplierRequestSchema,
} from '@olivia/contracts/suppliers';
import type { TFunction } from 'i18next';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ProductLinesField, productLines } from '../../../components/form/product-lines-field';
import { useProductSearch } from '../../../components/form/record-searches';
import type { FormDrawerFields } from '../../../components/resource/form-drawer';
import { TextField } from '../../../components/ui/text-field';
import { numberValue, optionalNumber, type useItemChoices } from './item-choices';

interface LinesProps {
  currency: string | undefined;
  items: ReturnType<typeof useItemChoices>;
}

/** The words both editors share; any product of the catalogue, a line keeps one of its variants. */
const sharedText = (t: TFunction<'suppliers'>) => ({
  variant: t('form.variant'),
  remove: (name: string) => t('form.removeProduct', { name }),
  add: t('form.addProduct'),
  noMatches: t('form.noMatches'),
});
const firstVariant = (product: Product) => ({
  productid: product.id,
  variantid: product.variants[0]?.id ?? null,
});

/** The products the supplier supplies, each (or one variant) at their unit cost and SKU. */
export function SupplierProductLines({
  form,
  errorOf,
  currency,
  items,
}: FormDrawerFields<typeof SupplierRequestSchema> & LinesProps) {
  const { t } = useTranslation('suppliers');
  return (
    <ProductLinesField
      lines={productLines(form, errorOf, 'products')}
      currency={currency}
      quantityMax={null}
      productOf={items.productOf}
      savedNameOf={items.savedNameOf}
      onProduct={items.remember}
      text={{
        ...sharedText(t),
        legend: t('form.products'),
        hint: t('form.productsHint'),
        addHint: t('form.addProductHint'),
      }}
      search={{
        useResults: useProductSearch,
        max: SUPPLIER_PRODUCTS_MAX,
        detailOf: (product) =>
          t('form.costNow', { cost: formatMoney(product.costprice ?? 0, currency) }),
        lineOf: (product) => ({
          ...firstVariant(product),
          suppliersku: '',
          unitcost: product.costprice ?? 0,
        }),
      }}
      extraFields={(index) => (
        <>
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
        </>
      )}
    />
  );
}

/**
 * The order's lines: a product (or one of its variants) from the search, how many, and the unit
 * cost — left empty, the supplier's cost for it (else the product's cost price) is used.
 */
export function PurchaseOrderLines({
  form,
  errorOf,
  currency,
  items,
  supplier,
}: FormDrawerFields<typeof PurchaseOrderRequestSchema> &
  LinesProps & { supplier: Supplier | undefined }) {
  const { t } = useTranslation('suppliers');
  const lines = useWatch({ control: form.control, name: 'lines' }) ?? [];
  const supplierCost = (productid: string, variantid: string | null | undefined) =>
    supplier?.products.find((p) => p.productid === productid && p.variantid === (variantid ?? null))
      ?.unitcost ??
    supplier?.products.find((p) => p.productid === productid && p.variantid === null)?.unitcost;
  const knownCost = (index: number) => {
    const line = lines[index];
    return line
      ? (supplierCost(line.productid, line.variantid) ?? items.productOf(line)?.costprice)
      : undefined;
  };
  return (
    <ProductLinesField
      lines={productLines(form, errorOf, 'lines')}
      currency={currency}
      quantityMax={100_000}
      productOf={items.productOf}
      savedNameOf={items.savedNameOf}
      onProduct={items.remember}
      text={{
        ...sharedText(t),
        legend: t('po.lines'),
        quantity: t('po.quantity'),
        addHint: t('po.addProductHint'),
      }}
      search={{
        useResults: useProductSearch,
        max: PURCHASE_ORDER_LINES_MAX,
        detailOf: (product) => t('po.inStock', { count: product.stock }),
        lineOf: (product) => ({ ...firstVariant(product), quantity: 1, unitcost: null }),
      }}
      extraFields={(index) => {
        const known = knownCost(index);
        return (
          <TextField
            label={t('form.unitCost')}
            hint={
              known != null ? t('po.knownCost', { cost: formatMoney(known, currency) }) : undefined
            }
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            placeholder={known != null ? String(known) : ''}
            {...form.register(`lines.${index}.unitcost`, { setValueAs: optionalNumber })}
            error={errorOf(`lines.${index}.unitcost`)}
          />
        );
      }}
    />
  );
}
