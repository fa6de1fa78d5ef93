import { flexRender, type Table } from '@tanstack/react-table';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../spinner';
import { cardClasses } from './card-classes';
import { SELECTION_COLUMN_ID } from './table-columns';

interface DataTableBodyProps<TRow> {
  table: Table<TRow>;
  isLoading: boolean;
  emptyText: string;
  cellClassName: (columnId: string) => string;
  /** A column's heading, shown beside each value when the rows are cards. */
  labelOf: (columnId: string) => string | undefined;
  /** Rows become cards below 640 px. */
  cards: boolean;
  /** Opens a row when it is clicked anywhere but on a control of its own. */
  onRowClick: ((row: TRow) => void) | undefined;
}

/** A click on a link, button or checkbox inside a row is that control's, not the row's. */
const onControl = (event: MouseEvent) =>
  event.target instanceof Element &&
  event.target.closest('a, button, input, select, textarea, label, [role="menuitem"]') !== null;

/** The rows; while loading a spinner instead, and the empty text when there are none. */
export function DataTableBody<TRow>({
  table,
  isLoading,
  emptyText,
  cellClassName,
  labelOf,
  cards,
  onRowClick,
}: DataTableBodyProps<TRow>) {
  const { t } = useTranslation('ui');
  const columnCount = table.getVisibleLeafColumns().length;
  const rows = table.getRowModel().rows;
  const selectable = table.options.enableRowSelection === true;
  const card = (classes: string) => (cards ? classes : '');

  if (isLoading || rows.length === 0) {
    return (
      <tbody className={card('max-sm:block')}>
        <tr className={card('max-sm:block')}>
          <td
            colSpan={columnCount}
            className={`px-4 py-10 text-center text-gray-500 ${card('max-sm:block')}`}
          >
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
    <tbody className={card(cardClasses.body)}>
      {rows.map((row) => (
        // The row's click is a shortcut for the mouse; its link (a cell's) is the way in for
        // the keyboard and screen readers.
        <tr
          key={row.id}
          aria-selected={selectable ? row.getIsSelected() : undefined}
          onClick={
            onRowClick
              ? (event) => {
                  if (!onControl(event)) onRowClick(row.original);
                }
              : undefined
          }
          className={`group/row border-b border-gray-100 hover:bg-gray-50 dark:border-gray-800 dark:hover:bg-gray-800/50 ${
            row.getIsSelected() ? 'bg-primary/5' : ''
          } ${onRowClick ? 'cursor-pointer' : ''} ${card(cardClasses.row)}`}
        >
          {row.getVisibleCells().map((cell) => (
            <td
              key={cell.id}
              data-label={
                cell.column.id === SELECTION_COLUMN_ID ? undefined : labelOf(cell.column.id)
              }
              className={`px-4 py-3 ${cellClassName(cell.column.id)} ${card(cardClasses.cell)}`}
            >
              {flexRender(cell.column.columnDef.cell, cell.getContext())}
            </td>
          ))}
        </tr>
      ))}
    </tbody>
  );
}
