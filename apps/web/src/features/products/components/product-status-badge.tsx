import type { ProductStatus } from '@olivia/contracts/catalog';
import { useTranslation } from 'react-i18next';

const tones: Record<ProductStatus, string> = {
  active: 'bg-success-light text-success-dark',
  draft: 'bg-primary-light text-primary-dark',
  archived: 'bg-gray-100 text-gray-600 dark:bg-gray-800 dark:text-gray-300',
};

export function ProductStatusBadge({ status }: { status: ProductStatus }) {
  const { t } = useTranslation('products');
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tones[status]}`}
    >
      {t(`status.${status}`)}
    </span>
  );
}
