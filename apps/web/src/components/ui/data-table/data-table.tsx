import {
  getCoreRowModel,
  useReactTable,
  type RowSelectionState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cardClasses } from './card-classes';
import type { DataTableColumn } from './column';
import { DataTableBody } from './data-table-body';
import { DataTableExport } from './data-table-export';
import { DataTableHeaderCell } from './data-table-header-cell';
import { DataTablePagination } from './data-table-pagination';
import { DataTableSearch } from './data-table-search';
import { DataTableSelection } from './data-table-selection';
import { pinnedClasses } from './pinned-classes';
import { SELECTION_COLUMN_ID, tableColumns } from './table-columns';
import { useHorizontalOverflow } from './use-horizontal-overflow';
import type { TableQuery } from './use-table-query';

export interface DataTableProps<TRow> {
  columns: readonly DataTableColumn<TRow>[];
  /** The current page (server mode), or `useClientRows(...).rows`. */
  rows: TRow[];
  /** Every matching row, across pages. */
  total: number;
  /** `total` is only a lower bound (a list's `totalCapped`). */
  totalCapped?: boolean;
  /** From `useTableQuery()`: page, size, sort and search live in the URL. */
  query: TableQuery;
  isLoading?: boolean;
  /** The table's accessible name (and the printed title). */
  label: string;
  /** Replaces 'No records', e.g. 'There are no recent orders yet.' */
  emptyText?: string;
  /** Shows a search box; the search reaches the list as `query.q`. */
  searchable?: boolean;
  /** Shows Export CSV, Export Excel and Print; the file name, without extension. */
  exportName?: string;
  /**
   * What exports get; the rows shown by default. Pass all matching rows, or a fetcher for them.
   * While rows are selected, exports and print take the selected rows instead.
   */
  exportRows?: readonly TRow[] | (() => Promise<readonly TRow[]>);
  /**
   * docs/product/screens.md row selection: a checkbox per row, a select-all for the page and the
   * count of selected rows, which exports then take. A new page, size, sort or search clears it.
   */
  selectable?: boolean;
  /** Reports the selected rows of the current page (and makes the table selectable). */
  onSelectionChange?: (rows: TRow[]) => void;
  /**
   * What can be done with the selected rows, shown beside their count while there are any (and
   * makes the table selectable): a list's bulk actions. `clearSelection` empties it afterwards.
   */
  selectionActions?: (rows: TRow[], clearSelection: () => void) => ReactNode;
  /** Identifies rows for selection; the index on the page by default. */
  getRowId?: (row: TRow, index: number) => string;
  /** Buttons beside the search box (e.g. Add). */
  actions?: ReactNode;
  /** Below 640 px each row becomes a card of 'heading value' lines instead of a wide table. */
  cards?: boolean;
  /**
   * Opens a row when it is clicked (not on one of its controls). It is a mouse shortcut: give
   * the row a link or button (e.g. on its reference) for the keyboard.
   */
  onRowClick?: (row: TRow) => void;
}

/**
 * The list table of every screen (docs/product/screens.md 'Tables offer...'), driven by the URL.
 */
