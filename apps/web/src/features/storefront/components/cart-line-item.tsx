import { formatMoney } from '@olivia/contracts/format-money';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CartLine } from '../model/cart-storage';
import { lineTotal } from '../model/cart-totals';
import { storefrontPaths } from '../model/storefront-paths';
import { ProductImage } from './product-image';
import { QuantityInput } from './quantity-input';

interface CartLineItemProps {
  slug: string;
  line: CartLine;
  currency: string;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

/** One line of the cart: picture, name, variant, unit price, quantity and remove. */
export function CartLineItem({ slug, line, currency, onQuantity, onRemove }: CartLineItemProps) {
  const { t } = useTranslation('storefront');
  const money = (amount: number) => formatMoney(amount, currency);
  return (
    <li className="flex gap-4 py-5" aria-label={line.name}>
      <div className="w-20 shrink-0 sm:w-24">
        <ProductImage src={line.image || undefined} alt={line.name} className="rounded-lg" />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <Link
              to={storefrontPaths.product(slug, line.productid)}
              className="font-semibold break-words text-dark hover:underline dark:text-white"
            >
              {line.name}
            </Link>
            {line.variant && (
              <p className="text-sm text-gray-500 dark:text-gray-400">{line.variant}</p>
            )}
            <p className="text-sm text-gray-500 dark:text-gray-400">
              {t('cart.each', { price: money(line.unitprice) })}
            </p>
          </div>
          <p className="shrink-0 font-semibold">{money(lineTotal(line))}</p>
        </div>
        <div className="flex items-center justify-between gap-3">
          <QuantityInput
            value={line.quantity}
            onChange={onQuantity}
            label={t('cart.quantityOf', { name: line.name })}
            size="sm"
          />
          <button
            type="button"
            onClick={onRemove}
            aria-label={t('cart.remove', { name: line.name })}
            className="rounded-md p-2 text-gray-500 transition hover:bg-gray-100 hover:text-danger focus-visible:outline-2 focus-visible:outline-primary dark:hover:bg-gray-800"
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </button>
        </div>
      </div>
    </li>
  );
}
