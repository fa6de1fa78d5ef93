import type { StorefrontProductDetail } from '@olivia/contracts/storefront';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useCart } from '../hooks/use-cart';
import { storefrontPaths } from '../model/storefront-paths';
import {
  chosenVariant,
  NO_SELECTION,
  variantLabel,
  type VariantSelection,
} from '../model/variant-choice';
import { Price } from './price';
import { QuantityInput } from './quantity-input';
import { VariantPicker } from './variant-picker';

interface AddToCartProps {
  slug: string;
  currency: string;
  product: StorefrontProductDetail;
}

type Outcome = 'added' | 'full' | null;

/** The price (of the chosen variant), the variant picker, the quantity and 'Add to cart'. */
export function AddToCart({ slug, currency, product }: AddToCartProps) {
  const { t } = useTranslation('storefront');
  const cart = useCart(slug);
  const [selection, setSelection] = useState<VariantSelection>(NO_SELECTION);
  const [quantity, setQuantity] = useState(1);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const hasVariants = product.variants.length > 0;
  const variant = chosenVariant(product.variants, selection);
  const inStock = product.instock && (!variant || variant.instock);
  const ready = inStock && (!hasVariants || variant !== undefined);

  const add = () => {
    const added = cart.add({
      productid: product.id,
      variantid: variant?.id ?? null,
      name: product.name,
      variant: variantLabel(variant),
      image: product.images[0] ?? '',
      unitprice: variant?.price ?? product.price,
      quantity,
    });
    setOutcome(added ? 'added' : 'full');
  };

  return (
    <div className="space-y-6">
      <Price
        amount={variant?.price ?? product.price}
        currency={currency}
        compareAt={product.compareatprice}
        size="lg"
      />
      {hasVariants && (
        <VariantPicker
          variants={product.variants}
          selection={selection}
          onChange={(next) => {
            setSelection(next);
            setOutcome(null);
          }}
        />
      )}
      <div>
        <span className="mb-2 block text-sm font-semibold text-dark dark:text-gray-200">
          {t('quantity.label')}
        </span>
        <QuantityInput value={quantity} onChange={setQuantity} label={t('quantity.label')} />
      </div>
      <div className="space-y-2">
        <Button onClick={add} disabled={!ready} className="w-full py-3 text-base">
          {inStock ? t('product.addToCart') : t('product.outOfStock')}
        </Button>
        {inStock && !ready && (
          <p className="text-sm text-gray-500 dark:text-gray-400">{t('product.chooseOption')}</p>
        )}
      </div>
      {outcome === 'added' && (
        <Alert tone="success">
          <span className="flex flex-wrap items-center justify-between gap-2">
            {t('product.added')}
            <Link to={storefrontPaths.cart(slug)} className="font-bold underline">
              {t('product.viewCart')}
            </Link>
          </span>
        </Alert>
      )}
      {outcome === 'full' && <Alert>{t('product.cartFull')}</Alert>}
    </div>
  );
}