export function DataTable<TRow>(props: DataTableProps<TRow>) {
  const { columns, rows, total, query, isLoading = false, label, emptyText, actions } = props;
  const { searchable = false, exportName, exportRows, onSelectionChange, getRowId } = props;
  const { cards = false, onRowClick, selectionActions } = props;
  const { t } = useTranslation('ui');
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const selectable =
    props.selectable === true || onSelectionChange !== undefined || selectionActions !== undefined;
  const columnDefs = useMemo(() => tableColumns(columns, selectable, t), [columns, selectable, t]);
  const sorting: SortingState = query.sort
    ? [{ id: query.sort, desc: query.order === 'desc' }]
    : [];

  const rowId = (row: TRow, index: number) => getRowId?.(row, index) ?? String(index);
  const changeSelection = (updater: Updater<RowSelectionState>) => {
    const next = typeof updater === 'function' ? updater(rowSelection) : updater;
    setRowSelection(next);
    onSelectionChange?.(rows.filter((row, index) => next[rowId(row, index)]));
  };
  /** A new page, size, sort or search shows other rows: forget the selection. */
  const clearingSelection =
    <TArgs extends unknown[]>(action: (...args: TArgs) => void) =>
    (...args: TArgs) => {
      if (Object.keys(rowSelection).length > 0) changeSelection({});
      action(...args);
    };
  const changeSorting = clearingSelection((updater: Updater<SortingState>) => {
    const [next] = typeof updater === 'function' ? updater(sorting) : updater;
    query.setSort(next?.id, next?.desc ? 'desc' : 'asc');
  });

  // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler in this app
  const table = useReactTable({
    data: rows,
    columns: columnDefs,
    getCoreRowModel: getCoreRowModel(),
    getRowId: rowId,
    manualPagination: true,
    manualSorting: true,
    enableMultiSort: false,
    sortDescFirst: false,
    rowCount: total,
    state: { sorting, rowSelection },
    onSortingChange: changeSorting,
    onRowSelectionChange: changeSelection,
    enableRowSelection: selectable,
  });
  const scroller = useRef<HTMLDivElement>(null);
  const overflow = useHorizontalOverflow(scroller);
  const columnOf = (id: string) => columns.find((column) => column.id === id);
  const classNameOf = (id: string) => columnOf(id)?.className ?? '';
  const labelOf = (id: string) => columnOf(id)?.header;
  const card = (classes: string) => (cards ? classes : '');
  const pinned = cards ? pinnedClasses.cards : pinnedClasses.table;
  const pinnedEnd = columns.some((column) => column.pinned === 'end');
  const pin = (id: string, classes: string) => (columnOf(id)?.pinned === 'end' ? classes : '');
  const headingClassName = (id: string, canSort: boolean) =>
    `${classNameOf(id)} ${pin(id, pinned.head)} ${id === SELECTION_COLUMN_ID || canSort ? '' : card(cardClasses.staticHeading)}`;
  const cellClassName = (id: string) => `${classNameOf(id)} ${pin(id, pinned.cell)}`;
  // Rows of the page that are selected; a selected row that left the page no longer counts.
  const selectedRows = selectable
    ? rows.filter((row, index) => rowSelection[rowId(row, index)] === true)
    : [];
  const rowsToExport = () =>
    selectedRows.length > 0
      ? selectedRows
      : typeof exportRows === 'function'
        ? exportRows()
        : (exportRows ?? rows);

  return (
    <div className="rounded-md bg-white shadow-sm dark:bg-gray-900">
      {(searchable || exportName || actions) && (
        <div className="flex flex-col gap-3 px-4 pt-4 sm:flex-row sm:items-center sm:justify-between">
          {searchable ? (
            <DataTableSearch value={query.q} onSearch={clearingSelection(query.setSearch)} />
          ) : (
            <span />
          )}
          <div className="flex flex-wrap items-center gap-2">
            {actions}
            {exportName && (
              <DataTableExport
                columns={columns}
                fileName={exportName}
                title={label}
                getRows={rowsToExport}
              />
            )}
          </div>
        </div>
      )}
      {selectable && (
        <DataTableSelection
          count={selectedRows.length}
          exports={exportName !== undefined}
          onClear={() => changeSelection({})}
          actions={selectionActions?.(selectedRows, () => changeSelection({}))}
        />
      )}
      {/*
        A table wider than its card scrolls sideways inside it. What is out of sight is shown by
        a shadow on the edge it hides behind (a pinned column's own shadow at the end), and the
        scroller takes the keyboard's focus, so arrow keys scroll it. Its side margins are
        margins, not padding: a pinned column sticks to the scroller's content edge, and columns
        scrolling through a padding beyond it would show past the pinned one.
      */}
      <div className="relative">
        <div
          ref={scroller}
          data-overflow-start={overflow.start || undefined}
          data-overflow-end={overflow.end || undefined}
          // Focusable only while it scrolls, so keyboard users can scroll it too (axe's
          // scrollable-region-focusable).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={overflow.start || overflow.end ? 0 : undefined}
          className="group/scroller mx-4 overflow-x-auto py-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
        >
          <table
            aria-label={label}
            aria-busy={isLoading}
            className={`w-full text-left text-sm ${card(cardClasses.table)}`}
          >
            <thead
              className={`bg-gray-50 text-xs font-bold text-dark uppercase dark:bg-gray-800 dark:text-gray-200 ${card(cardClasses.head)}`}
            >
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id} className={card(cardClasses.headRow)}>
                  {group.headers.map((header) => (
                    <DataTableHeaderCell
                      key={header.id}
                      header={header}
                      className={headingClassName(header.column.id, header.column.getCanSort())}
                    />
                  ))}
                </tr>
              ))}
            </thead>
            <DataTableBody
              table={table}
              isLoading={isLoading}
              emptyText={emptyText ?? t('table.noRecords')}
              cellClassName={cellClassName}
              labelOf={labelOf}
              cards={cards}
              onRowClick={onRowClick}
            />
          </table>
        </div>
        {overflow.start && <EdgeShadow edge="start" />}
        {overflow.end && !pinnedEnd && <EdgeShadow edge="end" />}
      </div>
      <DataTablePagination
        page={query.page}
        size={query.size}
        total={total}
        totalCapped={props.totalCapped}
        onPageChange={clearingSelection(query.setPage)}
        onSizeChange={clearingSelection(query.setSize)}
      />
    </div>
  );
}

/** The cue on an edge of the scroller that hides columns: a shadow, darkest at the edge. */
function EdgeShadow({ edge }: { edge: 'start' | 'end' }) {
  const side =
    edge === 'start'
      ? 'start-4 bg-linear-to-r rtl:bg-linear-to-l'
      : 'end-4 bg-linear-to-l rtl:bg-linear-to-r';
  return (
    <div
      aria-hidden="true"
      data-testid={`table-overflow-${edge}`}
      className={`pointer-events-none absolute inset-y-4 w-4 from-black/10 to-transparent dark:from-black/40 ${side}`}
    />
  );
}
