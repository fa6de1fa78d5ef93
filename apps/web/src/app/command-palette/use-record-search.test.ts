import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RecordSearch, SearchHit } from './palette-searches';
import { SEARCH_DEBOUNCE_MS, useRecordSearch } from './use-record-search';

interface Call {
  q: string;
  signal: AbortSignal;
  resolve: (hits: SearchHit[]) => void;
  reject: (error: Error) => void;
}

/** A search whose calls the test answers by hand. */
function manualSearch(id: RecordSearch['id']) {
  const calls: Call[] = [];
  const search: RecordSearch = {
    id,
    screen: id,
    run: (q, signal) =>
      new Promise<SearchHit[]>((resolve, reject) => calls.push({ q, signal, resolve, reject })),
  };
  return { search, calls };
}

const hit = (label: string): SearchHit => ({ id: label, label, detail: '', to: `/${label}` });

describe('useRecordSearch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks nothing below two characters', () => {
    const orders = manualSearch('orders');
    const { result } = renderHook(() => useRecordSearch(' a ', [orders.search]));
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    expect(orders.calls).toEqual([]);
    expect(result.current).toEqual({});
  });

  it('waits for a pause, then runs every search at once and shows each as it answers', async () => {
    const orders = manualSearch('orders');
    const products = manualSearch('products');
    const searches = [orders.search, products.search];
    const { result } = renderHook(() => useRecordSearch('ank', searches));

    expect(result.current).toEqual({
      orders: { status: 'loading' },
      products: { status: 'loading' },
    });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(orders.calls).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1));
    expect(orders.calls.map((call) => call.q)).toEqual(['ank']);
    expect(products.calls.map((call) => call.q)).toEqual(['ank']);

    await act(async () => products.calls[0]?.resolve([hit('Ankara')]));
    expect(result.current).toEqual({
      orders: { status: 'loading' },
      products: { status: 'done', hits: [hit('Ankara')] },
    });
    await act(async () => orders.calls[0]?.reject(new Error('500')));
    expect(result.current.orders).toEqual({ status: 'failed' });
  });

  it('cancels the older query when the query changes and drops its late answers', async () => {
    const orders = manualSearch('orders');
    const searches = [orders.search];
    const { result, rerender } = renderHook(({ q }) => useRecordSearch(q, searches), {
      initialProps: { q: 'ab' },
    });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    rerender({ q: 'abc' });
    expect(orders.calls[0]?.signal.aborted).toBe(true);

    // Typing again before the pause ends asks nothing for the query passed over.
    rerender({ q: 'abcd' });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(orders.calls.map((call) => call.q)).toEqual(['ab', 'abcd']);

    await act(async () => orders.calls[0]?.resolve([hit('stale')]));
    expect(result.current.orders).toEqual({ status: 'loading' });
    await act(async () => orders.calls[1]?.resolve([hit('fresh')]));
    expect(result.current.orders).toEqual({ status: 'done', hits: [hit('fresh')] });
  });
});
