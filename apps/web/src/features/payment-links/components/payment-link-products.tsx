import type { Product } from '@olivia/contracts/catalog';
import type { PaymentLinkRequestSchema } from '@olivia/contracts/payment-links';
import { useTranslation } from 'react-i18next';
import { ProductLinesField, productLines } from '../../../components/form/product-lines-field';
import type { FormDrawerFields } from '../../../components/resource/form-drawer';
import { storedLineOf, unitPriceOf, type KnownProducts } from './payment-link-form-values';

interface PaymentLinkProductsProps extends FormDrawerFields<typeof PaymentLinkRequestSchema> {
  currency: string | undefined;
  known: KnownProducts;
  /** A product found by the search and taken onto the link. */
  onProduct: (product: Product) => void;
}

/**
 * What a link sells, if anything: the shared product lines, in the links' words. A link with
 * products is paid at their total, so taking one makes its amount fixed; a saved line whose
 * product was not looked up shows the name and variant it was saved with.
 */
export function PaymentLinkProducts({
  form,
  errorOf,
  currency,
  known,
  onProduct,
}: PaymentLinkProductsProps) {
  const { t } = useTranslation('paymentLinks');
  return (
    <ProductLinesField
      lines={productLines(form, errorOf, 'items')}
      currency={currency}
      productOf={(line) => known.found.get(line.productid)}
      unitPriceOf={(line) => unitPriceOf(line, known)}
      savedNameOf={(line) => storedLineOf(line, known)?.name}
      savedNoteOf={(line) => {
        const label = storedLineOf(line, known)?.variantlabel;
        return label ? <span className="block">{label}</span> : null;
      }}
      onProduct={(product) => {
        onProduct(product);
        form.setValue('amounttype', 'fixed', { shouldDirty: true });
      }}
      text={{
        legend: t('products.title'),
        hint: t('products.hint'),
        item: (number) => t('products.item', { number }),
        variant: t('products.variant'),
        chooseVariant: t('products.chooseVariant'),
        each: (price) => t('products.each', { price }),
        quantity: t('products.quantity'),
        lineTotal: t('products.lineTotal'),
        remove: (name) => t('products.remove', { name }),
        add: t('products.add'),
        addHint: t('products.addHint'),
        noMatches: t('products.noMatches'),
        variants: (count, price) => t('products.variants', { count, price }),
        inStock: (count, price) => t('products.inStock', { count, price }),
      }}
    />
  );
}
