import { createHash, randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { customers } from '../db/schema/orders';
import type { UnitOfWork } from '../db/unit-of-work';
import { nextOrderNumber } from '../modules/orders/checkout.repository';
import { countPaidOrder, insertCustomer } from '../modules/orders/customers.repository';
import {
  insertOrderHistory,
  insertOrderItems,
  type NewOrderItem,
} from '../modules/orders/orders.repository';
import type { SeededProduct } from './demo-catalog';

const DAY_MS = 86_400_000;

/** A sale Ada's staff took by phone or at the counter, paid in cash. */
interface CounterSale {
  daysAgo: number;
  /** Index into the store's active products without variants, and how many. */
  lines: [number, number][];
  discount?: { amount: bigint; reason: string };
  /** The walk-in customer (by index into WALK_INS), or a customer of the store by name. */
  customer: number | string;
}

const WALK_INS = [
  { name: 'Mama Tolu', phone: '+2348037654321', tags: ['walk-in', 'wholesale'] },
  { name: 'Alhaji Sani', phone: '+2348059988776', tags: ['walk-in'] },
];

const SALES: CounterSale[] = [
  { daysAgo: 1.2, lines: [[0, 2]], customer: 0 },
  {
    daysAgo: 3.5,
    lines: [
      [1, 1],
      [2, 3],
    ],
    discount: { amount: 1_500_00n, reason: 'Bought a bundle of three' },
    customer: 0,
  },
  { daysAgo: 6.1, lines: [[3, 1]], customer: 1 },
  {
    daysAgo: 8.4,
    lines: [[4, 2]],
    discount: { amount: 1_000_00n, reason: 'Regular customer' },
    customer: 'Chioma Nwosu',
  },
];

/**
 * A demo store's customers as its staff keep them (ADR 0032) and a few sales taken at the
 * counter (issue 28): two walk-in customers by phone with tags, notes and SMS consent, notes and
 * e-mail consent on two storefront customers, and four cash orders, two with a discount and its
 * reason, entered by `by`. Cash never reaches the wallet, so these have no ledger posting.
 */
export async function seedDemoCounterSales(
  unit: UnitOfWork,
  store: { id: string; currency: string },
  catalogue: SeededProduct[],
  by: { id: string; name: string },
  now: Date,
): Promise<void> {
  const { tx } = unit;
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS);
  const walkIns = [];
  for (const [index, person] of WALK_INS.entries()) {
    walkIns.push(
      await insertCustomer(tx, {
        storeId: store.id,
        source: 'manual',
        name: person.name,
        email: '',
        phone: person.phone,
        tags: person.tags,
        notes: index === 0 ? 'Buys for her stall at Balogun market; pays cash.' : '',
        smsConsent: true,
        smsConsentAt: at(30),
        smsConsentSource: 'merchant',
      }),
    );
  }
  const regulars = await tx
    .select()
    .from(customers)
    .where(and(eq(customers.storeId, store.id), eq(customers.source, 'storefront')))
    .orderBy(asc(customers.name))
    .limit(2);
  for (const regular of regulars) {
    await tx
      .update(customers)
      .set({
        tags: ['vip'],
        notes: 'Prefers a call before delivery.',
        emailConsent: true,
        emailConsentAt: at(60),
        emailConsentSource: 'merchant',
      })
      .where(eq(customers.id, regular.id));
  }
  const byName = await tx.select().from(customers).where(eq(customers.storeId, store.id));

  const products = catalogue.filter((product) => product.active && product.variants.length === 0);
  const history: Parameters<typeof insertOrderHistory>[1] = { orders: [], events: [] };
  const items: NewOrderItem[] = [];
  const paidBy: { id: string; total: bigint; placedAt: Date }[] = [];
  for (const sale of [...SALES].sort((a, b) => b.daysAgo - a.daysAgo)) {
    const customer =
      typeof sale.customer === 'number'
        ? walkIns[sale.customer]
        : byName.find((row) => row.name === sale.customer);
    const number = await nextOrderNumber(tx, store.id);
    if (!customer || number === undefined) continue;
    const lines = sale.lines.flatMap(([index, quantity]) => {
      const product = products[index % Math.max(products.length, 1)];
      return product ? [{ product, quantity }] : [];
    });
    const subtotal = lines.reduce((sum, l) => sum + l.product.price * BigInt(l.quantity), 0n);
    const discount = sale.discount?.amount ?? 0n;
    const total = subtotal - discount;
    const placedAt = at(sale.daysAgo);
    const orderId = randomUUID();
    history.orders.push({
      id: orderId,
      storeId: store.id,
      number,
      customerId: customer.id,
      customerName: customer.name,
      email: customer.email,
      phone: customer.phone,
      address: '',
      city: '',
      currency: store.currency,
      subtotal,
      deliveryFee: 0n,
      discount,
      discountReason: sale.discount?.reason ?? '',
      total,
      amountPaid: total,
      status: sale.daysAgo > 5 ? 'delivered' : 'paid',
      source: 'manual',
      paymentMethod: 'cash',
      createdBy: by.id,
      itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
      tokenHash: createHash('sha256').update(`demo-counter-${store.id}-${number}`).digest('hex'),
      expiresAt: new Date(placedAt.getTime() + 30 * 60_000),
      paidAt: placedAt,
      createdAt: placedAt,
      updatedAt: placedAt,
    });
    lines.forEach(({ product, quantity }, position) =>
      items.push({
        orderId,
        storeId: store.id,
        productId: product.id,
        variantId: null,
        name: product.name,
        variantLabel: '',
        image: product.image,
        unitPrice: product.price,
        quantity,
        total: product.price * BigInt(quantity),
        position,
      }),
    );
    const event = (code: string, orderStatus: string, when: Date, note = '') =>
      history.events.push({
        orderId,
        storeId: store.id,
        code,
        params: code === 'statusChanged' ? { from: 'paid', to: 'delivered' } : {},
        orderStatus,
        note,
        actorUserId: by.id,
        actorLabel: by.name,
        createdAt: when,
      });
    event('placed', 'pending', placedAt);
    event('paid', 'paid', placedAt, 'Paid in cash');
    if (sale.daysAgo > 5) event('statusChanged', 'delivered', placedAt);
    paidBy.push({ id: customer.id, total, placedAt });
  }
  await insertOrderHistory(tx, history);
  await insertOrderItems(tx, items);
  for (const paid of paidBy) await countPaidOrder(tx, paid.id, paid);
}
