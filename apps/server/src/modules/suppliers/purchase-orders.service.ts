import type { z } from 'zod';
import { supplierMessages } from '@olivia/contracts/supplier-messages';
import { toMinorUnits } from '@olivia/contracts/money';
import type {
  PurchaseOrderMoveRequestSchema,
  PurchaseOrderRequestSchema,
  PurchaseOrdersQuerySchema,
} from '@olivia/contracts/purchase-orders';
import type { Database, Executor } from '../../db/client';
import type { UnitOfWork } from '../../db/unit-of-work';
import { badRequest, conflict } from '../../lib/errors';
import { createResourceWriter, type Actor } from '../../lib/resource/resource-writer';
import type { Mailer } from '../../mail/mailer';
import type { Session } from '../../plugins/auth';
import type { FilesService } from '../files/files.service';
import { documentIssuer, nextDocumentNumber } from '../receipts/public';
import { chooseItems } from './product-choice';
import { purchaseOrderSnapshot, purchaseOrderView, purchaseOrderViews } from './purchase-order-dto';
import { renderPurchaseOrderPdf } from './purchase-order-pdf';
import {
  findStorePurchaseOrder,
  insertPurchaseOrder,
  replaceLines,
  storePurchaseOrders,
  updatePurchaseOrder,
  type NewLine,
  type PurchaseOrderRow,
} from './purchase-orders.repository';
import { findStoreSupplier, supplierCosts } from './suppliers.repository';

type OrderRequest = z.output<typeof PurchaseOrderRequestSchema>;
type Move = z.output<typeof PurchaseOrderMoveRequestSchema>['status'];

/** Which statuses each asked-for move may start from (receiving moves the rest). */
const MOVES_FROM: Record<Move, readonly string[]> = {
  ordered: ['draft'],
  cancelled: ['draft', 'ordered'],
};

/**
 * Purchase orders (issue 28, ADR 0038): drafted with lines priced from the supplier's costs
 * (else the product's cost price), numbered PO-0001… per store from the document counters,
 * ordered (the supplier gets the PDF by e-mail after the commit) or cancelled. Every change is
 * one unit of work with its account-log row (`purchase_order.created`, `.updated`, `.ordered`,
 * `.cancelled`). Receiving and paying are in their own files.
 */
