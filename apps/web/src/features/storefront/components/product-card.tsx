import type { StorefrontProduct } from '@olivia/contracts/storefront';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { storefrontPaths } from '../model/storefront-paths';
import { Price } from './price';
import { ProductImage } from './product-image';
import { RatingStars } from './rating-stars';

interface ProductCardProps {
  slug: string;
  product: StorefrontProduct;
  currency: string;
  /** The first cards of the page: their images load at once. */
  eager: boolean;
}

/** One product in the grid: its picture, name and price, linking to its page. */
export function ProductCard({ slug, product, currency, eager }: ProductCardProps) {
  const { t } = useTranslation('storefront');
  return (
    <li className="group relative flex flex-col">
      <div className="relative overflow-hidden rounded-xl">
        <ProductImage
          src={product.images[0]}
          alt={product.name}
          eager={eager}
          className="transition duration-300 group-hover:scale-[1.03]"
        />
        {!product.instock && (
          <span className="absolute top-2 left-2 rounded-full bg-dark/85 px-2.5 py-1 text-xs font-semibold text-white">
            {t('product.outOfStock')}
          </span>
        )}
      </div>
      <div className="mt-3 flex flex-1 flex-col gap-1">
        <h3 className="line-clamp-2 text-sm font-semibold text-dark dark:text-gray-100">
          <Link
            to={storefrontPaths.product(slug, product.id)}
            className="after:absolute after:inset-0 focus-visible:outline-none after:focus-visible:rounded-xl after:focus-visible:outline-2 after:focus-visible:outline-primary"
          >
            {product.name}
          </Link>
        </h3>
        <Price amount={product.price} currency={currency} compareAt={product.compareatprice} />
        {product.rating.count > 0 && (
          <RatingStars rating={product.rating.average} count={product.rating.count} />
        )}
      </div>
    </li>
  );
}
