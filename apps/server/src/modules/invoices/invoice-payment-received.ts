import { formatMoney } from '@olivia/contracts/format-money';
import { toMajorUnits } from '@olivia/contracts/money';
import type { UnitOfWork } from '../../db/unit-of-work';
import { insertAuditEntry, NO_USER_ID } from '../../lib/resource/audit.repository';
import type { InvoicePaymentReceived, PaymentApplied } from '../top-ups/public';
import { invoiceNumber } from './invoice-mail';
import {
  findInvoice,
  findInvoicePayment,
  recordInvoicePayment,
  updateInvoice,
} from './invoices.repository';

/**
 * Records a payment into an invoice payment's account, in the payment's unit of work (the top-ups
 * module's receiver calls it after the ledger posting; ADR 0029): the payment and then the
 * invoice are locked after the wallet (ADR 0006); the invoice's amount paid grows and it becomes
 * partly paid or paid. Money for a voided invoice is credited all the same; it stays void.
 */
export function createInvoicePayments(deps: { now?: () => Date } = {}) {
  const now = deps.now ?? (() => new Date());

  return async function invoicePaid(
    unit: UnitOfWork,
    received: InvoicePaymentReceived,
  ): Promise<PaymentApplied | null> {
    const { tx } = unit;
    const payment = await findInvoicePayment(tx, received.invoicePaymentId, 'update');
    if (!payment || payment.storeId !== received.storeId) return null;
    const invoice = await findInvoice(tx, payment.invoiceId, 'update');
    if (!invoice) return null;
    await recordInvoicePayment(tx, payment, received);
    const amountPaid = invoice.amountPaid + received.paidNow;
    const paid = amountPaid >= invoice.total;
    const status = invoice.status === 'void' ? 'void' : paid ? 'paid' : 'partiallypaid';
    await updateInvoice(tx, invoice.id, {
      amountPaid,
      status,
      ...(paid && !invoice.paidAt ? { paidAt: received.paidAt } : {}),
    });
    const number = invoiceNumber(invoice.number);
    await insertAuditEntry(tx, {
      storeId: invoice.storeId,
      actorUserId: NO_USER_ID,
      action:
        status === 'paid' && invoice.status !== 'paid'
          ? 'invoice.paid'
          : 'invoice.payment_received',
      entityType: 'invoice',
      entityId: invoice.id,
      changes: {
        by: invoice.customerName,
        number,
        reference: payment.reference,
        amount: toMajorUnits(received.paidNow),
        amountpaid: { from: toMajorUnits(invoice.amountPaid), to: toMajorUnits(amountPaid) },
        status: { from: invoice.status, to: status },
      },
    });
    const at = now().toISOString();
    const paidNow = received.paidNow.toString();
    const credited = formatMoney(toMajorUnits(received.credited), invoice.currency);
    return {
      receipt: {
        source: 'invoice',
        sourceId: invoice.id,
        description: `invoice ${number}`,
        lines: [{ name: `Invoice ${number}`, quantity: 1, unitPrice: paidNow, total: paidNow }],
        payerName: invoice.customerName,
        payerEmail: invoice.customerEmail,
      },
      label: `invoice ${number} from ${invoice.customerName}`,
      payer: invoice.customerEmail,
      splitGroupId: invoice.splitGroupId,
      events:
        received.credited > 0n
          ? [
              {
                storeId: invoice.storeId,
                type: 'credit',
                code: 'invoicePaid',
                params: { amount: credited, number },
                message: `Your wallet was credited with ${credited} for invoice ${number}. Time: ${at}`,
                headid: invoice.id,
                datetime: at,
                createdat: at,
              },
            ]
          : [],
    };
  };
}
