import type { Executor } from '../../db/client';
import { notFound } from '../../lib/errors';
import { documentIssuer } from '../receipts/public';
import { findOrderForCustomer, toPublicOrder } from './order-access';
import { renderOrderPdf } from './order-pdf';

/** Where the store's logo is read from (the files module). */
type LogoFiles = Parameters<typeof documentIssuer>[1];

/**
 * The customer's order as a PDF (its invoice, marked PAID once paid), opened with the order's
 * secret like the order itself: a wrong, missing or unknown one is the same 404.
 */
export function createOrderDocument(deps: { db: Executor; files: LogoFiles }) {
  const { db, files } = deps;
  return async function orderPdf(id: string, token: string | undefined) {
    const found = await findOrderForCustomer(db, id, token);
    if (!found) throw notFound();
    const order = await toPublicOrder(db, found);
    const issuer = await documentIssuer(db, files, found.order.storeId);
    return { bytes: await renderOrderPdf(order, issuer), number: `order-${order.number}` };
  };
}

export type OrderPdf = ReturnType<typeof createOrderDocument>;
