import { createHash, randomUUID } from 'node:crypto';
import type { OrderStatus } from '@olivia/contracts/orders';
import type { UnitOfWork } from '../db/unit-of-work';
import type { Ledger } from '../modules/ledger/public';
import { continueOrderNumbersAfter } from '../modules/orders/checkout.repository';
import { countPaidOrder, upsertCustomer } from '../modules/orders/customers.repository';
import {
  insertOrderHistory,
  insertOrderItems,
  type NewOrderItem,
} from '../modules/orders/orders.repository';
import { insertReview } from '../modules/orders/reviews.repository';
import { insertTopUp, topUpFee } from '../modules/top-ups/public';
import type { SeededProduct } from './demo-catalog';
import { REVIEW_LINES, type DemoCustomer } from './demo-orders-data';

const DAY_MS = 86_400_000;

/** A small deterministic generator, so every fresh start shows the same history. */
function randomFrom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

interface DemoStore {
  id: string;
  currency: string;
  deliveryFee: bigint;
}

/** What an order `daysAgo` old has become: older orders are mostly delivered. */
function statusFor(daysAgo: number, roll: number): OrderStatus {
  // Never 'pending': the history took no stock, so an expiring one would give back stock it never
  // held.
  if (daysAgo < 1) return 'paid';
  if (daysAgo < 4) return roll < 0.4 ? 'processing' : roll < 0.8 ? 'shipped' : 'paid';
  if (daysAgo < 10) return roll < 0.7 ? 'delivered' : 'shipped';
  if (roll < 0.08) return 'cancelled';
  if (roll < 0.12) return 'refunded';
  return 'delivered';
}

/** The timeline from placed to `status`, one step a day or so. */
function stepsTo(status: OrderStatus): OrderStatus[] {
  if (status === 'pending' || status === 'cancelled') return [];
  const path: OrderStatus[] = ['processing', 'shipped', 'delivered'];
  if (status === 'paid') return [];
  if (status === 'refunded') return ['processing', 'shipped', 'delivered', 'refunded'];
  return path.slice(0, path.indexOf(status) + 1);
}

/**
 * A year of orders for a demo store, as the storefront and the payments would have made them:
 * paid orders were paid through an order's top-up account, so each has its ledger posting
 * (clearing → wallet less the fee, fee earned) and its wallet transaction; cancelled ones were
 * never paid. The stock log starts at the seed's opening stock, after this history.
 */
