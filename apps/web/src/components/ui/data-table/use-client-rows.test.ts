import { describe, expect, it } from 'vitest';
import type { DataTableColumn } from './column';
import { clientRows } from './use-client-rows';

interface Order {
  id: number;
  customer: string;
  total: number | null;
}

const columns: DataTableColumn<Order>[] = [
  { id: 'customer', header: 'Customer', value: (row) => row.customer },
  { id: 'total', header: 'Total', value: (row) => row.total },
];

const orders: Order[] = [
  { id: 1, customer: 'Chidi', total: 300 },
  { id: 2, customer: 'ada', total: null },
  { id: 3, customer: 'Bola', total: 1200 },
  { id: 4, customer: 'Adaeze', total: 50 },
];

const query = { page: 0, size: 10, sort: undefined, order: undefined, q: '' };
const ids = (rows: Order[]) => rows.map((row) => row.id);

describe('clientRows', () => {
  it('searches every column, ignoring case', () => {
    const result = clientRows(orders, columns, { ...query, q: 'ADA' });
    expect(ids(result.rows)).toEqual([2, 4]);
    expect(result.total).toBe(2);
  });

  it('sorts numbers as numbers and keeps missing values last', () => {
    expect(
      ids(clientRows(orders, columns, { ...query, sort: 'total', order: 'asc' }).rows),
    ).toEqual([4, 1, 3, 2]);
    expect(
      ids(clientRows(orders, columns, { ...query, sort: 'total', order: 'desc' }).rows),
    ).toEqual([3, 1, 4, 2]);
  });

  it('sorts text without regard to case', () => {
    const result = clientRows(orders, columns, { ...query, sort: 'customer', order: 'asc' });
    expect(ids(result.rows)).toEqual([2, 4, 3, 1]);
  });

  it('slices the page and exports every matching row', () => {
    const result = clientRows(orders, columns, { ...query, page: 1, size: 3 });
    expect(ids(result.rows)).toEqual([4]);
    expect(result.total).toBe(4);
    expect(ids(result.exportRows)).toEqual([1, 2, 3, 4]);
  });
});
