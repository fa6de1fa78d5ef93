import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { messages } from '@olivia/contracts/messages';
import { deliveryMessages } from '@olivia/contracts/delivery-messages';
import { discountMessages } from '@olivia/contracts/discount-messages';
import { orderMessages } from '@olivia/contracts/order-messages';
import { toMajorUnits } from '@olivia/contracts/money';
import type { CartPrice, CartPriceRequestSchema } from '@olivia/contracts/discounts';
import type { CheckoutRequestSchema, CheckoutResponse } from '@olivia/contracts/storefront';
import type { Database } from '../../db/client';
import { withTransaction } from '../../db/unit-of-work';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { insertAuditEntry } from '../../lib/resource/audit.repository';
import { newToken, randomCode, sha256 } from '../../lib/secrets';
import type { CardPayments } from '../card-payments/public';
import { orderDeliveryOf, pickupPoints } from '../delivery/public';
import { discountsFor, redeemDiscounts, refuseCode } from '../discounts/public';
import type { Mailer } from '../../mail/mailer';
import type { PaymentProvider, TopUpAccount } from '../../payments/provider';
import { answeringProviderFailures } from '../../payments/provider-failures';
import { insertTopUp, TOP_UP_TTL_MINUTES, topUpFee } from '../top-ups/public';
import { priceCart } from './cart-lines';
import { priceWithDelivery } from './checkout-delivery';
import {
  findCheckoutProducts,
  findCheckoutStore,
  nextOrderNumber,
  type CheckoutStore,
} from './checkout.repository';
import { countPaidOrder, upsertCustomer } from './customers.repository';
import { CUSTOMER, NO_USER_ID, SYSTEM } from './order-actors';
import { buildPublicOrder } from './order-dto';
import { takeOrderStock } from './order-stock';
import { orderPlacedMail } from './order-mail';
import { appendOrderEvent, insertOrder, insertOrderItems } from './orders.repository';

type CheckoutRequest = z.output<typeof CheckoutRequestSchema>;
type CartPriceBody = z.output<typeof CartPriceRequestSchema>;

/** The temporary account opened for an order at the provider, before its transaction. */
interface OpenedAccount {
  reference: string;
  bankCode: string;
  fee: bigint;
  account: TopUpAccount;
}

/**
 * The storefront's checkout (ADR 0016): prices the cart from the catalogue, opens the payment
 * account at the provider (never inside a transaction), then in one unit of work numbers the
 * order, takes its stock (all of it or nothing), records the customer, the order, its lines,
 * its first timeline entry and the account's top-up row; the e-mail follows the commit.
 */
