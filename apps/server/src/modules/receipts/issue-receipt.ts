import { formatMoney } from '@olivia/contracts/format-money';
import { toMajorUnits } from '@olivia/contracts/money';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { Mail, Mailer } from '../../mail/mailer';
import { findStoreById } from '../accounts/public';
import { receiptNumber } from './receipt-number';
import {
  insertReceipt,
  nextDocumentNumber,
  type NewReceipt,
  type ReceiptLine,
  type ReceiptRow,
} from './receipts.repository';

/** What the module that owns a payment says of it for its receipt. */
export interface ReceiptFor {
  source: 'order' | 'link' | 'top_up' | 'invoice' | 'refund';
  sourceId: string;
  description: string;
  lines: ReceiptLine[];
  payerName: string;
  payerEmail: string;
}

export type IssueReceipt = (
  unit: UnitOfWork,
  receipt: Omit<NewReceipt, 'emailedAt'>,
) => Promise<ReceiptRow>;

/**
 * The receipt by e-mail: its number, what was paid (or refunded), and the link to see and print
 * it. A refund's says where the money goes and when the payer's bank usually shows it.
 */
export function receiptMail(receipt: ReceiptRow, storeName: string, link: string): Mail {
  const money = (minor: bigint) => formatMoney(toMajorUnits(minor), receipt.currency);
  const number = receiptNumber(receipt.number);
  const facts = (when: string) =>
    `Receipt: ${number}\nReference: ${receipt.paymentReference.toUpperCase()}\n` +
    `${when}: ${receipt.paidAt.toISOString()}`;
  if (receipt.source === 'refund') {
    return {
      to: receipt.payerEmail,
      subject: `Refund receipt ${number} from ${storeName}`,
      body:
        `Hi ${receipt.payerName},\n\n${storeName} has refunded ${money(receipt.amount)} of ` +
        `your card payment for ${receipt.description}.\n\nThe money goes back to the card you ` +
        'paid with; banks usually show it within 5 to 10 working days.\n\n' +
        `${facts('Refunded')}\n\nSee or print your refund receipt:\n${link}`,
    };
  }
  const lines = receipt.lines.map(
    (line) => `${line.quantity} × ${line.name}: ${money(BigInt(line.total))}`,
  );
  return {
    to: receipt.payerEmail,
    subject: `Receipt ${number} from ${storeName}`,
    body:
      `Hi ${receipt.payerName},\n\n${storeName} has received your payment of ` +
      `${money(receipt.amount)} for ${receipt.description}.\n\n` +
      `${lines.length > 0 ? `${lines.join('\n')}\n\n` : ''}` +
      `${facts('Paid')}\n\nSee or print your receipt:\n${link}`,
  };
}

/**
 * Issues a payment's receipt in the payment's unit of work (issue 27), or a processed refund's:
 * the store's next number (its counter locked last), the row, and the e-mail to the payer after
 * the commit.
 */
export function createReceiptIssuer(deps: { mailer: Mailer; appUrl: string }): IssueReceipt {
  return async (unit, receipt) => {
    const store = await findStoreById(unit.tx, receipt.storeId);
    const number = await nextDocumentNumber(unit.tx, receipt.storeId, 'receipt');
    const row = await insertReceipt(unit.tx, { ...receipt, number });
    if (row.payerEmail !== '') {
      const mail = receiptMail(row, store?.name ?? '', `${deps.appUrl}/r/${row.id}`);
      unit.afterCommit(() => deps.mailer.send(mail));
    }
    return row;
  };
}
