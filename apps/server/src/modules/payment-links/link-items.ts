import { orderMessages } from '@olivia/contracts/order-messages';
import { toMajorUnits } from '@olivia/contracts/money';
import type { PaymentLinkItem, PaymentLinkItemRequest } from '@olivia/contracts/payment-links';
import type { Executor } from '../../db/client';
import { badRequest, conflict } from '../../lib/errors';
import { moveStock } from '../catalog/public';
import {
  findCheckoutProducts,
  inLockOrder,
  notEnoughStock,
  priceCart,
  type CheckoutProduct,
  type PricedLine,
} from '../orders/public';
import { linkItemsOf, type LinkItemRow, type LinkPaymentItem } from './link-items.repository';

type ItemRequest = { productid: string; variantid: string | null; quantity: number };

const variantLabel = (variant: { size: string; colour: string }) =>
  [variant.size, variant.colour].filter((part) => part !== '').join(' / ');

/** A link's products as priced now; the total counts only what can still be bought. */
export interface PricedItems {
  items: PaymentLinkItem[];
  total: bigint;
}

function priced(row: LinkItemRow, products: Map<string, CheckoutProduct>) {
  const product = products.get(row.productId);
  const variant = row.variantId ? product?.variants.find((v) => v.id === row.variantId) : null;
  const available =
    product?.status === 'active' &&
    (row.variantId ? variant !== undefined : product.variants.length === 0);
  const unitPrice = variant?.price ?? product?.price ?? 0n;
  const item: PaymentLinkItem = {
    productid: row.productId,
    variantid: row.variantId,
    name: product?.name ?? '',
    variantlabel: variant ? variantLabel(variant) : '',
    imageurl: product?.images[0] ?? '',
    quantity: row.quantity,
    unitprice: toMajorUnits(unitPrice),
    total: toMajorUnits(unitPrice * BigInt(row.quantity)),
    available,
  };
  return { item, total: available ? unitPrice * BigInt(row.quantity) : 0n };
}

/**
 * The products of each of a store's links, priced from the catalogue now (two queries for any
 * number of links): what the merchant and the payer see, and the link's amount.
 */
export async function pricedLinkItems(
  db: Executor,
  storeId: string,
  linkIds: string[],
): Promise<Map<string, PricedItems>> {
  const rows = await linkItemsOf(db, linkIds);
  const ids = [...new Set([...rows.values()].flat().map((row) => row.productId))];
  const products = await findCheckoutProducts(db, storeId, ids);
  return new Map(
    [...rows].map(([linkId, items]) => {
      const lines = items.map((row) => priced(row, products));
      return [
        linkId,
        {
          items: lines.map((line) => line.item),
          total: lines.reduce((sum, line) => sum + line.total, 0n),
        },
      ];
    }),
  );
}

/**
 * The products a link's form sends, checked against the store's catalogue: each an active
 * product of the store (409 productUnavailable on `items.<i>`), with one of its variants when
 * it has any (400 variantRequired). Answers them as rows to store and their total now. Stock is
 * not asked for here: a payer's payment takes it.
 */
export async function checkedLinkItems(db: Executor, storeId: string, items: ItemRequest[]) {
  const products = await findCheckoutProducts(db, storeId, [
    ...new Set(items.map((item) => item.productid)),
  ]);
  const unavailable: Record<string, string[]> = {};
  const unchosen: Record<string, string[]> = {};
  let total = 0n;
  items.forEach((item, index) => {
    const product = products.get(item.productid);
    const key = `items.${index}`;
    if (!product || product.status !== 'active') {
      unavailable[key] = [orderMessages.productUnavailable];
    } else if (product.variants.length > 0 && item.variantid === null) {
      unchosen[key] = [orderMessages.variantRequired];
    } else {
      const variant = item.variantid ? product.variants.find((v) => v.id === item.variantid) : null;
      if (variant === undefined) unavailable[key] = [orderMessages.productUnavailable];
      else total += (variant?.price ?? product.price) * BigInt(item.quantity);
    }
  });
  if (Object.keys(unavailable).length > 0) {
    throw conflict(orderMessages.productUnavailable, { ...unavailable, ...unchosen });
  }
  if (Object.keys(unchosen).length > 0) throw badRequest(orderMessages.variantRequired, unchosen);
  return {
    rows: items.map((item) => ({
      productId: item.productid,
      variantId: item.variantid,
      quantity: item.quantity,
    })),
    total,
  };
}

/** A link's stored products as a cart's lines (their indexes name `items.<i>` in errors). */
const asCart = (rows: LinkItemRow[]): PaymentLinkItemRequest[] =>
  rows.map((row) => ({
    productid: row.productId,
    variantid: row.variantId,
    quantity: row.quantity,
  }));

/**
 * Prices a link's products for a payment, in the payment's transaction: 409 when one is no
 * longer sold or is short of stock (checked again, locked, when the stock is taken).
 */
export async function priceLinkPayment(db: Executor, storeId: string, linkId: string) {
  const rows = (await linkItemsOf(db, [linkId])).get(linkId) ?? [];
  if (rows.length === 0) return undefined;
  const products = await findCheckoutProducts(db, storeId, [
    ...new Set(rows.map((row) => row.productId)),
  ]);
  const lines = priceCart(
    asCart(rows).map((line) => ({ ...line, variantid: line.variantid ?? null })),
    products,
  );
  return {
    lines,
    total: lines.reduce((sum, line) => sum + line.unitPrice * BigInt(line.quantity), 0n),
  };
}

/** What a payment bought, kept on it: names and prices as they were. */
export const paymentItems = (lines: PricedLine[]): LinkPaymentItem[] =>
  lines.map((line) => ({
    productId: line.productId,
    variantId: line.variantId,
    name: line.variantLabel ? `${line.name} (${line.variantLabel})` : line.name,
    quantity: line.quantity,
    unitPrice: line.unitPrice.toString(),
    total: (line.unitPrice * BigInt(line.quantity)).toString(),
  }));

/** A payment's products as its receipt's lines. */
export const paymentLineItems = (items: LinkPaymentItem[]) =>
  items.map(({ name, quantity, unitPrice, total }) => ({ name, quantity, unitPrice, total }));

/**
 * Moves a payment's stock, in lock order (ADR 0006): taken (`-1`) for a payment started, or
 * given back (`+1`) for one that failed or expired unpaid. Answers the lines there was not
 * enough of (a take changes none of those).
 */
export async function moveLinkStock(
  tx: Executor,
  payment: { storeId: string; reference: string; items: LinkPaymentItem[] },
  linkName: string,
  direction: -1 | 1,
): Promise<LinkPaymentItem[]> {
  const short: LinkPaymentItem[] = [];
  for (const item of inLockOrder(payment.items)) {
    const moved = await moveStock(tx, {
      storeId: payment.storeId,
      productId: item.productId,
      variantId: item.variantId,
      change: direction * item.quantity,
      reason: direction < 0 ? 'ordered' : 'released',
      note: `Payment link "${linkName}" (${payment.reference.toUpperCase()})`,
      actorLabel: direction < 0 ? 'Customer' : 'System',
    });
    if (!moved) short.push(item);
  }
  return short;
}

/** 409 naming the link's products there is not enough of, as a storefront cart's would. */
export function linkStockShort(lines: PricedLine[], short: LinkPaymentItem[]) {
  const missing = new Set(short.map((item) => `${item.productId}/${item.variantId ?? ''}`));
  return notEnoughStock(
    lines.filter((line) => missing.has(`${line.productId}/${line.variantId ?? ''}`)),
  );
}