export async function seedDemoOrders(
  unit: UnitOfWork,
  ledger: Ledger,
  store: DemoStore,
  catalog: SeededProduct[],
  options: { count: number; seed: number; customers: DemoCustomer[]; now: Date },
): Promise<void> {
  const { tx } = unit;
  const random = randomFrom(options.seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const products = catalog.filter((product) => product.active);
  const customerIds = new Map<string, string>();
  for (const customer of options.customers) {
    // Dated before the history: each paid order then moves the customer's last order on.
    const orderedAt = new Date(options.now.getTime() - 366 * DAY_MS);
    customerIds.set(
      customer.email,
      await upsertCustomer(tx, { storeId: store.id, ...customer, orderedAt }),
    );
  }
  const history: Parameters<typeof insertOrderHistory>[1] = { orders: [], events: [] };
  const items: NewOrderItem[] = [];
  const payments: Parameters<typeof recordPayment>[3][] = [];
  const reviews: Parameters<typeof insertReview>[1][] = [];
  const figures = new Map<string, { total: bigint; placedAt: Date; count: number }>();
  for (let i = 0; i < options.count; i += 1) {
    const number = 1000 + options.count - i;
    const daysAgo = (i * 365) / options.count + random() * 0.9;
    const placedAt = new Date(options.now.getTime() - daysAgo * DAY_MS);
    const customer = pick(options.customers);
    const customerId = customerIds.get(customer.email) ?? '';
    const lines = Array.from({ length: 1 + Math.floor(random() * 3) }, (_, position) => {
      const product = pick(products);
      const variant = product.variants.length > 0 ? pick(product.variants) : undefined;
      const quantity = 1 + Math.floor(random() * 2);
      const unitPrice = variant?.price ?? product.price;
      return { id: randomUUID(), position, product, variant, quantity, unitPrice };
    });
    const subtotal = lines.reduce((sum, l) => sum + l.unitPrice * BigInt(l.quantity), 0n);
    const total = subtotal + store.deliveryFee;
    const status = statusFor(daysAgo, random());
    const paid = status !== 'pending' && status !== 'cancelled';
    const paidAt = new Date(placedAt.getTime() + 20 * 60_000);
    const orderId = randomUUID();
    history.orders.push({
      id: orderId,
      storeId: store.id,
      number,
      customerId,
      customerName: customer.name,
      email: customer.email,
      phone: customer.phone,
      address: customer.address,
      city: customer.city,
      currency: store.currency,
      subtotal,
      deliveryFee: store.deliveryFee,
      total,
      amountPaid: paid ? total : 0n,
      status,
      itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
      // No customer holds these orders' secrets: their receipts are not reachable.
      tokenHash: createHash('sha256').update(`demo-order-${store.id}-${number}`).digest('hex'),
      expiresAt: new Date(placedAt.getTime() + 30 * 60_000),
      paidAt: paid ? paidAt : null,
      createdAt: placedAt,
      updatedAt: placedAt,
    });
    for (const line of lines) {
      items.push({
        id: line.id,
        orderId,
        storeId: store.id,
        productId: line.product.id,
        variantId: line.variant?.id ?? null,
        name: line.product.name,
        variantLabel: line.variant?.label ?? '',
        image: line.product.image,
        unitPrice: line.unitPrice,
        quantity: line.quantity,
        total: line.unitPrice * BigInt(line.quantity),
        position: line.position,
      });
    }
    const event = (code: string, orderStatus: OrderStatus, at: Date, params = {}) =>
      history.events.push({
        orderId,
        storeId: store.id,
        code,
        params,
        orderStatus,
        actorLabel: code === 'placed' ? 'Customer' : 'System',
        createdAt: at,
      });
    event('placed', 'pending', placedAt);
    if (status === 'cancelled')
      event('expired', 'cancelled', new Date(placedAt.getTime() + 31 * 60_000));
    if (!paid) continue;
    event('paid', 'paid', paidAt);
    let previous: OrderStatus = 'paid';
    for (const [step, next] of stepsTo(status).entries()) {
      const at = new Date(paidAt.getTime() + (step + 1) * DAY_MS * 0.8);
      event('statusChanged', next, at, { from: previous, to: next });
      previous = next;
    }
    const sums = figures.get(customerId) ?? { total: 0n, placedAt, count: 0 };
    figures.set(customerId, {
      total: sums.total + total,
      placedAt: sums.placedAt > placedAt ? sums.placedAt : placedAt,
      count: sums.count + 1,
    });
    payments.push({ orderId, number, total, paidAt, customer: customer.name });
    const [first] = lines;
    if (status === 'delivered' && first && random() < 0.35) {
      const [rating, comment] = pick(REVIEW_LINES);
      reviews.push({
        storeId: store.id,
        orderId,
        orderItemId: first.id,
        productId: first.product.id,
        productName: first.product.name,
        customerName: customer.name,
        rating,
        comment,
        status: daysAgo < 20 && random() < 0.5 ? 'pending' : 'published',
        createdAt: new Date(paidAt.getTime() + 4 * DAY_MS),
      });
    }
  }
  await insertOrderHistory(tx, history);
  await continueOrderNumbersAfter(tx, store.id, 1000 + options.count);
  await insertOrderItems(tx, items);
  for (const [customerId, sums] of figures) await countPaidOrder(tx, customerId, sums);
  for (const payment of payments) await recordPayment(unit, ledger, store, payment);
  for (const review of reviews) await insertReview(tx, review);
}

/** The order's payment, as the payment receiver records one (ADR 0016). */
async function recordPayment(
  unit: UnitOfWork,
  ledger: Ledger,
  store: DemoStore,
  order: { orderId: string; number: number; total: bigint; paidAt: Date; customer: string },
) {
  const fee = topUpFee(order.total, store.currency);
  const credit = order.total - fee;
  const reference = `top_demo${order.number}${store.currency.toLowerCase()}`;
  await insertTopUp(unit.tx, {
    reference,
    storeId: store.id,
    createdBy: null,
    currency: store.currency,
    amount: credit,
    fee,
    amountPaid: order.total,
    credited: credit,
    bankCode: 'SANDBOX',
    bankName: 'Olivia Sandbox Bank',
    accountNumber: `98${String(order.number).padStart(8, '0')}`,
    accountName: `Order ${order.number}`,
    provider: 'sandbox',
    providerReference: `demo-${reference}`,
    expiresAt: new Date(order.paidAt.getTime() + 10 * 60_000),
    lastPaidAt: order.paidAt,
    orderId: order.orderId,
    createdAt: new Date(order.paidAt.getTime() - 20 * 60_000),
  });
  await ledger.recordMovement(unit, {
    posting: {
      reference: `topup:${reference}:demo`,
      kind: 'topup',
      metadata: { topUp: reference, eventId: 'demo' },
      entries: [
        {
          account: { system: 'provider_clearing', currency: store.currency },
          amount: -order.total,
        },
        { account: { wallet: { storeId: store.id, currency: store.currency } }, amount: credit },
        { account: { system: 'fees_earned', currency: store.currency }, amount: fee },
      ],
    },
    walletRows: [
      {
        storeId: store.id,
        ref: reference,
        agencyTxn: 'ORDER PAYMENT',
        status: 'SUCCESSFUL',
        direction: 'credit',
        currency: store.currency,
        amount: credit,
        request: JSON.stringify({ order: order.number }),
        response: JSON.stringify({ paid: order.total.toString(), fee: fee.toString() }),
        meaning: `Payment for order #${order.number} from ${order.customer}`,
        createdBy: 'system',
        createdAt: order.paidAt,
        modifiedAt: order.paidAt,
      },
    ],
  });
}
