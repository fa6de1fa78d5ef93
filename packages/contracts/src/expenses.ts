import { z } from 'zod';
import { expenseMessages } from './expense-messages';
import { listResponse, ListQuerySchema } from './lists';
import { messages } from './messages';
import { roundAmount } from './money';
import { text } from './text';
import { isDateRangeOrdered } from './wallet';

/**
 * The store's expenditures (/expenditures/all, issue 30): money the business spent outside
 * Olivia's wallet — cash, a card, a bank elsewhere — recorded with its date, category, payee,
 * branch, note and a receipt photo. Money in major units. Paying an expense from the wallet is
 * not an expense method yet (it would move money: the PIN and the payout path).
 *
 * Categories: the preset keys below (worded by each language) are every store's; a store adds
 * its own in `expense_categories`, and an expense's `category` is then that row's id. No row is
 * seeded: the presets live here, so a new store has them with nothing written.
 */
export const EXPENSE_PRESET_CATEGORIES = [
  'rent',
  'stock',
  'transport',
  'salaries',
  'utilities',
  'marketing',
  'fees',
  'other',
] as const;
export type ExpensePresetCategory = (typeof EXPENSE_PRESET_CATEGORIES)[number];
export const isPresetCategory = (value: string): value is ExpensePresetCategory =>
  (EXPENSE_PRESET_CATEGORIES as readonly string[]).includes(value);

/** How it was paid: cash, a card, or a bank account outside Olivia. */
export const EXPENSE_METHODS = ['cash', 'card', 'bank'] as const;
export type ExpenseMethod = (typeof EXPENSE_METHODS)[number];

export const EXPENSE_SORTS = ['date', 'amount', 'createdat'] as const;

export const ExpenseIdParamsSchema = z.object({ id: z.uuid() });

export const ExpenseSchema = z.object({
  id: z.string(),
  /** The day the money was spent, YYYY-MM-DD. */
  date: z.string(),
  /** A preset key, or the id of one of the store's own categories. */
  category: z.string(),
  /** The store's own category's name; '' for a preset (each language words those). */
  categoryname: z.string(),
  payee: z.string(),
  amount: z.number(),
  method: z.enum(EXPENSE_METHODS),
  branchid: z.string().nullable(),
  /** The branch's name, '' for none. */
  branch: z.string(),
  note: z.string(),
  /** A signed, expiring link to the receipt photo; '' for none. */
  receipturl: z.string(),
  /** Who recorded it (name or e-mail); '' once they left the store. */
  recordedby: z.string(),
  createdat: z.string(),
});
export type Expense = z.infer<typeof ExpenseSchema>;

/** A category: a preset key or an own category's id. */
const CategoryValueSchema = z
  .string(messages.required)
  .min(1, messages.required)
  .refine((value) => isPresetCategory(value) || z.uuid().safeParse(value).success, {
    message: expenseMessages.expenseCategoryNotFound,
  });

/** Search matches the payee and note; filters: category, method, branch, dates (inclusive). */
export const ExpensesQuerySchema = ListQuerySchema.extend({
  sort: z.enum(EXPENSE_SORTS).default('date'),
  category: CategoryValueSchema.optional(),
  method: z.enum(EXPENSE_METHODS).optional(),
  branch: z.uuid().optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
}).refine((query) => isDateRangeOrdered(query.from, query.to), {
  message: messages.dateRangeInvalid,
  path: ['to'],
});
export type ExpensesQuery = z.input<typeof ExpensesQuerySchema>;
export const ExpenseListSchema = listResponse(ExpenseSchema);
export type ExpenseList = z.infer<typeof ExpenseListSchema>;

/** A receipt photo: the link the upload answered, or '' for none. */
const ReceiptSchema = z.union([
  z.literal(''),
  z.string().regex(/^\/files\/[\w-]+(\/[\w.-]+)?$/, messages.imageNotUploaded),
]);

export const expenseFields = {
  date: z.iso.date(expenseMessages.expenseDateInvalid),
  category: CategoryValueSchema,
  payee: text().trim().min(1, messages.required).max(120, messages.nameTooLong),
  amount: z
    .number(messages.enterValidAmount)
    .finite(messages.enterValidAmount)
    .min(0.01, messages.enterValidAmount)
    .max(100_000_000, messages.enterValidAmount)
    .transform(roundAmount),
  method: z.enum(EXPENSE_METHODS, messages.required),
  branchid: z.uuid(expenseMessages.expenseBranchNotFound).nullable(),
  note: text({ multiline: true }).trim().max(500, messages.textTooLong),
  receipturl: ReceiptSchema,
};

export const ExpenseRequestSchema = z.object({
  ...expenseFields,
  branchid: expenseFields.branchid.default(null),
  note: expenseFields.note.default(''),
  receipturl: expenseFields.receipturl.default(''),
});
export type ExpenseRequest = z.input<typeof ExpenseRequestSchema>;

/** Only the fields sent change; `receipturl` unchanged (the signed link it showed) keeps it. */
export const UpdateExpenseRequestSchema = z
  .object(expenseFields)
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: messages.required });
export type UpdateExpenseRequest = z.input<typeof UpdateExpenseRequestSchema>;

/** One of the store's own categories, with how many expenses use it. */
export const ExpenseCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  expensecount: z.number(),
});
export type ExpenseCategory = z.infer<typeof ExpenseCategorySchema>;
export const ExpenseCategoriesSchema = z.array(ExpenseCategorySchema);

export const ExpenseCategoryRequestSchema = z.object({
  name: text().trim().min(1, messages.required).max(40, messages.nameTooLong),
});
export type ExpenseCategoryRequest = z.input<typeof ExpenseCategoryRequestSchema>;
