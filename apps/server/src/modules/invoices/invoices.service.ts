import type {
  Invoice,
  InvoiceQuote,
  InvoiceQuoteRequestSchema,
  InvoiceRequestSchema,
  InvoicesQuerySchema,
  InvoiceTotals,
} from '@olivia/contracts/invoices';
import { messages } from '@olivia/contracts/messages';
import { invoiceMessages } from '@olivia/contracts/invoice-messages';
import { toMajorUnits } from '@olivia/contracts/money';
import { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { withTransaction, type UnitOfWork } from '../../db/unit-of-work';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { insertAuditEntry, NO_USER_ID } from '../../lib/resource/audit.repository';
import { createResourceWriter, type Actor } from '../../lib/resource/resource-writer';
import type { Mailer } from '../../mail/mailer';
import { findStoreById } from '../accounts/public';
import type { JobKind, Jobs } from '../jobs/public';
import { findStoreCustomer, upsertCustomer } from '../orders/public';
import { chosenSplitGroup } from '../split-payments/public';
import type { FilesService } from '../files/files.service';
import { documentIssuer, nextDocumentNumber } from '../receipts/public';
import { renderInvoicePdf } from './invoice-pdf';
import { invoiceNumber, invoiceReminderMail, invoiceSentMail } from './invoice-mail';
import {
  invoiceDiscount,
  recordInvoiceDiscount,
  releaseInvoiceDiscount,
  savingOf,
} from './invoice-discount';
import { invoiceTotals } from './invoice-totals';
import {
  deleteInvoice,
  findInvoice,
  findStoreInvoice,
  insertInvoice,
  invoiceTotalsOf,
  isOverdue,
  storeInvoices,
  updateInvoice,
  type InvoiceLineRow,
  type InvoiceRow,
} from './invoices.repository';

type InvoiceRequest = z.output<typeof InvoiceRequestSchema>;
const DAY_MS = 86_400_000;
/** Reminders, in days from the due date: 3 before, the day after, a week after. */
export const REMINDER_DAYS = [-3, 1, 7] as const;

const today = (now: Date) => now.toISOString().slice(0, 10);

const lineOf = (line: InvoiceLineRow): Invoice['lines'][number] => ({
  description: line.description,
  productid: line.productId,
  quantity: line.quantity,
  unitprice: toMajorUnits(BigInt(line.unitPrice)),
  total: toMajorUnits(BigInt(line.total)),
  discount: toMajorUnits(BigInt(line.discount ?? '0')),
});

export const toInvoice =
  (appUrl: string, now: () => Date) =>
  (row: InvoiceRow): Invoice => ({
    id: row.id,
    number: invoiceNumber(row.number),
    status: row.status as Invoice['status'],
    overdue: isOverdue(row, today(now())),
    customerid: row.customerId,
    customername: row.customerName,
    customeremail: row.customerEmail,
    customerphone: row.customerPhone,
    lines: row.lines.map(lineOf),
    currency: row.currency,
    subtotal: toMajorUnits(row.subtotal),
    discount: toMajorUnits(row.discount),
    discountid: row.discountId,
    discountname: row.discountName,
    couponcode: row.couponCode,
    discountsaving: toMajorUnits(savingOf(row)),
    taxrate: row.taxRateBasisPoints / 100,
    tax: toMajorUnits(row.tax),
    total: toMajorUnits(row.total),
    amountpaid: toMajorUnits(row.amountPaid),
    amountdue: toMajorUnits(row.total > row.amountPaid ? row.total - row.amountPaid : 0n),
    notes: row.notes,
    splitgroupid: row.splitGroupId,
    duedate: row.dueDate,
    url: row.status === 'draft' ? '' : `${appUrl}/i/${row.id}`,
    sentat: row.sentAt?.toISOString() ?? null,
    paidat: row.paidAt?.toISOString() ?? null,
    voidedat: row.voidedAt?.toISOString() ?? null,
    createdat: row.createdAt.toISOString(),
  });

/**
 * Invoices (/invoice/all, ADR 0029) on the resource kit: every signed-in user of the store;
 * each change audited (`invoice.created`, `.updated`, `.removed`, `.sent`, `.voided`,
 * `.reminded`). Sending numbers a draft from the store's counter and e-mails the customer;
 * reminders are durable jobs that ask again, when they run, whether anything is still due.
 */
export function createInvoicesService(deps: {
  db: Database;
  mailer: Mailer;
  jobs: Jobs;
  files: Pick<FilesService, 'publicFile'>;
  appUrl: string;
  now?: () => Date;
}) {
  const { db, mailer, appUrl } = deps;
  const now = deps.now ?? (() => new Date());
  const toDto = toInvoice(appUrl, now);
  const writer = createResourceWriter(db, {
    entity: 'invoice',
    find: (tx, storeId, id) => findStoreInvoice(tx, storeId, id, 'update'),
    id: (row) => row.id,
    snapshot: toDto,
  });
  const link = (row: InvoiceRow) => `${appUrl}/i/${row.id}`;

  const reminderJob: JobKind<{ invoiceId: string }> = {
    kind: 'invoice.remind',
    payload: z.object({ invoiceId: z.string() }),
    run: async ({ invoiceId }) => {
      await withTransaction(db, async (tx, afterCommit) => {
        const row = await findInvoice(tx, invoiceId, 'update');
        if (!row || !['sent', 'partiallypaid'].includes(row.status)) return;
        await remind({ tx, afterCommit }, row, NO_USER_ID, 'System');
      });
    },
  };
  deps.jobs.register(reminderJob);

  async function remind(unit: UnitOfWork, row: InvoiceRow, userId: string, by?: string) {
    const store = await findStoreById(unit.tx, row.storeId);
    const mail = invoiceReminderMail(row, store?.name ?? '', link(row), today(now()));
    unit.afterCommit(() => mailer.send(mail));
    await insertAuditEntry(unit.tx, {
      storeId: row.storeId,
      actorUserId: userId,
      action: 'invoice.reminded',
      entityType: 'invoice',
      entityId: row.id,
      changes: { number: invoiceNumber(row.number), to: row.customerEmail, ...(by ? { by } : {}) },
    });
  }

  /** The customer: the store's own (404 for another store's), or one made from the name and e-mail. */
  async function customerOf(tx: Executor, storeId: string, body: InvoiceRequest) {
    if (body.customerid) {
      const customer = await findStoreCustomer(tx, storeId, body.customerid);
      if (!customer) {
        throw badRequest(messages.recordDoesNotExist, {
          customerid: [messages.recordDoesNotExist],
        });
      }
      return customer.id;
    }
    return upsertCustomer(tx, {
      storeId,
      name: body.customername,
      email: body.customeremail,
      phone: body.customerphone,
    });
  }

  /** The invoice's money with the store's discount priced in (ADR 0034); `lock` holds its code. */
  async function pricedTotals(
    tx: Executor,
    storeId: string,
    body: z.output<typeof InvoiceQuoteRequestSchema>,
    lock?: boolean,
  ) {
    invoiceTotals(body.lines, body.discount, body.taxrate); // the lines and amount first (400)
    const priced = await invoiceDiscount(tx, {
      storeId,
      lines: body.lines,
      discountId: body.discountid,
      code: body.code,
      email: body.customeremail,
      now: now(),
      lock,
    });
    const totals = invoiceTotals(body.lines, body.discount, body.taxrate, priced.savings);
    const { discountId, discountName, couponCode } = priced;
    return { priced, totals: { ...totals, discountId, discountName, couponCode } };
  }

  async function fieldsOf(tx: Executor, storeId: string, body: InvoiceRequest) {
    if (body.duedate < today(now())) {
      throw badRequest(invoiceMessages.dueDateInPast, { duedate: [invoiceMessages.dueDateInPast] });
    }
    const { priced, totals } = await pricedTotals(tx, storeId, body, true);
    const fields = {
      customerName: body.customername,
      customerEmail: body.customeremail,
      customerPhone: body.customerphone,
      notes: body.notes,
      dueDate: body.duedate,
      ...totals,
    };
    return { fields, priced };
  }

  async function scheduleReminders(unit: UnitOfWork, row: InvoiceRow) {
    for (const days of REMINDER_DAYS) {
      const runAt = new Date(Date.parse(`${row.dueDate}T09:00:00.000Z`) + days * DAY_MS);
      if (runAt <= now()) continue;
      await deps.jobs.enqueue(
        unit,
        reminderJob,
        { invoiceId: row.id },
        { storeId: row.storeId, key: `invoice.remind:${row.id}:${days}`, runAt },
      );
    }
  }

  return {
    async list(storeId: string, query: z.output<typeof InvoicesQuerySchema>) {
      const page = await storeInvoices.page(db, storeId, query);
      return { ...page, content: page.content.map(toDto) };
    },

    async totals(storeId: string): Promise<InvoiceTotals> {
      const [store, totals] = await Promise.all([
        findStoreById(db, storeId),
        invoiceTotalsOf(db, storeId),
      ]);
      return {
        currency: store?.currency ?? 'NGN',
        outstanding: toMajorUnits(totals.outstanding),
        overdue: toMajorUnits(totals.overdue),
        paidthismonth: toMajorUnits(totals.paid),
      };
    },

    get: async (storeId: string, id: string) => toDto(await writer.get(storeId, id)),

    /** The form's preview: nothing kept, no use counted. */
    async quote(
      storeId: string,
      body: z.output<typeof InvoiceQuoteRequestSchema>,
    ): Promise<InvoiceQuote> {
      const { totals } = await pricedTotals(db, storeId, body);
      return {
        lines: totals.lines.map(lineOf),
        subtotal: toMajorUnits(totals.subtotal),
        discount: toMajorUnits(totals.discount),
        discountid: totals.discountId,
        discountname: totals.discountName,
        couponcode: totals.couponCode,
        discountsaving: toMajorUnits(savingOf(totals)),
        tax: toMajorUnits(totals.tax),
        total: toMajorUnits(totals.total),
      };
    },

    async create(actor: Actor, body: InvoiceRequest): Promise<Invoice> {
      const row = await writer.create(actor, 'created', async ({ tx }) => {
        const store = await findStoreById(tx, actor.storeId);
        if (!store) throw notFound();
        const { fields, priced } = await fieldsOf(tx, actor.storeId, body);
        const row = await insertInvoice(tx, {
          storeId: actor.storeId,
          currency: store.currency,
          customerId: await customerOf(tx, actor.storeId, body),
          ...fields,
          splitGroupId: await chosenSplitGroup(tx, actor.storeId, body.splitgroupid),
        });
        await recordInvoiceDiscount(tx, row, priced, { userId: actor.userId, before: undefined });
        return row;
      });
      return toDto(row);
    },

    /** A draft, or a sent invoice nothing is paid on; it keeps its number and status. */
    async update(actor: Actor, id: string, body: InvoiceRequest): Promise<Invoice> {
      const row = await writer.update(actor, id, async ({ tx }, before) => {
        if (!['draft', 'sent'].includes(before.status) || before.amountPaid > 0n) {
          throw conflict(
            before.status === 'void' ? invoiceMessages.invoiceVoid : invoiceMessages.invoiceLocked,
          );
        }
        // Its discount's use is given back, then counted again as priced now.
        await releaseInvoiceDiscount(tx, before);
        const { fields, priced } = await fieldsOf(tx, actor.storeId, body);
        const updated = await updateInvoice(tx, id, {
          customerId: await customerOf(tx, actor.storeId, body),
          ...fields,
          splitGroupId: await chosenSplitGroup(tx, actor.storeId, body.splitgroupid),
        });
        await recordInvoiceDiscount(tx, updated, priced, { userId: actor.userId, before });
        return { row: updated, verb: 'updated' };
      });
      return toDto(row);
    },

    async remove(actor: Actor, id: string) {
      await writer.remove(actor, 'removed', id, async ({ tx }, before) => {
        if (before.status !== 'draft') throw conflict(invoiceMessages.invoiceNotDraft);
        await releaseInvoiceDiscount(tx, before);
        await deleteInvoice(tx, id);
      });
    },

    /** Numbers a draft (once) and e-mails the customer its page; a sent one is e-mailed again. */
    async send(actor: Actor, id: string): Promise<Invoice> {
      const row = await writer.update(actor, id, async (unit, before) => {
        if (before.status === 'void') throw conflict(invoiceMessages.invoiceVoid);
        if (before.status === 'paid') throw conflict(invoiceMessages.invoicePaid);
        let row = before;
        if (before.status === 'draft') {
          if (before.dueDate < today(now())) {
            throw badRequest(invoiceMessages.dueDateInPast, {
              duedate: [invoiceMessages.dueDateInPast],
            });
          }
          const number = await nextDocumentNumber(unit.tx, before.storeId, 'invoice');
          row = await updateInvoice(unit.tx, id, { number, status: 'sent', sentAt: now() });
          await scheduleReminders(unit, row);
        }
        const store = await findStoreById(unit.tx, row.storeId);
        const mail = invoiceSentMail(row, store?.name ?? '', link(row));
        unit.afterCommit(() => mailer.send(mail));
        return { row, verb: 'sent' };
      });
      return toDto(row);
    },

    /** Only while nothing is paid: a voided invoice takes no payment. */
    async void(actor: Actor, id: string): Promise<Invoice> {
      const row = await writer.update(actor, id, async ({ tx }, before) => {
        if (before.status === 'void') throw conflict(invoiceMessages.invoiceVoid);
        if (before.amountPaid > 0n) throw conflict(invoiceMessages.invoiceCannotVoid);
        await releaseInvoiceDiscount(tx, before);
        const row = await updateInvoice(tx, id, { status: 'void', voidedAt: now() });
        return { row, verb: 'voided' };
      });
      return toDto(row);
    },

    async remind(actor: Actor, id: string) {
      await withTransaction(db, async (tx, afterCommit) => {
        const row = await findStoreInvoice(tx, actor.storeId, id, 'update');
        if (!row) throw notFound();
        if (!['sent', 'partiallypaid'].includes(row.status)) {
          throw conflict(
            row.status === 'paid' ? invoiceMessages.invoicePaid : invoiceMessages.invoiceNotSent,
          );
        }
        await remind({ tx, afterCommit }, row, actor.userId);
      });
    },

    /** The invoice's PDF and its file name: the store's (`storeId`), or its customer's (null). */
    async pdf(storeId: string | null, id: string) {
      const row = storeId ? await writer.get(storeId, id) : await findInvoice(db, id);
      if (!row || (storeId === null && row.status === 'draft')) throw notFound();
      const invoice = toDto(row);
      const issuer = await documentIssuer(db, deps.files, row.storeId);
      return { bytes: await renderInvoicePdf(invoice, issuer), number: invoice.number || 'draft' };
    },
    toDto,
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
