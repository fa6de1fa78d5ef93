import { messages } from '@olivia/contracts/messages';
import { invoiceMessages } from '@olivia/contracts/invoice-messages';
import { paymentLinkMessages } from '@olivia/contracts/payment-link-messages';
import { toMinorUnits } from '@olivia/contracts/money';
import type { PayInvoiceRequestSchema } from '@olivia/contracts/invoices';
import { leastLinkPayment, type PublicLinkPayment } from '@olivia/contracts/payment-links';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { withTransaction } from '../../db/unit-of-work';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { randomCode } from '../../lib/secrets';
import type { PaymentProvider } from '../../payments/provider';
import { answeringProviderFailures } from '../../payments/provider-failures';
import { findStoreById } from '../accounts/public';
import { payerPaymentState, type CardPayments } from '../card-payments/public';
import { findTopUpByReference, insertTopUp, TOP_UP_TTL_MINUTES, topUpFee } from '../top-ups/public';
import { invoiceNumber } from './invoice-mail';
import {
  findInvoice,
  findInvoicePayment,
  insertInvoicePayment,
  markInvoicePaymentFailed,
  type InvoiceRow,
} from './invoices.repository';

type PayRequest = z.output<typeof PayInvoiceRequestSchema>;

/** What is still due on an invoice (never below 0). */
export const amountDueOf = (invoice: InvoiceRow) =>
  invoice.total > invoice.amountPaid ? invoice.total - invoice.amountPaid : 0n;

/**
 * What a customer does on an invoice's page (ADR 0029): pays all or part of what is due, by
 * card (the provider's page) or by transfer (a temporary account), as a payment link's payer
 * does. The money arrives through the top-ups module's receiver (`invoice-payment-received.ts`).
 */
export function createInvoiceCheckout(deps: {
  db: Database;
  provider: PaymentProvider;
  cards: CardPayments;
  appUrl: string;
  now?: () => Date;
}) {
  const { db } = deps;
  const provider = answeringProviderFailures(deps.provider);
  const now = deps.now ?? (() => new Date());

  /** An invoice its customer may see: sent, partly paid, paid or void (a draft is not found). */
  async function shownInvoice(id: string) {
    const invoice = await findInvoice(db, id);
    const store = invoice && (await findStoreById(db, invoice.storeId));
    if (!invoice || !store || invoice.status === 'draft') throw notFound();
    return { invoice, store };
  }

  async function availableBanks(currency: string) {
    const banks = await provider.listTopUpBanks(currency);
    return banks.filter((bank) => bank.available).map(({ code, name }) => ({ code, name }));
  }

  return {
    async page(id: string) {
      const { invoice, store } = await shownInvoice(id);
      const payable = ['sent', 'partiallypaid'].includes(invoice.status);
      return {
        invoice,
        store: { name: store.name, logourl: store.logoUrl },
        banks: payable ? await availableBanks(invoice.currency) : [],
        payable,
      };
    },

    /** 409 for a void or paid invoice; 400 for an amount above what is due or below the least. */
    async start(id: string, body: PayRequest): Promise<PublicLinkPayment> {
      const { invoice, store } = await shownInvoice(id);
      if (invoice.status === 'void') throw conflict(invoiceMessages.invoiceVoid);
      if (invoice.status === 'paid') throw conflict(invoiceMessages.invoicePaid);
      const due = amountDueOf(invoice);
      const amount = toMinorUnits(body.amount);
      const least = toMinorUnits(leastLinkPayment(invoice.currency));
      if (amount > due) {
        throw badRequest(invoiceMessages.amountAboveDue, {
          amount: [invoiceMessages.amountAboveDue],
        });
      }
      if (amount < (due < least ? due : least) || amount <= 0n) {
        throw badRequest(paymentLinkMessages.amountBelowMinimum, {
          amount: [paymentLinkMessages.amountBelowMinimum],
        });
      }
      const card = body.method === 'card';
      if (!card && body.bank === '') {
        throw badRequest(messages.required, { bank: [messages.required] });
      }
      if (!card && !(await availableBanks(invoice.currency)).some((b) => b.code === body.bank)) {
        throw badRequest(messages.bankNotAvailable, { bank: [messages.bankNotAvailable] });
      }
      const expiresAt = new Date(now().getTime() + TOP_UP_TTL_MINUTES * 60_000);
      const payment = await withTransaction(db, (tx) =>
        insertInvoicePayment(tx, {
          storeId: invoice.storeId,
          invoiceId: invoice.id,
          reference: `inv_${randomCode(16).toLowerCase()}`,
          method: body.method,
          amount,
          currency: invoice.currency,
          expiresAt,
        }),
      );
      try {
        if (card) {
          await deps.cards.open({
            storeId: invoice.storeId,
            storeName: store.name,
            reference: payment.reference,
            purpose: 'invoice',
            purposeId: payment.id,
            description: `Invoice ${invoiceNumber(invoice.number)}`,
            payerName: invoice.customerName,
            payerEmail: invoice.customerEmail,
            currency: invoice.currency,
            amount,
            returnUrl: `${deps.appUrl}/i/${invoice.id}/p/${payment.id}`,
            owner: { invoicePaymentId: payment.id },
            expiresAt,
          });
        } else {
          const account = await provider.createTopUp({
            reference: payment.reference,
            amountDue: amount,
            currency: invoice.currency,
            bankCode: body.bank,
            email: invoice.customerEmail,
            storeName: store.name,
            expiresAt,
          });
          const fee = topUpFee(amount, invoice.currency);
          await withTransaction(db, (tx) =>
            insertTopUp(tx, {
              reference: payment.reference,
              storeId: invoice.storeId,
              createdBy: null,
              currency: invoice.currency,
              amount: amount - fee,
              fee,
              bankCode: body.bank,
              bankName: account.bankName,
              accountNumber: account.accountNumber,
              accountName: account.accountName,
              provider: provider.name,
              providerReference: account.providerReference,
              expiresAt: account.expiresAt,
              invoicePaymentId: payment.id,
            }),
          );
        }
      } catch (error) {
        await markInvoicePaymentFailed(db, payment.id);
        throw error;
      }
      return this.payment(payment.id);
    },

    /**
     * A payment as its page shows it (the shape of a link payment's, named after the invoice);
     * `verify`: a card payment still open is first asked about at the provider.
     */
    async payment(
      paymentId: string,
      options: { verify?: boolean } = {},
    ): Promise<PublicLinkPayment> {
      let payment = await findInvoicePayment(db, paymentId);
      if (!payment) throw notFound();
      let charge = payment.method === 'card' ? await deps.cards.find(payment.reference) : undefined;
      if (options.verify && charge?.status === 'pending') {
        charge = await deps.cards.settle(payment.reference);
        payment = (await findInvoicePayment(db, paymentId)) ?? payment;
      }
      const { invoice, store } = await shownInvoice(payment.invoiceId);
      const topUp = await findTopUpByReference(db, payment.reference);
      const expired = payment.status === 'pending' && payment.expiresAt <= now();
      const status = expired ? 'expired' : (payment.status as PublicLinkPayment['status']);
      return {
        ...payerPaymentState(payment, status, charge, topUp),
        link: { slug: invoice.id, name: `Invoice ${invoiceNumber(invoice.number)}` },
        store: { name: store.name },
        aftermessage: '',
        redirecturl: '',
      };
    },
  };
}

export type InvoiceCheckout = ReturnType<typeof createInvoiceCheckout>;
