import { defineMessages } from './message-registry';

/** Expenditures (issue 30). Not worded by docs/product; ours. */
export const expenseMessages = defineMessages({
  expenseCategoryNotFound: 'Choose one of the categories',
  expenseBranchNotFound: 'Choose one of your branches',
  expenseReceiptNotUploaded: 'Upload the receipt again',
  expenseDateInvalid: 'Enter the date the money was spent',
  expenseCategoryTaken: 'You already have a category with this name',
  expenseCategoryInUse: 'Expenses use this category; move them to another category first',
} as const);
