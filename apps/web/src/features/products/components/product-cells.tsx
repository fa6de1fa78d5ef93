import type { Product } from '@olivia/contracts/catalog';
import { formatMoney } from '@olivia/contracts/format-money';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProductThumbnail } from './product-thumbnail';
import { editPath } from '../../../lib/screen-paths';

/** At or under this many left, the stock is highlighted. */
export const LOW_STOCK = 5;

/** The thumbnail, the name (opening the edit drawer) and the SKU under it. */
export function ProductNameCell({ product, search }: { product: Product; search: string }) {
  const { t } = useTranslation('products');
  return (
    <div className="flex min-w-52 items-center gap-3">
      <ProductThumbnail images={product.images} />
      <div className="min-w-0">
        <Link
          to={{ pathname: editPath(product.id), search }}
          className="font-semibold text-dark hover:text-primary hover:underline focus-visible:outline-2 focus-visible:outline-primary dark:text-white"
        >
          {product.name}
        </Link>
        {product.sku && (
          <p className="text-xs text-gray-500 dark:text-gray-400">
            {t('list.sku', { sku: product.sku })}
          </p>
        )}
      </div>
    </div>
  );
}

/** The price in the store's currency; the compare-at price struck through beside it. */
export function ProductPriceCell({ product, currency }: { product: Product; currency?: string }) {
  const { t } = useTranslation('products');
  const was = product.compareatprice;
  return (
    <span className="flex flex-col whitespace-nowrap sm:flex-row sm:gap-2">
      <bdi className="font-semibold text-dark dark:text-white">
        {formatMoney(product.price, currency)}
      </bdi>
      {was !== null && (
        <>
          <span className="sr-only">
            {t('list.compareAt', { price: formatMoney(was, currency) })}
          </span>
          <s aria-hidden="true" className="text-gray-400">
            <bdi>{formatMoney(was, currency)}</bdi>
          </s>
        </>
      )}
    </span>
  );
}

/** The stock; low (≤ 5) in amber and none in red, each said in words too. */
export function ProductStockCell({ stock }: { stock: number }) {
  const { t } = useTranslation('products');
  if (stock > LOW_STOCK) return <span>{stock}</span>;
  const [tone, label] =
    stock === 0 ? ['text-danger', t('list.outOfStock')] : ['text-warning', t('list.lowStock')];
  return (
    <span className={`flex flex-col font-semibold whitespace-nowrap ${tone}`}>
      {stock}
      <span className="text-xs font-medium">{label}</span>
    </span>
  );
}
