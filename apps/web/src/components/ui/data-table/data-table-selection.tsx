import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface DataTableSelectionProps {
  /** How many rows of the page are selected. */
  count: number;
  /** Whether the table exports: exports and print then take the selected rows. */
  exports: boolean;
  onClear: () => void;
  /** What can be done with the selected rows (a list's bulk actions), beside the count. */
  actions?: ReactNode;
}

/**
 * docs/product/screens.md row selection: how many rows are selected, that exports take them, and a
 * way to clear them, with the actions for them beside. The count's region is always there, so a
 * screen reader hears the count change; the actions stay outside it, so it does not read their
 * buttons out.
 */
export function DataTableSelection({ count, exports, onClear, actions }: DataTableSelectionProps) {
  const { t } = useTranslation('ui');
  return (
    <div
      className={count > 0 ? 'flex flex-wrap items-center gap-x-4 gap-y-2 px-4 pt-3' : undefined}
    >
      <div
        role="status"
        className={count > 0 ? 'flex flex-wrap items-center gap-x-3 gap-y-1 text-sm' : 'sr-only'}
      >
        {count > 0 && (
          <>
            <span className="font-semibold text-primary">{t('table.selected', { count })}</span>
            {exports && (
              <span className="text-gray-500 dark:text-gray-400">{t('table.exportSelection')}</span>
            )}
            <button
              type="button"
              onClick={onClear}
              className="font-semibold text-gray-600 underline-offset-2 hover:text-primary hover:underline focus-visible:outline-2 focus-visible:outline-primary dark:text-gray-300 print:hidden"
            >
              {t('table.clearSelection')}
            </button>
          </>
        )}
      </div>
      {count > 0 && actions}
    </div>
  );
}
