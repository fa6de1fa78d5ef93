import { TABLE_PAGE_SIZES } from '@olivia/contracts/limits';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { paginationRange } from './pagination-range';

interface DataTablePaginationProps {
  /** 0-based. */
  page: number;
  size: number;
  total: number;
  /** `total` is a lower bound (the server stopped counting): shown as '10000+'. */
  totalCapped?: boolean;
  onPageChange: (page: number) => void;
  onSizeChange: (size: number) => void;
}

const pageButton =
  'inline-flex size-9 items-center justify-center rounded-full text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-50';
const idle =
  'bg-gray-100 text-dark hover:bg-primary hover:text-white dark:bg-gray-800 dark:text-gray-300';
const current = 'bg-primary text-white';

/** docs/product/screens.md: 'from - to / total', a 'Records per page' choice and page buttons. */
export function DataTablePagination({
  page,
  size,
  total,
  totalCapped = false,
  onPageChange,
  onSizeChange,
}: DataTablePaginationProps) {
  const { t } = useTranslation('ui');
  const sizeId = useId();
  const pageCount = Math.max(Math.ceil(total / size), 1);
  const from = total === 0 ? 0 : Math.min(page * size + 1, total);
  const to = Math.min((page + 1) * size, total);

  return (
    <div className="flex flex-col gap-3 border-t border-gray-100 px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between dark:border-gray-800 print:hidden">
      <div className="flex flex-wrap items-center gap-4">
        <p className="text-gray-600 dark:text-gray-400">
          {t('table.range', { from, to, total: totalCapped ? `${total}+` : total })}
        </p>
        <div className="flex items-center gap-2">
          <label htmlFor={sizeId} className="text-gray-600 dark:text-gray-400">
            {t('table.recordsPerPage')}
          </label>
          <select
            id={sizeId}
            value={size}
            onChange={(event) => onSizeChange(Number(event.target.value))}
            className="rounded-md border border-gray-200 bg-white px-2 py-1 text-sm outline-none focus:border-primary dark:border-gray-700 dark:bg-gray-900"
          >
            {TABLE_PAGE_SIZES.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
      </div>
      <nav aria-label={t('table.pagination')}>
        <ul className="flex items-center gap-1">
          <li>
            <button
              type="button"
              className={`${pageButton} ${idle}`}
              onClick={() => onPageChange(page - 1)}
              disabled={page <= 0}
              aria-label={t('table.previousPage')}
            >
              <ChevronLeft aria-hidden="true" className="size-4" />
            </button>
          </li>
          {paginationRange(page + 1, pageCount).map((item) =>
            typeof item === 'number' ? (
              <li key={item}>
                <button
                  type="button"
                  className={`${pageButton} ${item === page + 1 ? current : idle}`}
                  onClick={() => onPageChange(item - 1)}
                  aria-label={t('table.page', { page: item })}
                  aria-current={item === page + 1 ? 'page' : undefined}
                >
                  {item}
                </button>
              </li>
            ) : (
              <li key={item} aria-hidden="true" className="px-1 text-gray-400">
                …
              </li>
            ),
          )}
          <li>
            <button
              type="button"
              className={`${pageButton} ${idle}`}
              onClick={() => onPageChange(page + 1)}
              disabled={page + 1 >= pageCount}
              aria-label={t('table.nextPage')}
            >
              <ChevronRight aria-hidden="true" className="size-4" />
            </button>
          </li>
        </ul>
      </nav>
    </div>
  );
}
