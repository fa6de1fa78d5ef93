import { toMajorUnits } from '@olivia/contracts/money';
import type {
  Order,
  OrderDetail,
  OrderEvent,
  OrderItem,
  OrderStatus,
  PaymentState,
} from '@olivia/contracts/orders';
import { CONSENT_SOURCES, type Customer } from '@olivia/contracts/customers';
import type { OrderDelivery } from '@olivia/contracts/delivery-checkout';
import type { PublicOrder } from '@olivia/contracts/storefront';
import type { TopUpRow } from '../top-ups/public';
import type { CustomerRow } from './customers.repository';
import type { OrderEventRow, OrderItemRow, OrderRow, OrderWithStore } from './orders.repository';

/** The account an unpaid order's money is sent to: its top-up row (ADR 0016). */
export type PaymentAccount = Pick<
  TopUpRow,
  'reference' | 'bankName' | 'accountNumber' | 'accountName' | 'expiresAt' | 'channel'
>;

/** An order's card payment as its customer sees it: where to pay, or why it failed. */
export interface OrderCardPayment {
  checkoutUrl: string;
  status: string;
  gatewayResponse: string;
}

type Money = Pick<OrderRow, 'total' | 'amountPaid' | 'status'>;

/** Paid in full (a free order is), partly, or not at all. */
export function paymentState(order: Money): PaymentState {
  if (order.amountPaid >= order.total) return 'paid';
  return order.amountPaid > 0n ? 'partiallypaid' : 'unpaid';
}

/** What is still to be sent: nothing once the order is no longer pending. */
export function amountDue(order: Money): bigint {
  if (order.status !== 'pending') return 0n;
  return order.total > order.amountPaid ? order.total - order.amountPaid : 0n;
}

/** The account is shown while money is awaited: pending and not paid in full. */
/** The temporary account to send the money to, while some is due (a card has none). */
const accountShown = (order: Money, account: PaymentAccount | undefined) =>
  account && account.channel !== 'card' && amountDue(order) > 0n ? account : undefined;

/** A row of /orders/all. */
export function toOrder(row: OrderRow): Order {
  return {
    id: row.id,
    number: row.number,
    total: toMajorUnits(row.total),
    orderStatus: row.status as OrderStatus,
    createdat: row.createdAt.toISOString(),
    currency: row.currency,
    customer: { id: row.customerId, name: row.customerName, email: row.email, phone: row.phone },
    itemcount: row.itemCount,
    paymentstate: paymentState(row),
    amountpaid: toMajorUnits(row.amountPaid),
    updatedat: row.updatedAt.toISOString(),
  };
}

function toItem(row: OrderItemRow): OrderItem {
  return {
    id: row.id,
    productid: row.productId,
    variantid: row.variantId,
    name: row.name,
    variant: row.variantLabel,
    sku: row.sku,
    image: row.image,
    unitprice: toMajorUnits(row.unitPrice),
    quantity: row.quantity,
    total: toMajorUnits(row.total),
    returnedquantity: row.returnedQuantity,
  };
}

function toEvent(row: OrderEventRow): OrderEvent {
  return {
    id: row.id.toString(),
    code: row.code as OrderEvent['code'],
    params: row.params,
    orderStatus: row.orderStatus as OrderStatus,
    note: row.note,
    by: row.actorLabel,
    at: row.createdAt.toISOString(),
  };
}

