import { eq } from 'drizzle-orm';
import { toMinorUnits } from '@olivia/contracts/money';
import type { Executor } from '../db/client';
import { branches } from '../db/schema/branches';
import { expenses } from '../db/schema/expenses';
import { insertExpenseCategory } from '../modules/expenses/expenses.repository';

/** One demo expense: `category` a preset key, or `own:<name>` for the store's own category. */
export interface DemoExpense {
  daysAgo: number;
  category: string;
  payee: string;
  amount: number;
  method: 'cash' | 'card' | 'bank';
  branch?: string;
  note?: string;
  /** Recorded by the staff member (a sub-user) rather than the owner. */
  byStaff?: boolean;
}

/** A month of Ada's Fabrics (NGN): rent, stock, the generator, Tunde's rides and data. */
export const FABRICS_EXPENSES: DemoExpense[] = [
  {
    daysAgo: 29,
    category: 'rent',
    payee: 'Mr Adewale (landlord)',
    amount: 350000,
    method: 'bank',
    branch: 'Yaba shop',
    note: 'Shop rent, this month',
  },
  {
    daysAgo: 27,
    category: 'stock',
    payee: 'Kano Textile Mills',
    amount: 480000,
    method: 'bank',
    note: 'Ankara bales, 40 yards each',
  },
  {
    daysAgo: 26,
    category: 'own:Generator fuel',
    payee: 'Total Yaba',
    amount: 28500,
    method: 'cash',
    branch: 'Yaba shop',
    byStaff: true,
  },
  {
    daysAgo: 24,
    category: 'transport',
    payee: 'Bolt rides',
    amount: 4500,
    method: 'card',
    byStaff: true,
    note: 'Delivery to Surulere',
  },
  {
    daysAgo: 22,
    category: 'utilities',
    payee: 'Ikeja Electric',
    amount: 42000,
    method: 'bank',
    branch: 'Ikeja warehouse',
    note: 'Prepaid meter',
  },
  {
    daysAgo: 20,
    category: 'marketing',
    payee: 'Instagram ads',
    amount: 60000,
    method: 'card',
    note: 'Owambe season campaign',
  },
  {
    daysAgo: 18,
    category: 'own:Generator fuel',
    payee: 'Mobil Herbert Macaulay',
    amount: 31000,
    method: 'cash',
    branch: 'Yaba shop',
    byStaff: true,
  },
  {
    daysAgo: 15,
    category: 'salaries',
    payee: 'Tunde Bakare',
    amount: 150000,
    method: 'bank',
    note: 'Half-month pay',
  },
  {
    daysAgo: 13,
    category: 'transport',
    payee: 'GIG Logistics',
    amount: 12500,
    method: 'cash',
    branch: 'Ikeja warehouse',
    note: 'Bales from the park',
  },
  {
    daysAgo: 11,
    category: 'fees',
    payee: 'Lagos State signage permit',
    amount: 25000,
    method: 'bank',
    branch: 'Yaba shop',
  },
  {
    daysAgo: 9,
    category: 'utilities',
    payee: 'MTN data bundle',
    amount: 15000,
    method: 'card',
    byStaff: true,
  },
  {
    daysAgo: 6,
    category: 'stock',
    payee: 'Balogun market — lace',
    amount: 215000,
    method: 'cash',
    note: 'Swiss lace, 12 pieces',
  },
  {
    daysAgo: 4,
    category: 'own:Generator fuel',
    payee: 'Total Yaba',
    amount: 29800,
    method: 'cash',
    branch: 'Yaba shop',
    byStaff: true,
  },
  {
    daysAgo: 2,
    category: 'other',
    payee: 'Mama Nkechi canteen',
    amount: 7500,
    method: 'cash',
    branch: 'Yaba shop',
    note: 'Lunch for the stock count',
  },
];

/** A month of Thames Tea Co. (GBP): the unit, tea, postage and the card machine's fees. */
export const TEA_EXPENSES: DemoExpense[] = [
  {
    daysAgo: 28,
    category: 'rent',
    payee: 'Bankside Studios Ltd',
    amount: 1450,
    method: 'bank',
    note: 'Unit 3, monthly',
  },
  {
    daysAgo: 25,
    category: 'stock',
    payee: 'Darjeeling Direct',
    amount: 2380.4,
    method: 'bank',
    note: 'First flush, 20 kg',
  },
  {
    daysAgo: 21,
    category: 'transport',
    payee: 'Royal Mail',
    amount: 186.75,
    method: 'card',
    note: 'Postage, week 1–3',
  },
  { daysAgo: 17, category: 'utilities', payee: 'Octopus Energy', amount: 132.1, method: 'bank' },
  { daysAgo: 12, category: 'marketing', payee: 'Meta ads', amount: 250, method: 'card' },
  { daysAgo: 8, category: 'fees', payee: 'Card terminal rental', amount: 29, method: 'card' },
  {
    daysAgo: 3,
    category: 'other',
    payee: 'Borough Market stall',
    amount: 95,
    method: 'cash',
    note: 'Saturday tasting',
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** The day `daysAgo` before `now`, YYYY-MM-DD (UTC). */
const dayBefore = (now: Date, daysAgo: number) =>
  new Date(now.getTime() - daysAgo * DAY_MS).toISOString().slice(0, 10);

/**
 * A believable month of expenses for a demo store (issue 30): the owner's and, where given,
 * the staff member's, at the store's branches by name, with the store's own categories made
 * as the lines name them.
 */
export async function seedDemoExpenses(
  tx: Executor,
  storeId: string,
  lines: DemoExpense[],
  people: { owner: string; staff?: string; now: Date },
): Promise<void> {
  const branchRows = await tx
    .select({ id: branches.id, name: branches.name })
    .from(branches)
    .where(eq(branches.storeId, storeId));
  const branchId = new Map(branchRows.map((row) => [row.name, row.id]));
  const own = new Map<string, string>();
  for (const line of lines) {
    let category = line.category;
    let categoryId: string | null = null;
    if (category.startsWith('own:')) {
      const name = category.slice(4);
      categoryId = own.get(name) ?? (await insertExpenseCategory(tx, storeId, name))?.id ?? null;
      if (!categoryId) throw new Error(`demo category ${name} not made`);
      own.set(name, categoryId);
      category = 'custom';
    }
    const at = new Date(people.now.getTime() - line.daysAgo * DAY_MS);
    await tx.insert(expenses).values({
      storeId,
      spentOn: dayBefore(people.now, line.daysAgo),
      category,
      categoryId,
      payee: line.payee,
      amount: toMinorUnits(line.amount),
      method: line.method,
      branchId: (line.branch && branchId.get(line.branch)) ?? null,
      note: line.note ?? '',
      recordedBy: line.byStaff && people.staff ? people.staff : people.owner,
      createdAt: at,
      updatedAt: at,
    });
  }
}
