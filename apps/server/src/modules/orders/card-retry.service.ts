import { cardMessages } from '@olivia/contracts/card-messages';
import type { PublicOrder } from '@olivia/contracts/storefront';
import type { Database } from '../../db/client';
import { withTransaction } from '../../db/unit-of-work';
import { conflict, notFound } from '../../lib/errors';
import { randomCode } from '../../lib/secrets';
import type { CardPaymentRequest, CardPayments } from '../card-payments/public';
import { findOrderForCustomer, toPublicOrder } from './order-access';
import { findStoreOrder, updateOrder } from './orders.repository';

/**
 * A storefront order whose card was refused or abandoned gets a new card page (ADR 0028): the
 * customer tries another card on the same order, which keeps its stock until it expires. Only
 * while it is pending and its last card attempt has ended without money; the order's payment
 * reference moves to the new attempt in one unit of work with its charge, so two tries at once
 * leave one page (the second answers the order as the first left it).
 */
export function createCardRetry(deps: {
  db: Database;
  cards: CardPayments;
  appUrl: string;
  now?: () => Date;
}) {
  const { db, cards } = deps;
  const now = deps.now ?? (() => new Date());

  return async function retryCard(id: string, token: string | undefined): Promise<PublicOrder> {
    const found = await findOrderForCustomer(db, id, token);
    if (!found) throw notFound();
    const { order } = found;
    const last = order.paymentReference ? await cards.find(order.paymentReference) : undefined;
    const ended = last && (last.status === 'failed' || last.status === 'abandoned');
    if (order.status !== 'pending' || order.expiresAt <= now() || !ended) {
      throw conflict(cardMessages.cardRetryNotPossible);
    }
    const request: CardPaymentRequest = {
      storeId: order.storeId,
      storeName: order.storeName,
      reference: `ord_${randomCode(16).toLowerCase()}`,
      purpose: 'order',
      purposeId: order.id,
      description: `Order at ${order.storeName}`,
      payerName: order.customerName,
      payerEmail: order.email,
      currency: order.currency,
      amount: order.total,
      returnUrl: `${deps.appUrl}/store/${order.storeSlug}/orders/${order.id}`,
      owner: { orderId: order.id },
      expiresAt: order.expiresAt,
    };
    const page = await cards.startPage(request);
    await withTransaction(db, async (tx, afterCommit) => {
      const locked = await findStoreOrder(tx, order.storeId, order.id, true);
      // Another try got there first, or the order moved on: leave it as it is.
      if (!locked || locked.paymentReference !== order.paymentReference) return;
      await cards.record({ tx, afterCommit }, request, page);
      await updateOrder(tx, order.id, { paymentReference: request.reference });
    });
    const current = await findOrderForCustomer(db, id, token);
    if (!current) throw notFound();
    return toPublicOrder(db, current);
  };
}