export function createCheckoutService(deps: {
  db: Database;
  provider: PaymentProvider;
  /** Card payments on the provider's page (ADR 0028). */
  cards: Pick<CardPayments, 'startPage' | 'record'>;
  mailer: Mailer;
  appUrl: string;
  now?: () => Date;
}) {
  const { db } = deps;
  // Its failures answer 502 'Failed to fetch payment details' (docs/product/rules.md).
  const provider = answeringProviderFailures(deps.provider);
  const now = deps.now ?? (() => new Date());

  async function storeAt(slug: string): Promise<CheckoutStore> {
    const store = await findCheckoutStore(db, slug);
    if (!store) throw notFound();
    return store;
  }

  async function availableBanks(currency: string) {
    const banks = await provider.listTopUpBanks(currency);
    return banks.filter((bank) => bank.available).map(({ code, name }) => ({ code, name }));
  }

  /**
   * The account the customer pays into: a top-up of the store for the order's total, the fee
   * included, so the wallet receives the total less the fee (ADR 0016).
   */
  async function openAccount(
    store: CheckoutStore,
    body: CheckoutRequest,
    total: bigint,
    expiresAt: Date,
  ): Promise<OpenedAccount> {
    const reference = `ord_${randomCode(16).toLowerCase()}`;
    const account = await provider.createTopUp({
      reference,
      amountDue: total,
      currency: store.currency,
      bankCode: body.bank,
      email: body.email,
      storeName: store.name,
      expiresAt,
    });
    return { reference, bankCode: body.bank, fee: topUpFee(total, store.currency), account };
  }

  return {
    /**
     * The banks the store's customers can pay an order at (the product's supported banks, open
     * ones).
     */
    async banks(slug: string) {
      const store = await storeAt(slug);
      return { banks: await availableBanks(store.currency) };
    },

    /**
     * The cart priced as a checkout would price it (catalogue prices, the store's discounts and
     * the code's), for the storefront to show each saving before the customer pays.
     */
    async price(slug: string, body: CartPriceBody): Promise<CartPrice> {
      const store = await storeAt(slug);
      const ids = [...new Set(body.items.map((item) => item.productid))];
      const lines = priceCart(body.items, await findCheckoutProducts(db, store.id, ids));
      const subtotal = lines.reduce((sum, l) => sum + l.unitPrice * BigInt(l.quantity), 0n);
      const { priced, delivery } = await priceWithDelivery(db, {
        store,
        lines,
        subtotal,
        choice: body,
        code: body.code,
        now: now(),
        strict: false,
      });
      const names = new Map(priced.applied.map((row) => [row.id, row.name]));
      return {
        lines: lines.map((line, index) => ({
          productid: line.productId,
          variantid: line.variantId,
          quantity: line.quantity,
          unitprice: toMajorUnits(line.unitPrice),
          total: toMajorUnits(line.unitPrice * BigInt(line.quantity)),
          saving: toMajorUnits(priced.pricing.lineSavings[index] ?? 0n),
        })),
        subtotal: toMajorUnits(subtotal),
        deliveryfee: toMajorUnits(delivery.fee),
        discount: toMajorUnits(priced.pricing.total),
        total: toMajorUnits(subtotal + delivery.fee - priced.pricing.total),
        discounts: priced.pricing.applied.map((saving) => ({
          name: names.get(saving.discountId) ?? '',
          saving: toMajorUnits(saving.total),
        })),
        codestatus: priced.codeStatus,
        delivery: {
          fulfilment: delivery.fulfilment,
          zonename: delivery.zone?.name ?? '',
          slots: delivery.slots,
          status: delivery.refusal?.message ?? '',
          field: delivery.refusal?.field ?? '',
          minorder: toMajorUnits(delivery.zone?.minOrder ?? 0n),
          freeabove:
            delivery.zone?.freeAbove == null ? null : toMajorUnits(delivery.zone.freeAbove),
        },
      };
    },

    async place(slug: string, body: CheckoutRequest): Promise<CheckoutResponse> {
      const store = await storeAt(slug);
      // Real money reaches only a verified agent's wallet (docs/product/roles.md); the sandbox
      // moves none.
      if (provider.name !== 'sandbox' && !store.ownerIsAgent) {
        throw conflict(orderMessages.storeNotTakingOrders);
      }
      const byCard = body.method === 'card';
      if (!byCard && body.bank === '')
        throw badRequest(messages.required, { bank: [messages.required] });
      if (!byCard && !(await availableBanks(store.currency)).some((b) => b.code === body.bank)) {
        throw badRequest(messages.bankNotAvailable, { bank: [messages.bankNotAvailable] });
      }
      const ids = [...new Set(body.items.map((item) => item.productid))];
      const lines = priceCart(body.items, await findCheckoutProducts(db, store.id, ids));
      const subtotal = lines.reduce((sum, l) => sum + l.unitPrice * BigInt(l.quantity), 0n);
      const {
        priced: offered,
        delivery,
        cart,
      } = await priceWithDelivery(db, {
        store,
        lines,
        subtotal,
        choice: body,
        code: body.code,
        email: body.email,
        now: now(),
        strict: true,
      });
      refuseCode(body.code, offered.codeStatus);
      // No zone there, under its minimum, no window chosen, no such pickup point: no order.
      if (delivery.refusal) {
        const { message, field } = delivery.refusal;
        throw badRequest(message, field ? { [field]: [message] } : undefined);
      }
      const deliveryFee = delivery.fee;
      const discount = offered.pricing.total;
      const total = subtotal + deliveryFee - discount;
      const expiresAt = new Date(now().getTime() + TOP_UP_TTL_MINUTES * 60_000);
      // A free order has nothing to pay: it is paid when placed, without an account or a card.
      const orderId = randomUUID();
      const cardRequest =
        byCard && total > 0n
          ? {
              storeId: store.id,
              storeName: store.name,
              reference: `ord_${randomCode(16).toLowerCase()}`,
              purpose: 'order' as const,
              purposeId: orderId,
              description: `Order at ${store.name}`,
              payerName: body.name,
              payerEmail: body.email,
              currency: store.currency,
              amount: total,
              returnUrl: `${deps.appUrl}/store/${store.slug}/orders/${orderId}`,
              owner: { orderId },
              expiresAt,
            }
          : undefined;
      const cardPage = cardRequest ? await deps.cards.startPage(cardRequest) : undefined;
      const opened =
        total > 0n && !byCard ? await openAccount(store, body, total, expiresAt) : undefined;
      const awaited = opened ?? cardRequest;
      const token = newToken();

      const placed = await withTransaction(db, async (tx, afterCommit) => {
        const number = await nextOrderNumber(tx, store.id);
        if (number === undefined) throw notFound();
        // Priced again with the code held: a code used up meanwhile refuses the order.
        const held = await discountsFor(tx, { ...cart, now: now(), lock: true });
        refuseCode(body.code, held.codeStatus, true);
        // Anything else that moved the discount (a promotion's budget ran out, an automatic
        // discount ended) refuses the order at the price shown; the customer sees the new one.
        if (held.pricing.total !== discount) throw conflict(discountMessages.discountChanged);
        // The pickup branch is held until the order is written (it cannot be switched off).
        if (
          delivery.branchId &&
          (await pickupPoints(tx, store.id, { id: delivery.branchId, lock: true })).length === 0
        ) {
          throw badRequest(deliveryMessages.pickupPointNotFound, {
            branchid: [deliveryMessages.pickupPointNotFound],
          });
        }
        const customerId = await upsertCustomer(tx, {
          storeId: store.id,
          name: body.name,
          email: body.email,
          phone: body.phone,
          emailConsent: body.marketing,
        });
        const at = now();
        const order = await insertOrder(tx, {
          id: orderId,
          storeId: store.id,
          number,
          customerId,
          customerName: body.name,
          email: body.email,
          phone: body.phone,
          address: body.address,
          city: body.city,
          note: body.note,
          currency: store.currency,
          subtotal,
          deliveryFee,
          discount,
          fulfilment: delivery.fulfilment,
          state: delivery.state,
          lga: delivery.lga,
          postcode: delivery.postcode,
          deliveryZoneId: delivery.zone?.id ?? null,
          deliverySlot: delivery.slot,
          branchId: delivery.branchId,
          discountReason: held.applied.map((row) => row.name).join(', '),
          total,
          status: awaited ? 'pending' : 'paid',
          paidAt: awaited ? null : at,
          itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
          paymentReference: awaited?.reference ?? null,
          tokenHash: sha256(token),
          expiresAt,
        });
        await takeOrderStock(tx, order, lines, CUSTOMER);
        await redeemDiscounts(tx, { id: order.id, storeId: store.id, email: body.email }, held);
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
        const entry = { orderId: order.id, storeId: store.id, params: {}, actorUserId: null };
        await appendOrderEvent(tx, {
          ...entry,
          code: 'placed',
          orderStatus: 'pending',
          actorLabel: CUSTOMER,
        });
        if (!awaited) {
          await appendOrderEvent(tx, {
            ...entry,
            code: 'paid',
            orderStatus: 'paid',
            actorLabel: SYSTEM,
          });
          await countPaidOrder(tx, customerId, { total, placedAt: order.createdAt });
        }
        if (cardRequest && cardPage)
          await deps.cards.record({ tx, afterCommit }, cardRequest, cardPage);
        const topUp = opened
          ? await insertTopUp(tx, {
              reference: opened.reference,
              storeId: store.id,
              createdBy: null,
              currency: store.currency,
              amount: total - opened.fee,
              fee: opened.fee,
              bankCode: opened.bankCode,
              bankName: opened.account.bankName,
              accountNumber: opened.account.accountNumber,
              accountName: opened.account.accountName,
              provider: provider.name,
              providerReference: opened.account.providerReference,
              expiresAt: opened.account.expiresAt,
              orderId: order.id,
            })
          : undefined;
        await insertAuditEntry(tx, {
          storeId: store.id,
          actorUserId: NO_USER_ID,
          action: 'order.placed',
          entityType: 'order',
          entityId: order.id,
          changes: { by: CUSTOMER, number, total: toMajorUnits(total), status: order.status },
        });
        const link = `${deps.appUrl}/store/${store.slug}/orders/${order.id}#${token}`;
        afterCommit(() => deps.mailer.send(orderPlacedMail(order, items, store, topUp, link)));
        return { order, items, topUp };
      });

      const withStore = { ...placed.order, storeName: store.name, storeSlug: store.slug };
      const cardShown = cardPage
        ? { checkoutUrl: cardPage.checkoutUrl, status: 'pending', gatewayResponse: '' }
        : undefined;
      const account =
        placed.topUp ??
        (cardRequest && {
          reference: cardRequest.reference,
          channel: 'card',
          bankName: 'Card',
          accountNumber: '',
          accountName: '',
          expiresAt,
        });
      return {
        order: buildPublicOrder(
          withStore,
          placed.items,
          new Set(),
          account,
          await orderDeliveryOf(db, placed.order),
          cardShown,
        ),
        token,
      };
    },
  };
}
