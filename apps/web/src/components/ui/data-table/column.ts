import type { ReactNode } from 'react';

/** What a cell holds for sorting, searching and export. */
export type CellValue = string | number | Date | null | undefined;

/**
 * One column of a DataTable. Define the array outside the component (or memoise it): the table
 * rebuilds its column model whenever the array changes.
 */
export interface DataTableColumn<TRow> {
  /** Unique within the table; also the `sort` value written to the URL and sent to the API. */
  id: string;
  /** The translated heading. */
  header: string;
  /**
   * The raw value: sorted and searched in client-side mode, exported unless `exportValue` says
   * otherwise.
   */
  value?: (row: TRow) => CellValue;
  /** What the cell shows; the value as text by default. */
  cell?: (row: TRow) => ReactNode;
  /** What CSV, Excel and print get; `false` leaves the column out of exports (e.g. actions). */
  exportValue?: ((row: TRow) => CellValue) | false;
  /** Defaults to true when the column has a `value`. */
  sortable?: boolean;
  /** Extra classes for the header and body cells (alignment, width). */
  className?: string;
  /**
   * 'end' keeps the column at the table's end edge while the others scroll sideways (a row's
   * actions): in view and reachable however many columns the table has.
   */
  pinned?: 'end';
}

/** The value as plain text: dates as ISO 8601, missing values as an empty string. */
export function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  return String(value);
}

/** The columns that appear in exports, each with the function that reads its exported value. */
export function exportColumns<TRow>(columns: readonly DataTableColumn<TRow>[]) {
  return columns.flatMap((column) => {
    const read = column.exportValue === false ? undefined : (column.exportValue ?? column.value);
    return read ? [{ header: column.header, read }] : [];
  });
}
