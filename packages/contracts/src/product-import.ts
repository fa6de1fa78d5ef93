import { z } from 'zod';
import { brandFields } from './brands';
import {
  categoryFields,
  PRODUCT_VARIANTS_MAX,
  PriceSchema,
  productFields,
  SkuSchema,
  StockSchema,
  VariantOptionSchema,
} from './catalog';
import { messages } from './messages';

/**
 * Products imported from a CSV file (issue 13), all or nothing. One row is one product, or one
 * variant of it: consecutive rows with the same name (trimmed, whatever its case) are one
 * product whose variants are those rows' size and colour, as Shopify's product CSV groups rows.
 * The product's own columns (description, price, compare-at price, SKU, stock, status,
 * category) are read from its first row; later rows may leave them blank. Images are not
 * imported. A category is named, and created when the store has none of that name. A brand is
 * named too, but must be one of the store's (whatever its case): an unknown one refuses its row.
 */

/** The most rows one import may carry. */
export const PRODUCT_IMPORT_ROWS_MAX = 500;

/** The import's own messages (the catalogue's `messages` word the rest). */
export const productImportMessages = {
  noRows: 'The file has no product rows',
  tooManyRows: 'An import can have at most 500 rows',
  statusInvalid: 'Status must be active or draft',
} as const;

/** The statuses an imported product may start with; archiving is not imported. */
const IMPORT_STATUSES = ['active', 'draft'] as const;

/**
 * One row of the file, its columns as the API names them. `price` and `stock` are the
 * product's; on a variant row, blank variant columns fall back to them.
 */
export const ProductImportRowSchema = z.object({
  name: productFields.name,
  description: productFields.description.default(''),
  /** Required on a product's first row. */
  price: PriceSchema.optional(),
  compareatprice: PriceSchema.optional(),
  sku: SkuSchema.default(''),
  stock: StockSchema.optional(),
  status: z.enum(IMPORT_STATUSES, productImportMessages.statusInvalid).default('draft'),
  /** A category's name; none when left out. */
  category: categoryFields.name.optional(),
  /** One of the store's brands, by name; none when left out. */
  brand: brandFields.name.optional(),
  size: VariantOptionSchema.default(''),
  colour: VariantOptionSchema.default(''),
  variantprice: PriceSchema.optional(),
  variantstock: StockSchema.optional(),
  variantsku: SkuSchema.default(''),
});
/** A row as a client sends it (blank cells left out). */
export type ProductImportRow = z.input<typeof ProductImportRowSchema>;
/** A row as checked: trimmed, with its defaults. */
export type ParsedImportRow = z.output<typeof ProductImportRowSchema>;

/** A variant as the import creates it. */
interface ImportedVariant {
  size: string;
  colour: string;
  price: number;
  stock: number;
  sku: string;
}

/** A product as the import creates it. */
export interface ImportedProduct {
  name: string;
  description: string;
  price: number;
  compareatprice: number | null;
  sku: string;
  stock: number;
  status: (typeof IMPORT_STATUSES)[number];
  /** The category's name, or '' for none. */
  category: string;
  /** The brand's name, or '' for none. */
  brand: string;
  variants: ImportedVariant[];
}

/** What is wrong with one cell: `row` is the row's index in the rows sent. */
interface ImportIssue {
  row: number;
  field: keyof ProductImportRow;
  message: string;
}

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const variantKey = (row: { size: string; colour: string }) =>
  `${row.size.toLowerCase()}\n${row.colour.toLowerCase()}`;
const hasOption = (row: ParsedImportRow) => row.size !== '' || row.colour !== '';
const hasVariantColumns = (row: ParsedImportRow) =>
  row.variantprice !== undefined || row.variantstock !== undefined || row.variantsku !== '';

/** A row with its index in the rows sent. */
type IndexedRow = { index: number; row: ParsedImportRow };

/** Consecutive rows of one name. */
function runsOfName(rows: IndexedRow[]) {
  const runs: [IndexedRow, ...IndexedRow[]][] = [];
  for (const entry of rows) {
    const last = runs.at(-1);
    const previous = last?.at(-1);
    if (last && previous && sameName(previous.row.name, entry.row.name)) last.push(entry);
    else runs.push([entry]);
  }
  return runs;
}

/** The variants of a product's rows: each needs a size or colour, once, at most 50 of them. */
function variantsOf(run: IndexedRow[], head: ParsedImportRow, issues: ImportIssue[]) {
  const seen = new Set<string>();
  const variants: ImportedVariant[] = [];
  for (const { index, row } of run) {
    const refuse = (message: string) => issues.push({ row: index, field: 'size', message });
    if (!hasOption(row)) {
      refuse(messages.variantNeedsOption);
      continue;
    }
    const key = variantKey(row);
    if (seen.has(key)) refuse(messages.duplicateVariant);
    else if (seen.size === PRODUCT_VARIANTS_MAX) refuse(messages.tooManyVariants);
    seen.add(key);
    variants.push({
      size: row.size,
      colour: row.colour,
      price: row.variantprice ?? row.price ?? head.price ?? 0,
      stock: row.variantstock ?? row.stock ?? 0,
      sku: row.variantsku,
    });
  }
  return variants;
}

/** One product from its rows, with what is wrong with them (the product form's rules). */
function productOf(
  [first, ...rest]: [IndexedRow, ...IndexedRow[]],
  issues: ImportIssue[],
): ImportedProduct {
  const head = first.row;
  if (head.price === undefined) {
    issues.push({ row: first.index, field: 'price', message: messages.required });
  }
  const withVariants = rest.length > 0 || hasOption(head);
  if (!withVariants && hasVariantColumns(head)) {
    issues.push({ row: first.index, field: 'size', message: messages.variantNeedsOption });
  }
  return {
    name: head.name,
    description: head.description,
    price: head.price ?? 0,
    compareatprice: head.compareatprice ?? null,
    sku: head.sku,
    stock: withVariants ? 0 : (head.stock ?? 0),
    status: head.status,
    category: head.category ?? '',
    brand: head.brand ?? '',
    variants: withVariants ? variantsOf([first, ...rest], head, issues) : [],
  };
}

/**
 * The products that valid rows make, and what is wrong with them as a whole: a product's first
 * row without a price, a variant row without a size or colour, the same variant twice, too
 * many variants. `rows` may skip indexes (rows that failed on their own): a run of one name
 * goes on across them, as the file reads.
 */
export function groupImportRows(rows: IndexedRow[]): {
  products: ImportedProduct[];
  issues: ImportIssue[];
} {
  const issues: ImportIssue[] = [];
  const products = runsOfName(rows).map((run) => productOf(run, issues));
  return { products, issues };
}

/** The body of `POST /products/import`: 1 to 500 rows, refused whole if any is wrong. */
export const ProductImportRequestSchema = z
  .object({
    rows: z
      .array(ProductImportRowSchema)
      .min(1, productImportMessages.noRows)
      .max(PRODUCT_IMPORT_ROWS_MAX, productImportMessages.tooManyRows),
  })
  .superRefine((body, ctx) => {
    const { issues } = groupImportRows(body.rows.map((row, index) => ({ index, row })));
    for (const issue of issues) {
      ctx.addIssue({
        code: 'custom',
        path: ['rows', issue.row, issue.field],
        message: issue.message,
      });
    }
  });
export type ProductImportRequest = z.input<typeof ProductImportRequestSchema>;

export const ProductImportResponseSchema = z.object({
  /** Products created. */
  created: z.number(),
  /** Categories the import had to create. */
  categoriesCreated: z.number(),
});
export type ProductImportResponse = z.infer<typeof ProductImportResponseSchema>;
