import type { StorefrontStore } from '@olivia/contracts/storefront';
import { useTranslation } from 'react-i18next';

interface CategoryChipsProps {
  categories: StorefrontStore['categories'];
  /** The group's name for screen readers: the categories' by default (brands use it too). */
  label?: string;
  /** The chosen category's id, or '' for all. */
  selected: string;
  onSelect: (id: string) => void;
}

const chipClass = (active: boolean) =>
  `shrink-0 rounded-full border px-4 py-1.5 text-sm font-semibold whitespace-nowrap transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary ${
    active
      ? 'border-dark bg-dark text-white dark:border-white dark:bg-white dark:text-gray-900'
      : 'border-gray-200 bg-white text-dark hover:border-dark dark:border-gray-700 dark:bg-gray-900 dark:text-gray-200'
  }`;

/**
 * The store's categories (or brands) as a row of chips (scrolling sideways on a phone); 'All'
 * first.
 */
export function CategoryChips({ categories, label, selected, onSelect }: CategoryChipsProps) {
  const { t } = useTranslation('storefront');
  if (categories.length === 0) return null;
  return (
    <div
      role="group"
      aria-label={label ?? t('catalogue.categories')}
      className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0"
    >
      <button
        type="button"
        aria-pressed={selected === ''}
        onClick={() => onSelect('')}
        className={chipClass(selected === '')}
      >
        {t('catalogue.all')}
      </button>
      {categories.map((category) => (
        <button
          key={category.id}
          type="button"
          aria-pressed={selected === category.id}
          onClick={() => onSelect(category.id)}
          className={chipClass(selected === category.id)}
        >
          {category.name}
        </button>
      ))}
    </div>
  );
}
