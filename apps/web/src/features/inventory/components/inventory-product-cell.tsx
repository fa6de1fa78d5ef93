import type { InventoryItem } from '@olivia/contracts/inventory';
import { ImageIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { variantName } from '../../../lib/variant-name';

const box =
  'size-10 shrink-0 rounded-md border border-gray-200 bg-gray-50 dark:border-gray-700 dark:bg-gray-800';

/** The product's main image, or a neutral placeholder; beside its name, so no alt. */
function Thumbnail({ image }: { image: string }) {
  if (!image) {
    return (
      <span className={`${box} flex items-center justify-center text-gray-400`}>
        <ImageIcon aria-hidden="true" className="size-5" />
      </span>
    );
  }
  return <img src={image} alt="" loading="lazy" className={`${box} object-cover`} />;
}

/** The thumbnail, the name and SKU, and under them each variant with its SKU and stock. */
export function InventoryProductCell({ item }: { item: InventoryItem }) {
  const { t } = useTranslation('inventory');
  return (
    <div className="flex min-w-56 items-start gap-3">
      <Thumbnail image={item.image} />
      <div className="min-w-0">
        <p className="font-semibold text-dark dark:text-white">{item.name}</p>
        {item.sku && (
          <p className="text-xs text-gray-500 dark:text-gray-400">
            {t('list.sku', { sku: item.sku })}
          </p>
        )}
        {item.variants.length > 0 && (
          <ul
            aria-label={t('list.variantsOf', { name: item.name })}
            className="mt-2 space-y-0.5 text-xs text-gray-600 dark:text-gray-300"
          >
            {item.variants.map((variant) => (
              <li key={variant.id} className="flex flex-wrap gap-x-2">
                <span className="font-medium">{variantName(variant) || t('list.noOptions')}</span>
                {variant.sku && <span className="text-gray-400">{variant.sku}</span>}
                <span className={variant.stock <= 0 ? 'font-semibold text-danger' : ''}>
                  {t('list.variantStock', { number: variant.stock })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