/** One order as the merchant opens it: lines, timeline, and where its money is to be sent. */
export function toOrderDetail(
  row: OrderRow,
  items: OrderItemRow[],
  events: OrderEventRow[],
  account: PaymentAccount | undefined,
  delivery: OrderDelivery,
  branchName: string | undefined,
): OrderDetail {
  const shown = accountShown(row, account);
  return {
    ...toOrder(row),
    source: row.source === 'manual' ? 'manual' : 'storefront',
    subtotal: toMajorUnits(row.subtotal),
    deliveryfee: toMajorUnits(row.deliveryFee),
    discount: toMajorUnits(row.discount),
    discountreason: row.discountReason,
    paymentmethod:
      row.paymentMethod === 'cash' ? 'cash' : account?.channel === 'card' ? 'card' : 'transfer',
    address: row.address,
    city: row.city,
    note: row.note,
    delivery,
    branch: row.branchId ? { id: row.branchId, name: branchName ?? '' } : null,
    paidat: row.paidAt?.toISOString() ?? null,
    items: items.map(toItem),
    timeline: events.map(toEvent),
    payment: shown
      ? {
          reference: shown.reference,
          bank: shown.bankName,
          accountnumber: shown.accountNumber,
          accountname: shown.accountName,
          amountdue: toMajorUnits(amountDue(row)),
          expiresat: shown.expiresAt.toISOString(),
        }
      : null,
  };
}

/** The customer's receipt page: no staff notes, no other customer's anything. */
export function buildPublicOrder(
  row: OrderWithStore,
  items: OrderItemRow[],
  reviewed: Set<string>,
  account: PaymentAccount | undefined,
  delivery: OrderDelivery,
  card?: OrderCardPayment,
): PublicOrder {
  const shown = accountShown(row, account);
  const due = amountDue(row) > 0n && row.status === 'pending';
  return {
    id: row.id,
    number: row.number,
    orderStatus: row.status as OrderStatus,
    paymentstate: paymentState(row),
    currency: row.currency,
    subtotal: toMajorUnits(row.subtotal),
    deliveryfee: toMajorUnits(row.deliveryFee),
    discount: toMajorUnits(row.discount),
    total: toMajorUnits(row.total),
    amountpaid: toMajorUnits(row.amountPaid),
    amountdue: toMajorUnits(amountDue(row)),
    items: items.map((item) => ({
      id: item.id,
      productid: item.productId,
      name: item.name,
      variant: item.variantLabel,
      image: item.image,
      unitprice: toMajorUnits(item.unitPrice),
      quantity: item.quantity,
      total: toMajorUnits(item.total),
      reviewed: reviewed.has(item.id),
    })),
    name: row.customerName,
    email: row.email,
    phone: row.phone,
    address: row.address,
    city: row.city,
    delivery,
    payment: shown
      ? {
          bank: shown.bankName,
          accountnumber: shown.accountNumber,
          accountname: shown.accountName,
          expiresat: shown.expiresAt.toISOString(),
        }
      : null,
    paymentmethod: account?.channel === 'card' ? 'card' : 'transfer',
    checkouturl: due && card?.status === 'pending' ? card.checkoutUrl : '',
    cardfailure:
      card && (card.status === 'failed' || card.status === 'abandoned') ? card.gatewayResponse : '',
    store: { name: row.storeName, slug: row.storeSlug },
    createdat: row.createdAt.toISOString(),
    paidat: row.paidAt?.toISOString() ?? null,
    canreview: row.status === 'delivered',
    returnuntil: null,
    returns: [],
  };
}

export function toCustomer(row: CustomerRow): Customer {
  const consent = (granted: boolean, at: Date | null, source: string) => ({
    granted,
    at: at?.toISOString() ?? null,
    source: (CONSENT_SOURCES as readonly string[]).includes(source)
      ? (source as Customer['marketing']['email']['source'])
      : 'none',
  });
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    orderscount: row.ordersCount,
    totalspent: toMajorUnits(row.totalSpent),
    lastorderat: row.lastOrderAt?.toISOString() ?? null,
    createdat: row.createdAt.toISOString(),
    source: row.source === 'manual' ? 'manual' : 'storefront',
    notes: row.notes,
    tags: row.tags,
    addresses: row.addresses,
    marketing: {
      email: consent(row.emailConsent, row.emailConsentAt, row.emailConsentSource),
      sms: consent(row.smsConsent, row.smsConsentAt, row.smsConsentSource),
    },
    erasedat: row.erasedAt?.toISOString() ?? null,
  };
}
