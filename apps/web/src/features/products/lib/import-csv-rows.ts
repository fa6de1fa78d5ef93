import { PRODUCT_IMPORT_ROWS_MAX, type ProductImportRow } from '@olivia/contracts/product-import';
import { CsvParseError, parseCsv } from './csv-parse';

export type ImportField = keyof ProductImportRow;

/** The columns an import file may have, in the template's order and words. */
export const IMPORT_COLUMNS: readonly { field: ImportField; header: string }[] = [
  { field: 'name', header: 'name' },
  { field: 'description', header: 'description' },
  { field: 'price', header: 'price' },
  { field: 'compareatprice', header: 'compare at price' },
  { field: 'sku', header: 'sku' },
  { field: 'stock', header: 'stock' },
  { field: 'status', header: 'status' },
  { field: 'category', header: 'category' },
  { field: 'brand', header: 'brand' },
  { field: 'size', header: 'size' },
  { field: 'colour', header: 'colour' },
  { field: 'variantprice', header: 'variant price' },
  { field: 'variantstock', header: 'variant stock' },
  { field: 'variantsku', header: 'variant sku' },
];
/** The columns a file cannot do without. */
const REQUIRED_FIELDS: readonly ImportField[] = ['name', 'price'];
const NUMBER_FIELDS = new Set<ImportField>([
  'price',
  'compareatprice',
  'stock',
  'variantprice',
  'variantstock',
]);

/** 'Compare at price', 'compare_at_price' and 'CompareAtPrice' name one column. */
const normalise = (header: string) => header.toLowerCase().replace(/[^a-z]/g, '');
const FIELD_BY_HEADER = new Map<string, ImportField>([
  ...IMPORT_COLUMNS.map(({ field, header }) => [normalise(header), field] as const),
  ['color', 'colour'],
  ['variantcolor', 'colour'],
  ['variantcolour', 'colour'],
  ['variantsize', 'size'],
]);

/** The header of a field as the template writes it. */
export const headerOf = (field: ImportField) =>
  IMPORT_COLUMNS.find((column) => column.field === field)?.header ?? field;

/** One data row of the file, with the number a spreadsheet shows for it (the header is 1). */
export interface ImportFileRow {
  rowNumber: number;
  row: ProductImportRow;
}

export type ImportFileProblem =
  | { kind: 'unreadable'; line: number }
  | { kind: 'missingColumns'; columns: string[] }
  | { kind: 'noRows' }
  | { kind: 'tooManyRows'; count: number };

type ImportFile =
  | { ok: true; rows: ImportFileRow[]; ignoredColumns: string[] }
  | { ok: false; problem: ImportFileProblem };

/** A cell as the contract takes it: numbers as numbers (NaN when not one), blanks left out. */
function cellValue(field: ImportField, cell: string): string | number | undefined {
  const trimmed = cell.trim();
  if (trimmed === '' && field !== 'name') return undefined;
  if (NUMBER_FIELDS.has(field)) return Number(trimmed);
  if (field === 'status') return trimmed.toLowerCase();
  return cell;
}

function rowOf(fields: (ImportField | undefined)[], cells: string[]): ProductImportRow {
  const row: Record<string, unknown> = {};
  fields.forEach((field, index) => {
    if (!field || field in row) return;
    const value = cellValue(field, cells[index] ?? '');
    if (value !== undefined) row[field] = value;
  });
  return row as ProductImportRow;
}

/**
 * The rows of an import file: headers matched whatever their case and spacing (unknown ones
 * ignored, and named), blank lines skipped, cells turned into what the contract takes. The
 * rows are not validated here (see `checkImportRows`); what makes the file unusable as a whole
 * is answered as its problem.
 */
export function readImportCsv(text: string): ImportFile {
  let records: string[][];
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvParseError) {
      return { ok: false, problem: { kind: 'unreadable', line: error.line } };
    }
    throw error;
  }
  const [headers = [], ...data] = records;
  const fields = headers.map((header) => FIELD_BY_HEADER.get(normalise(header)));
  const missing = REQUIRED_FIELDS.filter((field) => !fields.includes(field));
  if (missing.length > 0) {
    return { ok: false, problem: { kind: 'missingColumns', columns: missing.map(headerOf) } };
  }
  const rows = data.flatMap((cells, index) =>
    cells.some((cell) => cell.trim() !== '')
      ? [{ rowNumber: index + 2, row: rowOf(fields, cells) }]
      : [],
  );
  if (rows.length === 0) return { ok: false, problem: { kind: 'noRows' } };
  if (rows.length > PRODUCT_IMPORT_ROWS_MAX) {
    return { ok: false, problem: { kind: 'tooManyRows', count: rows.length } };
  }
  const ignoredColumns = headers.filter(
    (header, index) => fields[index] === undefined && header.trim() !== '',
  );
  return { ok: true, rows, ignoredColumns };
}

/** A sample file: the headers, and a dress in two sizes (two rows, one product), no brand. */
export function importTemplateCsv(): string {
  return [
    IMPORT_COLUMNS.map((column) => column.header).join(','),
    'Ankara wrap dress,"Cotton, hand-finished",15000,18000,AWD,,active,Dresses,,M,Red,15000,4,AWD-M-RED',
    'Ankara wrap dress,,,,,,,,,L,Red,15500,2,AWD-L-RED',
  ].join('\r\n');
}
