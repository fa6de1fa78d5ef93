import { cellText, exportColumns, type CellValue, type DataTableColumn } from './column';

/** Excel reads a CSV as UTF-8 (₦, £, accents) only when it starts with a byte order mark. */
const BYTE_ORDER_MARK = '\uFEFF';

/**
 * One CSV field (RFC 4180): quoted when it holds a quote, comma or line break, quotes doubled.
 * Text that a spreadsheet would run as a formula (= + - @ tab CR first) gets a leading
 * apostrophe, so a customer's name cannot become a formula on the merchant's machine.
 */
export function csvField(value: CellValue): string {
  let text = cellText(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The exported columns of `rows` as CSV text: a header line, then one line per row, CRLF. */
export function buildCsv<TRow>(
  columns: readonly DataTableColumn<TRow>[],
  rows: readonly TRow[],
): string {
  const exported = exportColumns(columns);
  const lines = [
    exported.map((column) => csvField(column.header)),
    ...rows.map((row) => exported.map((column) => csvField(column.read(row)))),
  ];
  return lines.map((fields) => fields.join(',')).join('\r\n');
}

export function csvBlob(csv: string): Blob {
  return new Blob([BYTE_ORDER_MARK, csv], { type: 'text/csv;charset=utf-8' });
}
