import { apiPrefixes, defineEndpoint } from '@olivia/contracts/endpoint';
import { listResponse, ListQuerySchema } from '@olivia/contracts/lists';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createQueryClient } from '../../lib/query-client';
import { useListResource, type ListResourceOptions } from './use-list-resource';

/** A list endpoint like the contracts' ones: a sort enum and a status filter. */
const ThingsQuerySchema = ListQuerySchema.extend({
  sort: z.enum(['createdat', 'name']).default('createdat'),
  status: z.enum(['open', 'closed']).optional(),
  from: z.iso.date().optional(),
});
const thingsEndpoint = defineEndpoint({
  method: 'GET',
  prefix: apiPrefixes.main,
  path: '/things',
  auth: 'session',
  query: ThingsQuerySchema,
  response: listResponse(z.object({ id: z.string() })),
});
type ThingsQuery = z.input<typeof ThingsQuerySchema>;

const sent: ThingsQuery[] = [];
const thingsQueryOptions = (query: ThingsQuery) => ({
  queryKey: ['things', query] as const,
  queryFn: () => {
    sent.push(query);
    return Promise.resolve({ content: [{ id: 't1' }], total: 1, page: 0, size: 10 });
  },
});

function renderList(
  path: string,
  options: Omit<ListResourceOptions<typeof thingsEndpoint>, 'queryOptions'> = {},
) {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  sent.length = 0;
  return renderHook(
    () => ({
      list: useListResource(thingsEndpoint, { queryOptions: thingsQueryOptions, ...options }),
      search: useLocation().search,
    }),
    { wrapper },
  );
}

const NAME_FIRST = { sort: 'name', order: 'asc' } as const;

describe('useListResource', () => {
  it("parses the URL with the endpoint's query schema, the page 1-based", async () => {
    const { result } = renderList('/things?page=3&size=20&sort=name&order=desc&q=ada&status=open');
    const expected = { page: 2, size: 20, sort: 'name', order: 'desc', q: 'ada', status: 'open' };
    expect(result.current.list.query).toEqual(expected);
    expect(result.current.list.filters).toEqual({ status: 'open' });
    expect(result.current.list.isFiltered).toBe(true);
    await waitFor(() => expect(result.current.list.result.data?.total).toBe(1));
    expect(sent).toEqual([expected]);
  });

  it('drops values the schema refuses, and page sizes docs/product does not offer', () => {
    const { result } = renderList(
      '/things?page=-4&size=7&sort=colour&order=up&status=lost&from=2026-13-40',
    );
    expect(result.current.list.query).toEqual({ page: 0, size: 10 });
    expect(result.current.list.isFiltered).toBe(false);
  });

  it('keeps both of two changes made before the router renders the first', () => {
    const { result } = renderList('/things?q=ada');
    act(() => {
      const { list } = result.current;
      list.setFilter('status', 'open');
      list.setFilter('from', '2026-03-01');
    });
    expect(result.current.search).toBe('?q=ada&status=open&from=2026-03-01');
  });

  it('writes the query back to the URL and reads it again (a round trip)', () => {
    const { result } = renderList('/things');
    act(() => result.current.list.table.setSort('name', 'desc'));
    act(() => result.current.list.setFilter('status', 'closed'));
    act(() => result.current.list.table.setSearch('  ada '));
    act(() => result.current.list.table.setPage(2));
    expect(result.current.search).toBe('?sort=name&order=desc&status=closed&q=ada&page=3');
    expect(result.current.list.query).toEqual({
      page: 2,
      size: 10,
      sort: 'name',
      order: 'desc',
      status: 'closed',
      q: 'ada',
    });
  });

  it('goes back to page 0 when the sort, the search, the size or a filter changes', () => {
    const { result } = renderList('/things?page=5');
    const steps = [
      () => result.current.list.table.setSort('name'),
      () => result.current.list.table.setSearch('ada'),
      () => result.current.list.table.setSize(50),
      () => result.current.list.setFilter('status', 'open'),
      () => result.current.list.setFilters({ status: undefined, from: '2026-03-01' }),
    ];
    for (const step of steps) {
      act(() => result.current.list.table.setPage(4));
      expect(result.current.list.query.page).toBe(4);
      act(step);
      expect(result.current.list.query.page).toBe(0);
      expect(result.current.search).not.toContain('page=');
    }
    expect(result.current.list.query).toMatchObject({ size: 50, q: 'ada', from: '2026-03-01' });
  });

  it('reads an invalid filter in the URL as unset and leaves the URL alone (no rewrite loop)', async () => {
    const { result } = renderList('/things?status=bogus&from=yesterday');
    await waitFor(() => expect(result.current.list.result.isSuccess).toBe(true));
    expect(result.current.list.filters).toEqual({});
    expect(result.current.search).toBe('?status=bogus&from=yesterday');
    expect(sent).toEqual([{ page: 0, size: 10 }]);
  });

  it('keeps invalid filter values out of the URL', () => {
    const { result } = renderList('/things?from=2026-03-01');
    act(() => result.current.list.setFilter('from', 'yesterday'));
    expect(result.current.search).toBe('');
    expect(result.current.list.filters).toEqual({});
  });

  it('sends the defaults, keeps them out of the URL, and turns a default sort round', () => {
    const defaults = { sort: 'createdat', order: 'desc', size: 20 } as const;
    const { result } = renderList('/things', { defaults });
    expect(result.current.list.query).toEqual({
      page: 0,
      size: 20,
      sort: 'createdat',
      order: 'desc',
    });

    act(() => result.current.list.table.setSort(NAME_FIRST.sort, NAME_FIRST.order));
    expect(result.current.search).toBe('?sort=name&order=asc');
    act(() => result.current.list.table.setSort(undefined));
    expect(result.current.search).toBe('');
    act(() => result.current.list.table.setSort(undefined));
    expect(result.current.list.query).toMatchObject({ sort: 'createdat', order: 'asc' });
    expect(result.current.search).toBe('?order=asc');
  });

  it('keeps two lists of a screen apart with a prefix', () => {
    const { result } = renderList('/things?things.page=2&page=7&status=open', { prefix: 'things' });
    expect(result.current.list.query).toEqual({ page: 1, size: 10 });
    act(() => result.current.list.setFilter('status', 'closed'));
    expect(result.current.search).toBe('?page=7&status=open&things.status=closed');
  });
});
