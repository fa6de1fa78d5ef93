import { useMemo } from 'react';
import { cellText, type CellValue, type DataTableColumn } from './column';
import type { TableQuery } from './use-table-query';

export interface ClientRows<TRow> {
  /** The current page. */
  rows: TRow[];
  /** How many rows match the search. */
  total: number;
  /** Every row that matches the search, sorted: what CSV, Excel and print get. */
  exportRows: TRow[];
}

type ClientQuery = Pick<TableQuery, 'page' | 'size' | 'sort' | 'order' | 'q'>;

const isMissing = (value: CellValue) => value === null || value === undefined || value === '';

function compare(left: CellValue, right: CellValue): number {
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  if (left instanceof Date && right instanceof Date) return left.getTime() - right.getTime();
  return cellText(left).localeCompare(cellText(right), undefined, {
    numeric: true,
    sensitivity: 'base',
  });
}

/** Searches, sorts and pages rows in memory, for lists small enough to load whole. */
export function clientRows<TRow>(
  allRows: readonly TRow[],
  columns: readonly DataTableColumn<TRow>[],
  { page, size, sort, order, q }: ClientQuery,
): ClientRows<TRow> {
  const needle = q.trim().toLocaleLowerCase();
  const readers = columns.flatMap((column) => {
    const exported = column.exportValue === false ? undefined : column.exportValue;
    return [column.value, exported].filter((read) => read !== undefined);
  });
  const matching = needle
    ? allRows.filter((row) =>
        readers.some((read) => cellText(read(row)).toLocaleLowerCase().includes(needle)),
      )
    : [...allRows];

  const sortValue = columns.find((column) => column.id === sort)?.value;
  if (sortValue) {
    const direction = order === 'desc' ? -1 : 1;
    matching.sort((left, right) => {
      const leftValue = sortValue(left);
      const rightValue = sortValue(right);
      // Rows without a value stay at the end in both directions.
      if (isMissing(leftValue) || isMissing(rightValue)) {
        return Number(isMissing(leftValue)) - Number(isMissing(rightValue));
      }
      return direction * compare(leftValue, rightValue);
    });
  }

  return {
    rows: matching.slice(page * size, (page + 1) * size),
    total: matching.length,
    exportRows: matching,
  };
}

/** Client-side mode of DataTable: pass all rows, get the page, the total and the export rows. */
export function useClientRows<TRow>(
  allRows: readonly TRow[],
  columns: readonly DataTableColumn<TRow>[],
  query: ClientQuery,
): ClientRows<TRow> {
  const { page, size, sort, order, q } = query;
  return useMemo(
    () => clientRows(allRows, columns, { page, size, sort, order, q }),
    [allRows, columns, page, size, sort, order, q],
  );
}
