import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type {
  ManualOrderRequestSchema,
  ManualOrderResponse,
} from '@olivia/contracts/manual-orders';
import { messages } from '@olivia/contracts/messages';
import { orderMessages } from '@olivia/contracts/order-messages';
import { toMajorUnits } from '@olivia/contracts/money';
import type { Database, Executor } from '../../db/client';
import { withTransaction } from '../../db/unit-of-work';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { insertAuditEntry } from '../../lib/resource/audit.repository';
import { newToken, randomCode, sha256 } from '../../lib/secrets';
import type { Mailer } from '../../mail/mailer';
import type { Session } from '../../plugins/auth';
import type { PaymentProvider } from '../../payments/provider';
import { answeringProviderFailures } from '../../payments/provider-failures';
import { findUserById } from '../accounts/public';
import { attachableBranch, isActiveBranch } from '../branches/public';
import type { CardPaymentRequest, CardPayments } from '../card-payments/public';
import { insertTopUp, TOP_UP_TTL_MINUTES, topUpFee } from '../top-ups/public';
import { priceCart } from './cart-lines';
import { findCheckoutProducts, findCheckoutStore, nextOrderNumber } from './checkout.repository';
import { countPaidOrder } from './customers.repository';
import { buyerOf, customerIdOf, totalsOf } from './manual-order-parts';
import { manualOrderMail } from './order-mail';
import { takeOrderStock } from './order-stock';
import { appendOrderEvent, insertOrder, insertOrderItems } from './orders.repository';

type ManualOrderRequest = z.output<typeof ManualOrderRequestSchema>;

/**
 * Orders the merchant takes by phone or at the counter (issue 28, ADR 0016's order): any
 * signed-in user of the store. Priced from the catalogue like the storefront's, with the
 * delivery fee and a discount (with its reason) the merchant sets; paid in cash at once, or by
 * the customer into a temporary account or on a card page, opened before the transaction as a
 * checkout's are. In one unit of work: the order's number, its customer (found, joined by
 * e-mail, or added), its stock (all or nothing), lines, timeline, the account's top-up row or
 * card charge, and the account log's `order.placed`; the customer's e-mail follows the commit
 * with the link to their order's page, which the merchant gets too, to share.
 */
