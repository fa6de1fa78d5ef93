import {
  groupImportRows,
  ProductImportRowSchema,
  type ImportedProduct,
  type ParsedImportRow,
} from '@olivia/contracts/product-import';
import { IMPORT_COLUMNS, type ImportField, type ImportFileRow } from './import-csv-rows';

/** What is wrong with a row (its spreadsheet number) or, without one, with the import. */
export interface ImportRowError {
  rowNumber: number | null;
  field: ImportField | null;
  /** A contracts message, translated when shown. */
  message: string;
}

export interface ImportCheck {
  products: ImportedProduct[];
  errors: ImportRowError[];
}

const columnOrder = (field: ImportField | null) =>
  IMPORT_COLUMNS.findIndex((column) => column.field === field);
const isField = (key: unknown): key is ImportField =>
  IMPORT_COLUMNS.some((column) => column.field === key);

const byRowThenColumn = (a: ImportRowError, b: ImportRowError) =>
  (a.rowNumber ?? 0) - (b.rowNumber ?? 0) || columnOrder(a.field) - columnOrder(b.field);

/**
 * The rows checked as the server will check them (the contract's row schema, then its rules
 * across rows), every error at once: each row on its own, then the products the valid ones
 * make. What it finds the server would refuse; what it passes, the server takes.
 */
export function checkImportRows(rows: ImportFileRow[]): ImportCheck {
  const errors: ImportRowError[] = [];
  const valid: { index: number; row: ParsedImportRow }[] = [];
  rows.forEach(({ rowNumber, row }, index) => {
    const parsed = ProductImportRowSchema.safeParse(row);
    if (parsed.success) {
      valid.push({ index, row: parsed.data });
      return;
    }
    for (const issue of parsed.error.issues) {
      const [field] = issue.path;
      errors.push({ rowNumber, field: isField(field) ? field : null, message: issue.message });
    }
  });
  const grouped = groupImportRows(valid);
  for (const issue of grouped.issues) {
    errors.push({
      rowNumber: rows[issue.row]?.rowNumber ?? null,
      field: issue.field,
      message: issue.message,
    });
  }
  return { products: grouped.products, errors: errors.sort(byRowThenColumn) };
}

/** The server's 400 details (`rows.<i>.<field>`) as errors of the file's rows. */
export function serverRowErrors(
  details: Record<string, string[]>,
  rows: ImportFileRow[],
): ImportRowError[] {
  return Object.entries(details)
    .flatMap(([key, messages]) => {
      const [, index, field] = /^rows\.(\d+)\.(\w+)/.exec(key) ?? [];
      const rowNumber = index === undefined ? null : (rows[Number(index)]?.rowNumber ?? null);
      return messages.map((message) => ({
        rowNumber,
        field: isField(field) ? field : null,
        message,
      }));
    })
    .sort(byRowThenColumn);
}

/** What the import will create: products, those with variants, categories the store lacks. */
export function importSummary(products: ImportedProduct[], existingCategories: string[]) {
  const known = new Set(existingCategories.map((name) => name.toLowerCase()));
  const newCategories = new Set(
    products
      .map((product) => product.category.toLowerCase())
      .filter((name) => name !== '' && !known.has(name)),
  );
  return {
    products: products.length,
    withVariants: products.filter((product) => product.variants.length > 0).length,
    newCategories: newCategories.size,
  };
}
