import { useTranslation } from 'react-i18next';

interface DataTableSelectionProps {
  /** How many rows of the page are selected. */
  count: number;
  /** Whether the table exports: exports and print then take the selected rows. */
  exports: boolean;
  onClear: () => void;
}

/**
 * SPEC §2 row selection: how many rows are selected, that exports take them, and a way to clear
 * them. The region is always there, so a screen reader hears the count change.
 */
export function DataTableSelection({ count, exports, onClear }: DataTableSelectionProps) {
  const { t } = useTranslation('ui');
  return (
    <div
      role="status"
      className={
        count > 0 ? 'flex flex-wrap items-center gap-x-3 gap-y-1 px-4 pt-3 text-sm' : 'sr-only'
      }
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
  );
}
