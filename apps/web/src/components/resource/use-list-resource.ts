import type { AnyEndpoint, EndpointResponse } from '@olivia/contracts/endpoint';
import {
  useQuery,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import type { SortOrder, TableQuery } from '../ui/data-table/use-table-query';
import {
  LIST_KEYS,
  readListQuery,
  writeListChanges,
  type ListFiltersOf,
  type ListQueryOf,
  type ListQuerySchemaLike,
} from './list-url';

/** A list endpoint of the contracts: a GET whose query is a list query and whose answer a page. */
export type ListEndpoint = AnyEndpoint & {
  readonly query: ListQuerySchemaLike;
  readonly response: z.ZodType<{ content: unknown[]; total: number }>;
};

type QueryOf<E extends ListEndpoint> = ListQueryOf<E['query']>;
type FiltersOf<E extends ListEndpoint> = ListFiltersOf<E['query']>;
/** One page of the list, as the endpoint answers it. */
export type ListPageOf<E extends ListEndpoint> = EndpointResponse<E>;

export interface ListResourceOptions<E extends ListEndpoint, K extends QueryKey = QueryKey> {
  /** The feature's query options for one page: its key factory's `list(query)` and its fetcher. */
  queryOptions: (query: QueryOf<E>) => UseQueryOptions<ListPageOf<E>, Error, ListPageOf<E>, K>;
  /**
   * What the screen shows when the URL does not say, e.g. `{ sort: 'createdat', order: 'desc' }`
   * or `{ size: 20 }`; sent to the API and left out of the URL. Define it outside the component.
   */
  defaults?: Partial<QueryOf<E>>;
  /** Keeps two lists of one screen apart in the URL: `orders.page`, `orders.status`... */
  prefix?: string;
}

export interface ListResource<E extends ListEndpoint> {
  /** What the API gets: the URL's values parsed with the endpoint's query schema, and defaults. */
  query: QueryOf<E>;
  /** Page, size, sort, order and search with their setters: DataTable's `query`. */
  table: TableQuery;
  filters: FiltersOf<E>;
  /** Sets one filter (undefined or an invalid value clears it) and goes back to the first page. */
  setFilter: <K extends keyof FiltersOf<E> & string>(key: K, value: FiltersOf<E>[K]) => void;
  /** Sets several filters at once (undefined clears one), back on the first page. */
  setFilters: (filters: FiltersOf<E>) => void;
  /** Whether a search or a filter narrows the list. */
  isFiltered: boolean;
  /** The page as TanStack Query has it: data, pending, error, refetch... */
  result: UseQueryResult<ListPageOf<E>>;
}

const NO_DEFAULTS = {};

/**
 * A list screen's state (docs/engineering.md#web-conventions "the URL is state"): the query string
 * ⇄ the endpoint's typed query, and the page it answers. A new sort, search, size or filter goes
 * back to page 0.
 */
export function useListResource<E extends ListEndpoint, K extends QueryKey>(
  endpoint: E,
  { queryOptions, defaults = NO_DEFAULTS, prefix }: ListResourceOptions<E, K>,
): ListResource<E> {
  const schema = endpoint.query;
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.toString();
  const query = useMemo(
    () => readListQuery(schema, new URLSearchParams(search), defaults, prefix) as QueryOf<E>,
    [schema, search, defaults, prefix],
  );

  // The URL as this hook last wrote it: the router renders a navigation in a transition, so a
  // second change made before that render (From, then To at once) must build on the first.
  const latest = useRef(searchParams);
  useLayoutEffect(() => {
    latest.current = searchParams;
  }, [searchParams]);
  const write = useCallback(
    (changes: Record<string, unknown>, replace = false) => {
      const next = writeListChanges(latest.current, changes, defaults, prefix);
      latest.current = next;
      setSearchParams(next, { replace });
    },
    [setSearchParams, defaults, prefix],
  );

  const resource = useMemo(() => {
    const { page, size, sort, order, q } = query as QueryOf<E> & TableQuery['params'];
    const filters = Object.fromEntries(
      Object.entries(query).filter(([key]) => !(LIST_KEYS as readonly string[]).includes(key)),
    ) as FiltersOf<E>;
    /** A filter value the schema refuses is not written: the URL only ever holds valid values. */
    const validFilters = (values: Record<string, unknown>) =>
      Object.fromEntries(
        Object.entries(values).map(([key, value]) => {
          const field = schema.shape[key];
          return [
            key,
            value === undefined || !field || !z.safeParse(field, value).success ? undefined : value,
          ];
        }),
      );
    const setSort = (next: string | undefined, nextOrder: SortOrder = 'asc') => {
      const defaultSort = defaults.sort as string | undefined;
      if (next === undefined && defaultSort !== undefined && sort === defaultSort) {
        // The default column cannot be unsorted (it would stay as it is): turn its order round.
        write({ page: 0, sort: defaultSort, order: order === 'asc' ? 'desc' : 'asc' });
      } else {
        write({ page: 0, sort: next, order: next ? nextOrder : undefined });
      }
    };
    const table: TableQuery = {
      page,
      size,
      sort,
      order,
      q: q ?? '',
      params: query as TableQuery['params'],
      setPage: (next) => write({ page: next }),
      setSize: (next) => write({ page: 0, size: next }),
      setSort,
      setSearch: (next) => write({ page: 0, q: next.trim() }, true),
    };
    return {
      query,
      table,
      filters,
      setFilter: (key: string, value: unknown) =>
        write({ page: 0, ...validFilters({ [key]: value }) }),
      setFilters: (values: Record<string, unknown>) => write({ page: 0, ...validFilters(values) }),
      isFiltered: Boolean(q) || Object.values(filters).some((value) => value !== undefined),
    };
  }, [query, schema, write, defaults]);

  const result = useQuery(queryOptions(query));
  return { ...resource, result } as unknown as ListResource<E>;
}
