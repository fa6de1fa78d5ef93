import { defineMessages } from './message-registry';

/** Invoices. Not worded by docs/product; ours. */
export const invoiceMessages = defineMessages({
  invoiceNeedsLine: 'Add at least one line',
  taxRateRange: 'Enter a tax rate from 0 to 100',
  discountAboveSubtotal: 'The discount is more than the lines add up to',
  dueDateInPast: 'Choose a due date from today on',
  invoiceLocked: 'An invoice with payments cannot be changed; void it and issue a new one',
  invoiceNotDraft: 'Only a draft can be deleted; void a sent invoice instead',
  invoiceCannotVoid: 'An invoice with payments cannot be voided',
  invoiceVoid: 'This invoice has been voided',
  invoicePaid: 'This invoice is already paid',
  invoiceNotSent: 'Send the invoice before reminding the customer',
  amountAboveDue: 'The amount is more than what is due',
} as const);
