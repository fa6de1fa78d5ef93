import { cellText, exportColumns, type DataTableColumn } from './column';
import { buildCsv, csvBlob } from './csv';
import { downloadBlob } from './download-file';
import { printElement } from '../print-element';

export function exportCsv<TRow>(
  columns: readonly DataTableColumn<TRow>[],
  rows: readonly TRow[],
  fileName: string,
): void {
  downloadBlob(csvBlob(buildCsv(columns, rows)), `${fileName}.csv`);
}

/** Writes an .xlsx; the writer is loaded only now, the first time someone exports. */
export async function exportExcel<TRow>(
  columns: readonly DataTableColumn<TRow>[],
  rows: readonly TRow[],
  fileName: string,
): Promise<void> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const exported = exportColumns(columns);
  const header = exported.map((column) => ({ value: column.header, fontWeight: 'bold' as const }));
  const body = rows.map((row) =>
    exported.map((column) => {
      const value = column.read(row);
      return value instanceof Date ? { value, format: 'yyyy-mm-dd hh:mm' } : (value ?? null);
    }),
  );
  const widths = exported.map((column) => ({ width: Math.max(12, column.header.length + 4) }));
  const blob = await writeXlsxFile([header, ...body], { columns: widths }).toBlob();
  downloadBlob(blob, `${fileName}.xlsx`);
}

function printableTable<TRow>(
  columns: readonly DataTableColumn<TRow>[],
  rows: readonly TRow[],
  title: string | undefined,
): HTMLTableElement {
  const exported = exportColumns(columns);
  const table = document.createElement('table');
  if (title) table.createCaption().textContent = title;
  const headerRow = table.createTHead().insertRow();
  for (const column of exported) {
    const cell = document.createElement('th');
    cell.textContent = column.header;
    headerRow.append(cell);
  }
  const body = table.createTBody();
  for (const row of rows) {
    const line = body.insertRow();
    for (const column of exported) line.insertCell().textContent = cellText(column.read(row));
  }
  return table;
}

/**
 * Prints the rows as a plain table, and nothing else of the page (printElement). Text is set as
 * text, never as HTML.
 */
export function printTable<TRow>(
  columns: readonly DataTableColumn<TRow>[],
  rows: readonly TRow[],
  title?: string,
): void {
  printElement(printableTable(columns, rows, title));
}
