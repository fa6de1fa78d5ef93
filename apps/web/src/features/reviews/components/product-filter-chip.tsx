import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';

interface ProductFilterChipProps {
  /** The product's name once a review of it is on screen. */
  name: string | undefined;
  onClear: () => void;
}

/** Says the list is one product's (a link from /ratings/all), with a way back to all. */
export function ProductFilterChip({ name, onClear }: ProductFilterChipProps) {
  const { t } = useTranslation('reviews');
  return (
    <p className="inline-flex items-center gap-2 rounded-full bg-primary-light px-3 py-1 text-sm font-medium text-primary">
      {name ? t('filters.productNamed', { name }) : t('filters.product')}
      <button
        type="button"
        onClick={onClear}
        aria-label={t('filters.allProducts')}
        className="rounded-full p-0.5 hover:bg-primary/10 focus-visible:outline-2 focus-visible:outline-primary"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </p>
  );
}