export function createManualOrders(deps: {
  db: Database;
  provider: PaymentProvider;
  cards: Pick<CardPayments, 'startPage' | 'record'>;
  mailer: Mailer;
  appUrl: string;
  detail: (storeId: string, id: string) => Promise<ManualOrderResponse['order']>;
  now?: () => Date;
}) {
  const { db } = deps;
  const provider = answeringProviderFailures(deps.provider);
  const now = deps.now ?? (() => new Date());

  /**
   * The branch of the sale, held until the order commits: the one named (active, or 400), none
   * for null, or when absent the creating sub-user's branch while it is active.
   */
  async function branchOf(
    tx: Executor,
    storeId: string,
    named: string | null | undefined,
    staff: { branchId: string | null } | undefined,
  ): Promise<string | null> {
    if (named) return attachableBranch(tx, storeId, named, 'branchid');
    if (named === null || !staff?.branchId) return null;
    return (await isActiveBranch(tx, storeId, staff.branchId)) ? staff.branchId : null;
  }

  return async function takeOrder(
    session: Session,
    body: ManualOrderRequest,
  ): Promise<ManualOrderResponse> {
    const store = await findCheckoutStore(db, { id: session.storeId });
    if (!store) throw notFound();
    const buyer = await buyerOf(db, store.id, body);
    if (body.payment === 'card' && buyer.email === '') {
      throw badRequest(messages.required, { email: [messages.required] });
    }
    const ids = [...new Set(body.items.map((item) => item.productid))];
    const lines = priceCart(body.items, await findCheckoutProducts(db, store.id, ids));
    const totals = totalsOf(lines, body);
    const paidNow = body.payment === 'cash' || totals.total === 0n;
    // Real money reaches only a verified agent's wallet (docs/product/roles.md), as checkouts.
    if (!paidNow && deps.provider.name !== 'sandbox' && !store.ownerIsAgent) {
      throw conflict(orderMessages.storeNotTakingOrders);
    }
    if (body.payment === 'transfer' && !paidNow) {
      const banks = await provider.listTopUpBanks(store.currency);
      if (!banks.some((bank) => bank.available && bank.code === body.bank)) {
        throw badRequest(messages.bankNotAvailable, { bank: [messages.bankNotAvailable] });
      }
    }
    const staff = await findUserById(db, session.userId);
    // A branch that cannot take the sale answers 400 before any payment page or account opens.
    await branchOf(db, store.id, body.branchid, staff);
    const by = staff ? `${staff.firstName} ${staff.lastName}`.trim() || staff.email : 'Staff';
    const orderId = randomUUID();
    const expiresAt = new Date(now().getTime() + TOP_UP_TTL_MINUTES * 60_000);
    const reference = `ord_${randomCode(16).toLowerCase()}`;
    const cardRequest: CardPaymentRequest | undefined =
      body.payment === 'card' && !paidNow
        ? {
            storeId: store.id,
            storeName: store.name,
            reference,
            purpose: 'order',
            purposeId: orderId,
            description: `Order at ${store.name}`,
            payerName: buyer.name,
            payerEmail: buyer.email,
            currency: store.currency,
            amount: totals.total,
            returnUrl: `${deps.appUrl}/store/${store.slug}/orders/${orderId}`,
            owner: { orderId },
            expiresAt,
          }
        : undefined;
    const cardPage = cardRequest ? await deps.cards.startPage(cardRequest) : undefined;
    const account =
      body.payment === 'transfer' && !paidNow
        ? await provider.createTopUp({
            reference,
            amountDue: totals.total,
            currency: store.currency,
            bankCode: body.bank,
            email: buyer.email,
            storeName: store.name,
            expiresAt,
          })
        : undefined;
    const token = newToken();
    const customerUrl = `${deps.appUrl}/store/${store.slug}/orders/${orderId}#${token}`;

    await withTransaction(db, async (tx, afterCommit) => {
      const branchId = await branchOf(tx, store.id, body.branchid, staff);
      const number = await nextOrderNumber(tx, store.id);
      if (number === undefined) throw notFound();
      const customerId = await customerIdOf(tx, store.id, buyer);
      const at = now();
      const order = await insertOrder(tx, {
        id: orderId,
        storeId: store.id,
        number,
        customerId,
        customerName: buyer.name,
        email: buyer.email,
        phone: buyer.phone,
        address: body.address,
        city: body.city,
        note: body.note,
        currency: store.currency,
        ...totals,
        discountReason: body.discount > 0 ? body.discountreason : '',
        source: 'manual',
        branchId,
        paymentMethod: body.payment === 'cash' ? 'cash' : '',
        createdBy: session.userId,
        status: paidNow ? 'paid' : 'pending',
        amountPaid: body.payment === 'cash' ? totals.total : 0n,
        paidAt: paidNow ? at : null,
        itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
        paymentReference: paidNow ? null : reference,
        tokenHash: sha256(token),
        expiresAt,
      });
      await takeOrderStock(tx, order, lines, by, session.userId);
      const items = await insertOrderItems(
        tx,
        lines.map((line, position) => ({
          orderId: order.id,
          storeId: store.id,
          productId: line.productId,
          variantId: line.variantId,
          name: line.name,
          variantLabel: line.variantLabel,
          sku: line.sku,
          image: line.image,
          unitPrice: line.unitPrice,
          quantity: line.quantity,
          total: line.unitPrice * BigInt(line.quantity),
          position,
        })),
      );
      const entry = { orderId: order.id, storeId: store.id, actorUserId: session.userId };
      await appendOrderEvent(tx, {
        ...entry,
        code: 'placed',
        params: {},
        orderStatus: 'pending',
        actorLabel: by,
      });
      if (paidNow) {
        await appendOrderEvent(tx, {
          ...entry,
          code: 'paid',
          params: {},
          orderStatus: 'paid',
          note: body.payment === 'cash' ? 'Paid in cash' : '',
          actorLabel: by,
        });
        await countPaidOrder(tx, customerId, { total: totals.total, placedAt: order.createdAt });
      }
      if (cardRequest && cardPage)
        await deps.cards.record({ tx, afterCommit }, cardRequest, cardPage);
      const fee = topUpFee(totals.total, store.currency);
      const topUp = account
        ? await insertTopUp(tx, {
            reference,
            storeId: store.id,
            createdBy: session.userId,
            currency: store.currency,
            amount: totals.total - fee,
            fee,
            bankCode: body.bank,
            bankName: account.bankName,
            accountNumber: account.accountNumber,
            accountName: account.accountName,
            provider: provider.name,
            providerReference: account.providerReference,
            expiresAt: account.expiresAt,
            orderId: order.id,
          })
        : undefined;
      await insertAuditEntry(tx, {
        storeId: store.id,
        actorUserId: session.userId,
        action: 'order.placed',
        entityType: 'order',
        entityId: order.id,
        changes: {
          by,
          number,
          source: 'manual',
          payment: body.payment,
          total: toMajorUnits(totals.total),
          ...(totals.discount > 0n
            ? { discount: toMajorUnits(totals.discount), reason: body.discountreason }
            : {}),
          status: order.status,
          ...(branchId ? { branch: branchId } : {}),
        },
      });
      if (buyer.email !== '') {
        const mail = manualOrderMail(order, items, store, topUp, customerUrl);
        afterCommit(() => deps.mailer.send(mail));
      }
    });
    return { order: await deps.detail(store.id, orderId), customerurl: customerUrl };
  };
}

export type TakeManualOrder = ReturnType<typeof createManualOrders>;
