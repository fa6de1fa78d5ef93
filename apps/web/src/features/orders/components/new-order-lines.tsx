import type { Product } from '@olivia/contracts/catalog';
import type { ManualOrderRequestSchema } from '@olivia/contracts/manual-orders';
import { useTranslation } from 'react-i18next';
import { ProductLinesField, productLines } from '../../../components/form/product-lines-field';
import type { FormDrawerFields } from '../../../components/resource/form-drawer';
import { unitPriceOf } from './new-order-values';

interface NewOrderLinesProps extends FormDrawerFields<typeof ManualOrderRequestSchema> {
  currency: string | undefined;
  /** The products the lines come from, as found by the search. */
  products: ReadonlyMap<string, Product>;
  onProduct: (product: Product) => void;
}

/** What a phone or counter order sells: the shared product lines, in the orders' words. */
export function NewOrderLines({
  form,
  errorOf,
  currency,
  products,
  onProduct,
}: NewOrderLinesProps) {
  const { t } = useTranslation('orders');
  return (
    <ProductLinesField
      lines={productLines(form, errorOf, 'items')}
      currency={currency}
      productOf={(line) => products.get(line.productid)}
      unitPriceOf={(line) => unitPriceOf(line, products)}
      onProduct={onProduct}
      text={{
        legend: t('create.items'),
        item: (number) => t('create.item', { number }),
        variant: t('create.variant'),
        chooseVariant: t('create.chooseVariant'),
        each: (price) => t('create.each', { price }),
        quantity: t('create.quantity'),
        lineTotal: t('create.lineTotal'),
        remove: (name) => t('create.removeItem', { name }),
        add: t('create.addProduct'),
        addHint: t('create.addProductHint'),
        noMatches: t('create.noMatches'),
        variants: (count, price) => t('create.variants', { count, price }),
        inStock: (count, price) => t('create.inStock', { count, price }),
      }}
    />
  );
}
