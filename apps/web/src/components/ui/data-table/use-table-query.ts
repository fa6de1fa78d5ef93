import { TABLE_DEFAULT_PAGE_SIZE, TABLE_PAGE_SIZES } from '@olivia/contracts/limits';
import type { ListQuerySchema } from '@olivia/contracts/lists';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';

type ListParams = z.output<typeof ListQuerySchema>;

export type SortOrder = ListParams['order'];

/**
 * The contract's list query (docs/engineering.md#api-conventions, `page` 0-based); `order` only
 * comes with a `sort`.
 */
export type TableQueryParams = Omit<ListParams, 'order'> & Partial<Pick<ListParams, 'order'>>;

export interface TableQuery {
  /** 0-based, as the API takes it; the URL shows it 1-based. */
  page: number;
  size: number;
  sort: string | undefined;
  order: SortOrder | undefined;
  q: string;
  /** Ready to send to a list endpoint (and to use in its query key). */
  params: TableQueryParams;
  setPage: (page: number) => void;
  /** Changing the page size goes back to the first page. */
  setSize: (size: number) => void;
  /** Sorting goes back to the first page; no `sort` removes the sorting. */
  setSort: (sort: string | undefined, order?: SortOrder) => void;
  /** A new search goes back to the first page. */
  setSearch: (q: string) => void;
}

interface TableQueryOptions {
  /** Keeps two tables of one screen apart in the URL: `orders.page`, `orders.size`... */
  prefix?: string;
}

const isPageSize = (size: number) => (TABLE_PAGE_SIZES as readonly number[]).includes(size);

/**
 * The table state of docs/product/screens.md and docs/engineering.md#web-conventions, kept in the
 * query string: page, size, sort, order, q.
 */
export function useTableQuery({ prefix }: TableQueryOptions = {}): TableQuery {
  const [searchParams, setSearchParams] = useSearchParams();
  const name = useCallback((key: string) => (prefix ? `${prefix}.${key}` : key), [prefix]);

  const pageParam = Number.parseInt(searchParams.get(name('page')) ?? '', 10);
  const sizeParam = Number.parseInt(searchParams.get(name('size')) ?? '', 10);
  const orderParam = searchParams.get(name('order'));
  const page = Number.isInteger(pageParam) && pageParam > 1 ? pageParam - 1 : 0;
  const size = isPageSize(sizeParam) ? sizeParam : TABLE_DEFAULT_PAGE_SIZE;
  const sort = searchParams.get(name('sort')) || undefined;
  const order = sort && (orderParam === 'asc' || orderParam === 'desc') ? orderParam : undefined;
  const q = searchParams.get(name('q')) ?? '';

  /** Writes the given keys; an undefined or empty value removes its key (defaults stay out). */
  const update = useCallback(
    (changes: Record<string, string | undefined>, options: { replace?: boolean } = {}) => {
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === '') next.delete(name(key));
          else next.set(name(key), value);
        }
        return next;
      }, options);
    },
    [name, setSearchParams],
  );

  return useMemo(() => {
    const params: TableQueryParams = { page, size };
    if (sort) params.sort = sort;
    if (sort && order) params.order = order;
    if (q) params.q = q;
    return {
      page,
      size,
      sort,
      order,
      q,
      params,
      setPage: (next) => update({ page: next > 0 ? String(next + 1) : undefined }),
      setSize: (next) =>
        update({
          page: undefined,
          size: next === TABLE_DEFAULT_PAGE_SIZE || !isPageSize(next) ? undefined : String(next),
        }),
      setSort: (nextSort, nextOrder = 'asc') =>
        update({ page: undefined, sort: nextSort, order: nextSort ? nextOrder : undefined }),
      setSearch: (next) => update({ page: undefined, q: next.trim() }, { replace: true }),
    } satisfies TableQuery;
  }, [page, size, sort, order, q, update]);
}
