import { useTranslation } from 'react-i18next';
import type { PaletteSection } from './use-palette-sections';

interface PaletteStatusProps {
  query: string;
  sections: readonly PaletteSection[];
  count: number;
}

const kbdClass =
  'rounded border border-gray-200 px-1 font-sans text-[11px] dark:border-gray-700 dark:text-gray-300';

/**
 * Under the list: searches still running, searches that failed, nothing found, and (with a
 * keyboard) the keys. The count and the searching state are announced politely.
 */
export function PaletteStatus({ query, sections, count }: PaletteStatusProps) {
  const { t } = useTranslation('commandPalette');
  const searching = sections.some((section) => section.status === 'loading');
  const failed = sections.filter((section) => section.status === 'failed');
  const typed = query.trim();
  const announcement = searching
    ? t('status.searching')
    : count === 0 && typed !== ''
      ? t('status.noResults', { query: typed })
      : typed !== ''
        ? t('status.count', { count })
        : '';

  return (
    <div className="border-t border-gray-100 px-4 py-2 text-xs text-gray-500 dark:border-gray-800 dark:text-gray-400">
      <p role="status" aria-live="polite" className={count === 0 || searching ? '' : 'sr-only'}>
        {announcement}
      </p>
      {failed.map((section) => (
        <p key={section.id} className="text-danger">
          {t('status.searchFailed', { group: t(`groups.${section.id}`) })}
        </p>
      ))}
      <p aria-hidden="true" className="mt-1 hidden gap-3 sm:flex">
        <span>
          <kbd className={kbdClass}>↑</kbd> <kbd className={kbdClass}>↓</kbd> {t('hints.move')}
        </span>
        <span>
          <kbd className={kbdClass}>Enter</kbd> {t('hints.open')}
        </span>
        <span>
          <kbd className={kbdClass}>Esc</kbd> {t('hints.close')}
        </span>
      </p>
    </div>
  );
}
