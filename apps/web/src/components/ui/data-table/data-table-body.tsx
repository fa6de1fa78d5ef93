import { flexRender, type Table } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../spinner';

interface DataTableBodyProps<TRow> {
  table: Table<TRow>;
  isLoading: boolean;
  emptyText: string;
  cellClassName: (columnId: string) => string;
}

/** The rows; while loading a spinner instead, and the empty text when there are none. */
export function DataTableBody<TRow>({
  table,
  isLoading,
  emptyText,
  cellClassName,
}: DataTableBodyProps<TRow>) {
  const { t } = useTranslation('ui');
  const columnCount = table.getVisibleLeafColumns().length;
  const rows = table.getRowModel().rows;
  const selectable = table.options.enableRowSelection === true;

  if (isLoading || rows.length === 0) {
    return (
      <tbody>
        <tr>
          <td colSpan={columnCount} className="px-4 py-10 text-center text-gray-500">
            {isLoading ? (
              <span role="status" className="inline-flex items-center gap-2 text-primary">
                <Spinner className="size-6 border-3" />
                <span className="text-gray-600 dark:text-gray-300">{t('table.loading')}</span>
              </span>
            ) : (
              emptyText
            )}
          </td>
        </tr>
      </tbody>
    );
  }

  return (
    <tbody>
      {rows.map((row) => (
        <tr
          key={row.id}
          aria-selected={selectable ? row.getIsSelected() : undefined}
          className="border-b border-gray-100 hover:bg-gray-50 dark:border-gray-800 dark:hover:bg-gray-800/50"
        >
          {row.getVisibleCells().map((cell) => (
            <td key={cell.id} className={`px-4 py-3 ${cellClassName(cell.column.id)}`}>
              {flexRender(cell.column.columnDef.cell, cell.getContext())}
            </td>
          ))}
        </tr>
      ))}
    </tbody>
  );
}
