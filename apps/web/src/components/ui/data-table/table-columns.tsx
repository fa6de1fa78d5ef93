import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { cellText, type DataTableColumn } from './column';

/** The id of the checkbox column that selection adds first. */
export const SELECTION_COLUMN_ID = '__select';

const checkboxClassName =
  'size-4 cursor-pointer rounded border-gray-300 accent-primary focus-visible:outline-2 focus-visible:outline-primary';

/** The checkbox column: the header one selects every row of the page. */
function selectionColumn<TRow>(t: TFunction<'ui'>): ColumnDef<TRow> {
  return {
    id: SELECTION_COLUMN_ID,
    enableSorting: false,
    header: ({ table }) => (
      <input
        type="checkbox"
        className={checkboxClassName}
        aria-label={t('table.selectAll')}
        checked={table.getIsAllPageRowsSelected()}
        ref={(input) => {
          if (input) input.indeterminate = table.getIsSomePageRowsSelected();
        }}
        onChange={table.getToggleAllPageRowsSelectedHandler()}
      />
    ),
    cell: ({ row }) => (
      <input
        type="checkbox"
        className={checkboxClassName}
        aria-label={t('table.selectRow', { index: row.index + 1 })}
        checked={row.getIsSelected()}
        disabled={!row.getCanSelect()}
        onChange={row.getToggleSelectedHandler()}
      />
    ),
  };
}

/** Our column definitions as TanStack's, with the selection column first when asked. */
export function tableColumns<TRow>(
  columns: readonly DataTableColumn<TRow>[],
  selectable: boolean,
  t: TFunction<'ui'>,
): ColumnDef<TRow>[] {
  const data = columns.map((column): ColumnDef<TRow> => ({
    id: column.id,
    header: column.header,
    accessorFn: (row) => column.value?.(row),
    enableSorting: column.sortable ?? column.value !== undefined,
    cell: ({ row }) =>
      column.cell ? column.cell(row.original) : cellText(column.value?.(row.original)),
  }));
  return selectable ? [selectionColumn<TRow>(t), ...data] : data;
}
