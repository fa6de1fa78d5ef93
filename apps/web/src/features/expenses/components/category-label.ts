import { isPresetCategory, type Expense } from '@olivia/contracts/expenses';
import type { TFunction } from 'i18next';

/** A category as the reader's language words it: a preset's word, or the store's own name. */
export const categoryLabel = (
  t: TFunction<'expenses'>,
  expense: Pick<Expense, 'category' | 'categoryname'>,
) =>
  isPresetCategory(expense.category)
    ? t(`categories.${expense.category}`)
    : expense.categoryname || t('categories.unknown');
