import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useTableQuery } from './use-table-query';

function renderQuery(path: string, prefix?: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ query: useTableQuery({ prefix }), search: useLocation().search }), {
    wrapper,
  });
}

describe('useTableQuery', () => {
  it('reads a 1-based page from the URL and gives the API a 0-based one', () => {
    const { result } = renderQuery('/orders?page=3&size=20&sort=total&order=desc&q=ada');
    expect(result.current.query.params).toEqual({
      page: 2,
      size: 20,
      sort: 'total',
      order: 'desc',
      q: 'ada',
    });
  });

  it('falls back to page 1 and 10 records for missing or unknown values', () => {
    const { result } = renderQuery('/orders?page=-4&size=7&order=sideways');
    expect(result.current.query.params).toEqual({ page: 0, size: 10 });
  });

  it('writes pages 1-based and drops the defaults from the URL', () => {
    const { result } = renderQuery('/orders');
    act(() => result.current.query.setPage(4));
    expect(result.current.search).toBe('?page=5');
    act(() => result.current.query.setPage(0));
    expect(result.current.search).toBe('');
  });

  it('goes back to page 1 when the size, the sort or the search changes', () => {
    const { result } = renderQuery('/orders?page=4');
    act(() => result.current.query.setSize(50));
    expect(result.current.search).toBe('?size=50');

    act(() => result.current.query.setPage(2));
    act(() => result.current.query.setSort('total', 'desc'));
    expect(result.current.search).toBe('?size=50&sort=total&order=desc');

    act(() => result.current.query.setPage(2));
    act(() => result.current.query.setSearch('  ada '));
    expect(result.current.query.page).toBe(0);
    expect(result.current.query.q).toBe('ada');
  });

  it('keeps two tables of a screen apart with a prefix', () => {
    const { result } = renderQuery('/dashboard?orders.page=2&page=7', 'orders');
    expect(result.current.query.page).toBe(1);
    act(() => result.current.query.setSort('total'));
    expect(result.current.search).toBe('?page=7&orders.sort=total&orders.order=asc');
  });
});
