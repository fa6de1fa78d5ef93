import { formatMoney } from '@olivia/contracts/format-money';
import { invoiceNumber } from '@olivia/contracts/invoices';
import { toMajorUnits } from '@olivia/contracts/money';
import type { Mail } from '../../mail/mailer';
import type { InvoiceRow } from './invoices.repository';

/** 'INV-0001'; '' for a draft (written once, in the contract). */
export { invoiceNumber };

const moneyOf = (invoice: InvoiceRow) => (minor: bigint) =>
  formatMoney(toMajorUnits(minor), invoice.currency);

/** To the customer when the invoice is sent: what is owed, by when, and where to pay it. */
export function invoiceSentMail(invoice: InvoiceRow, storeName: string, link: string): Mail {
  const money = moneyOf(invoice);
  const lines = invoice.lines.map(
    (line) => `${line.quantity} × ${line.description}: ${money(BigInt(line.total))}`,
  );
  return {
    to: invoice.customerEmail,
    subject: `Invoice ${invoiceNumber(invoice.number)} from ${storeName}`,
    body:
      `Hi ${invoice.customerName},\n\n${storeName} has sent you invoice ` +
      `${invoiceNumber(invoice.number)} for ${money(invoice.total)}, due ${invoice.dueDate}.\n\n` +
      `${lines.join('\n')}\n\nSee it, download it and pay by card or bank transfer:\n${link}` +
      `${invoice.notes ? `\n\n${invoice.notes}` : ''}`,
  };
}

/** A reminder: what is still due, and whether the due date is ahead or past. */
export function invoiceReminderMail(
  invoice: InvoiceRow,
  storeName: string,
  link: string,
  today: string,
): Mail {
  const money = moneyOf(invoice);
  const due = money(invoice.total - invoice.amountPaid);
  const when =
    invoice.dueDate < today
      ? `was due on ${invoice.dueDate}`
      : invoice.dueDate === today
        ? 'is due today'
        : `is due on ${invoice.dueDate}`;
  return {
    to: invoice.customerEmail,
    subject: `Reminder: invoice ${invoiceNumber(invoice.number)} from ${storeName}`,
    body:
      `Hi ${invoice.customerName},\n\nA friendly reminder that ${due} of invoice ` +
      `${invoiceNumber(invoice.number)} from ${storeName} ${when}.\n\nPay it here:\n${link}\n\n` +
      'If you have already paid, thank you: please ignore this e-mail.',
  };
}
