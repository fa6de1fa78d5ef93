import { toMajorUnits } from '@olivia/contracts/money';
import type { Receipt, ReceiptsQuerySchema } from '@olivia/contracts/receipts';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { withTransaction } from '../../db/unit-of-work';
import { messages } from '@olivia/contracts/messages';
import { badRequest, notFound } from '../../lib/errors';
import { insertAuditEntry } from '../../lib/resource/audit.repository';
import type { Mailer } from '../../mail/mailer';
import type { Session } from '../../plugins/auth';
import { findStoreById } from '../accounts/public';
import type { FilesService } from '../files/files.service';
import { documentIssuer } from './document-issuer';
import { receiptMail } from './issue-receipt';
import { receiptNumber } from './receipt-number';
import { renderReceiptPdf, type ReceiptIssuer } from './receipt-pdf';
import {
  findReceiptById,
  findStoreReceipt,
  markReceiptEmailed,
  storeReceipts,
  type ReceiptRow,
} from './receipts.repository';

/** The public page of a receipt: its id is what lets a payer see it. */
export const receiptUrl = (appUrl: string, id: string) => `${appUrl}/r/${id}`;

const major = (minor: bigint | string) => toMajorUnits(BigInt(minor));

export function toReceipt(row: ReceiptRow, appUrl: string): Receipt {
  return {
    id: row.id,
    number: receiptNumber(row.number),
    source: row.source as Receipt['source'],
    sourceid: row.sourceId,
    description: row.description,
    lines: row.lines.map((line) => ({
      name: line.name,
      quantity: line.quantity,
      unitprice: major(line.unitPrice),
      total: major(line.total),
    })),
    payername: row.payerName,
    payeremail: row.payerEmail,
    method: row.method as Receipt['method'],
    currency: row.currency,
    amount: major(row.amount),
    fee: major(row.fee),
    net: major(row.net),
    reference: row.paymentReference.toUpperCase(),
    paidat: row.paidAt.toISOString(),
    emailedat: row.emailedAt?.toISOString() ?? null,
    url: receiptUrl(appUrl, row.id),
  };
}

/**
 * The store's receipts (/receipts/all, issue 27): any signed-in user of the store lists them,
 * reads one, downloads its PDF and e-mails it again (logged as `receipt.resent`). Another
 * store's id is not found. The public page reads a receipt by its id alone.
 */
export function createReceiptsService(deps: {
  db: Database;
  mailer: Mailer;
  appUrl: string;
  files: Pick<FilesService, 'publicFile'>;
  now?: () => Date;
}) {
  const { db, appUrl } = deps;
  const now = deps.now ?? (() => new Date());

  async function ownReceipt(tx: Executor, storeId: string, id: string) {
    const row = await findStoreReceipt(tx, storeId, id);
    if (!row) throw notFound();
    return row;
  }

  const issuerOf = (storeId: string): Promise<ReceiptIssuer> =>
    documentIssuer(db, deps.files, storeId);

  /** The receipt's PDF and its number (the file's name). */
  async function pdfOf(row: ReceiptRow) {
    const receipt = toReceipt(row, appUrl);
    return {
      number: receipt.number,
      bytes: await renderReceiptPdf(receipt, await issuerOf(row.storeId)),
    };
  }

  return {
    async list(storeId: string, query: z.output<typeof ReceiptsQuerySchema>) {
      const page = await storeReceipts.page(db, storeId, query);
      return { ...page, content: page.content.map((row) => toReceipt(row, appUrl)) };
    },

    async get(storeId: string, id: string) {
      return toReceipt(await ownReceipt(db, storeId, id), appUrl);
    },

    async pdf(storeId: string, id: string) {
      return pdfOf(await ownReceipt(db, storeId, id));
    },

    /** The receipt's e-mail again, to `email` or the payer; recorded and logged. */
    async resend(session: Session, id: string, email?: string) {
      return withTransaction(db, async (tx, afterCommit) => {
        const found = await ownReceipt(tx, session.storeId, id);
        const to = email || found.payerEmail;
        // A top-up's receipt may have no payer's address: the caller must give one.
        if (!to) throw badRequest(messages.invalidEmail, { email: [messages.invalidEmail] });
        const at = now();
        const row = (await markReceiptEmailed(tx, session.storeId, id, at)) ?? found;
        await insertAuditEntry(tx, {
          storeId: session.storeId,
          actorUserId: session.userId,
          action: 'receipt.resent',
          entityType: 'receipt',
          entityId: id,
          changes: { number: receiptNumber(row.number), to },
        });
        const store = await findStoreById(tx, session.storeId);
        const mail = receiptMail(row, store?.name ?? '', receiptUrl(appUrl, id));
        afterCommit(() => deps.mailer.send({ ...mail, to }));
        return toReceipt(row, appUrl);
      });
    },

    /** The public page's receipt and its store's name and logo link; undefined when unknown. */
    async publicReceipt(id: string) {
      const row = await findReceiptById(db, id);
      if (!row) return undefined;
      const store = await findStoreById(db, row.storeId);
      return {
        receipt: toReceipt(row, appUrl),
        store: { name: store?.name ?? '', logourl: store?.logoUrl ?? '' },
      };
    },

    /** The public PDF; undefined when the id names no receipt. */
    async publicPdf(id: string) {
      const row = await findReceiptById(db, id);
      return row ? pdfOf(row) : undefined;
    },
  };
}
export type ReceiptsService = ReturnType<typeof createReceiptsService>;