export function createPurchaseOrdersService(deps: {
  db: Database;
  mailer: Mailer;
  files: Pick<FilesService, 'publicFile'>;
}) {
  const { db, mailer } = deps;
  const writer = createResourceWriter(db, {
    entity: 'purchase_order',
    find: (tx, storeId, id) => findStorePurchaseOrder(tx, storeId, id, 'update'),
    id: (row: PurchaseOrderRow) => row.id,
    snapshot: purchaseOrderSnapshot,
  });

  /** The lines and sums of a request: each product the store's, each cost known. */
  async function priced(tx: Executor, storeId: string, body: OrderRequest) {
    const supplier = await findStoreSupplier(tx, storeId, body.supplierid);
    if (!supplier || !supplier.active) {
      throw badRequest(supplierMessages.supplierNotFound, {
        supplierid: [supplierMessages.supplierNotFound],
      });
    }
    const items = await chooseItems(tx, storeId, 'lines', body.lines);
    const costs = await supplierCosts(
      tx,
      supplier.id,
      items.map((item) => item.productId),
    );
    const lines: NewLine[] = items.map((item, index) => {
      const asked = body.lines[index];
      const own =
        costs.find((c) => c.productId === item.productId && c.variantId === item.variantId) ??
        costs.find((c) => c.productId === item.productId && c.variantId === null);
      const unitCost =
        asked?.unitcost != null
          ? toMinorUnits(asked.unitcost)
          : (own?.unitCost ?? item.costPrice ?? 0n);
      return {
        productId: item.productId,
        variantId: item.variantId,
        name: item.name,
        supplierSku: own?.supplierSku ?? '',
        quantity: asked?.quantity ?? 1,
        unitCost,
        position: index,
      };
    });
    const subtotal = lines.reduce((sum, line) => sum + line.unitCost * BigInt(line.quantity), 0n);
    const shipping = toMinorUnits(body.shipping);
    return {
      supplier,
      lines,
      fields: {
        supplierId: supplier.id,
        subtotal,
        shipping,
        total: subtotal + shipping,
        reference: body.reference,
        note: body.note,
        expectedAt: body.expectedat ? new Date(`${body.expectedat}T00:00:00Z`) : null,
      },
    };
  }

  /** Inserts a draft (numbered last in its unit of work: ADR 0006). */
  async function insertDraft(session: Session, { tx }: UnitOfWork, body: OrderRequest) {
    const { lines, fields } = await priced(tx, session.storeId, body);
    const number = await nextDocumentNumber(tx, session.storeId, 'purchase_order');
    const row = await insertPurchaseOrder(tx, {
      ...fields,
      storeId: session.storeId,
      number,
      status: 'draft',
      currency: session.currency,
      createdBy: session.userId,
    });
    await replaceLines(tx, row.id, lines);
    return row;
  }

  async function pdfOf(tx: Executor, row: PurchaseOrderRow) {
    const [view, supplier, issuer] = await Promise.all([
      purchaseOrderView(tx, row),
      findStoreSupplier(tx, row.storeId, row.supplierId),
      documentIssuer(tx, deps.files, row.storeId),
    ]);
    const bytes = await renderPurchaseOrderPdf(
      view,
      {
        name: supplier?.name ?? '',
        contactName: supplier?.contactName ?? '',
        email: supplier?.email ?? '',
        phone: supplier?.phone ?? '',
        address: supplier?.address ?? '',
      },
      issuer,
    );
    return { bytes, number: view.number, view, supplier, issuer };
  }

  return {
    async list(storeId: string, query: z.output<typeof PurchaseOrdersQuerySchema>) {
      const page = await storePurchaseOrders.page(db, storeId, query);
      return { ...page, content: await purchaseOrderViews(db, page.content) };
    },

    async get(storeId: string, id: string) {
      return purchaseOrderView(db, await writer.get(storeId, id));
    },

    async create(session: Session, body: OrderRequest) {
      const row = await writer.create(session, 'created', (unit) =>
        insertDraft(session, unit, body),
      );
      return purchaseOrderView(db, row);
    },

    /** A draft's supplier, lines, shipping, dates and note (409 once ordered). */
    async update(actor: Actor, id: string, body: OrderRequest) {
      const row = await writer.update(actor, id, async ({ tx }, before) => {
        if (before.status !== 'draft') throw conflict(supplierMessages.purchaseOrderNotDraft);
        const { lines, fields } = await priced(tx, actor.storeId, body);
        await replaceLines(tx, before.id, lines);
        return { row: await updatePurchaseOrder(tx, before.id, fields), verb: 'updated' };
      });
      return purchaseOrderView(db, row);
    },

    /**
     * Ordered (from a draft; the supplier is e-mailed the PDF after the commit when they have
     * an address) or cancelled (from a draft or an ordered one with nothing paid).
     */
    async move(actor: Actor, id: string, status: Move) {
      const row = await writer.update(actor, id, async ({ tx, afterCommit }, before) => {
        if (!MOVES_FROM[status].includes(before.status)) {
          throw conflict(supplierMessages.purchaseOrderMoveNotAllowed);
        }
        if (status === 'cancelled' && before.paid > 0n) {
          throw conflict(supplierMessages.purchaseOrderMoveNotAllowed);
        }
        const at = new Date();
        const after = await updatePurchaseOrder(tx, before.id, {
          status,
          ...(status === 'ordered' ? { orderedAt: at } : { cancelledAt: at }),
        });
        if (status === 'ordered') {
          const pdf = await pdfOf(tx, after);
          const email = pdf.supplier?.email;
          if (email) {
            afterCommit(() =>
              mailer.send({
                to: email,
                subject: `Purchase order ${pdf.number} from ${pdf.issuer.name}`,
                body:
                  `Hello ${pdf.supplier?.contactName || pdf.supplier?.name},\n\n` +
                  `${pdf.issuer.name} has sent you purchase order ${pdf.number} for ` +
                  `${pdf.view.currency} ${pdf.view.total.toFixed(2)}` +
                  `${pdf.view.expectedat ? `, expected by ${pdf.view.expectedat}` : ''}.\n\n` +
                  `${pdf.view.lines.map((line) => `${line.quantity} × ${line.name}`).join('\n')}` +
                  `\n\nThe order is attached as a PDF.` +
                  `${pdf.view.note ? `\n\n${pdf.view.note}` : ''}`,
                attachments: [
                  {
                    filename: `${pdf.number}.pdf`,
                    content: pdf.bytes,
                    contentType: 'application/pdf',
                  },
                ],
              }),
            );
          }
        }
        return { row: after, verb: status };
      });
      return purchaseOrderView(db, row);
    },

    async pdf(storeId: string, id: string) {
      const row = await writer.get(storeId, id);
      const { bytes, number } = await pdfOf(db, row);
      return { bytes, number };
    },
  };
}

export type PurchaseOrdersService = ReturnType<typeof createPurchaseOrdersService>;
