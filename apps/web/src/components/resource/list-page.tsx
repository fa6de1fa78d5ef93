import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DataTable, type DataTableProps } from '../ui/data-table/data-table';
import type { TableQuery } from '../ui/data-table/use-table-query';
import { EmptyState } from '../ui/empty-state';
import { BulkActionBar, type BulkActions } from './bulk-actions';
import { ListError } from './list-error';
import { SavedFilters } from './saved-filters';

/** What a ListPage needs of `useListResource(...)`. */
export interface ListPageResource<TRow> {
  table: TableQuery;
  isFiltered: boolean;
  result: Pick<
    UseQueryResult<{ content: TRow[]; total: number; totalCapped?: boolean }>,
    'data' | 'error' | 'isError' | 'isFetching' | 'isPending' | 'isPlaceholderData' | 'refetch'
  >;
}

/** The list's empty state: the store has none yet (no search or filter), with what to do. */
export interface ListEmptyState {
  title: string;
  body: string;
  /** The call to action, usually the same link as the primary action. */
  action?: ReactNode;
}

type TableProps<TRow> = Pick<
  DataTableProps<TRow>,
  | 'columns'
  | 'label'
  | 'searchable'
  | 'exportName'
  | 'exportRows'
  | 'getRowId'
  | 'emptyText'
  | 'selectable'
  | 'cards'
  | 'onRowClick'
>;

export interface ListPageProps<TRow> extends TableProps<TRow> {
  /** The screen's heading. */
  title: string;
  /** A line under the heading. */
  description?: string;
  /** Beside the heading: the screen's primary action, e.g. an 'Invite sub-user' link. */
  primaryAction?: ReactNode;
  /** Controls that narrow the list (a status, dates), wired to `setFilter`. */
  filters?: ReactNode;
  resource: ListPageResource<TRow>;
  /** Shown instead of the table while the store has no records at all. */
  emptyState?: ListEmptyState;
  /** What a failed load says before the reason; 'Unable to load the list.' by default. */
  errorText?: string;
  /**
   * Buttons for the rows the merchant selects (a checkbox per row), shown beside their count:
   * each runs for the selected ids, then a toast sums up what was done and refused, and the
   * selection clears. Needs `getRowId` to answer the record's id.
   */
  bulkActions?: BulkActions;
  /** The create/edit child routes: pass `<Outlet />`. */
  children?: ReactNode;
  /**
   * Why the list cannot be asked for as it stands (e.g. a From date after the To date): the
   * table shows it instead of rows, and the screen should not have sent the query.
   */
  blocked?: string;
  /** Shows a 'Saved filters' menu: this list's named views, kept per store under this key. */
  savedFiltersKey?: string;
}

/**
 * A list screen of the resource kit: heading and primary action, filters, the DataTable (with
 * its loading row, search, sorting, pages and export), an empty state with its call to action,
 * and an error with Retry.
 */
export function ListPage<TRow>(props: ListPageProps<TRow>) {
  const { title, description, primaryAction, filters, resource, emptyState, errorText } = props;
  const { children, blocked, savedFiltersKey, ...tableProps } = props;
  const { result, table, isFiltered } = resource;
  const total = result.data?.total ?? 0;
  const showEmptyState =
    emptyState !== undefined && result.data !== undefined && total === 0 && !isFiltered;
  const { bulkActions, getRowId } = tableProps;
  const selectionActions =
    bulkActions && getRowId
      ? (rows: TRow[], clearSelection: () => void) => (
          <BulkActionBar
            bulk={bulkActions}
            ids={rows.map((row, index) => getRowId(row, index))}
            onDone={clearSelection}
          />
        )
      : undefined;

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-dark dark:text-white">{title}</h1>
          {description && (
            <p className="mt-1 text-sm text-gray-500 dark:text-gray-400">{description}</p>
          )}
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-2 empty:hidden">
          {savedFiltersKey && <SavedFilters listKey={savedFiltersKey} />}
          {primaryAction}
        </div>
      </div>
      {filters}
      {result.isError && !blocked && (
        <ListError text={errorText} error={result.error} onRetry={() => void result.refetch()} />
      )}
      {showEmptyState ? (
        <section
          aria-label={tableProps.label}
          className="rounded-md bg-white shadow-sm dark:bg-gray-900"
        >
          <EmptyState {...emptyState} />
        </section>
      ) : (
        <DataTable
          label={tableProps.label}
          columns={tableProps.columns}
          rows={blocked ? [] : (result.data?.content ?? [])}
          total={blocked ? 0 : total}
          totalCapped={blocked ? false : result.data?.totalCapped}
          query={table}
          isLoading={
            !blocked &&
            (result.isPending ||
              result.isPlaceholderData ||
              (result.isFetching && result.data === undefined))
          }
          searchable={tableProps.searchable}
          exportName={tableProps.exportName}
          exportRows={tableProps.exportRows}
          getRowId={tableProps.getRowId}
          emptyText={blocked ?? tableProps.emptyText}
          selectable={tableProps.selectable}
          cards={tableProps.cards}
          onRowClick={tableProps.onRowClick}
          selectionActions={selectionActions}
        />
      )}
      {children}
    </div>
  );
}
