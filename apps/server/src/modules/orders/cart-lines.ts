import type { z } from 'zod';
import { orderMessages } from '@olivia/contracts/order-messages';
import type { CheckoutLineSchema } from '@olivia/contracts/storefront';
import { badRequest, conflict } from '../../lib/errors';
import type { CheckoutProduct } from './checkout.repository';

type CartLine = z.output<typeof CheckoutLineSchema>;

/** One product (or variant) of a cart, its lines merged, priced from the catalogue. */
export interface PricedLine {
  /** The cart's line indexes merged into this one: errors name each of them (`items.<i>`). */
  lines: number[];
  productId: string;
  variantId: string | null;
  quantity: number;
  unitPrice: bigint;
  name: string;
  /** 'M / Blue', or '' without a variant. */
  variantLabel: string;
  sku: string;
  image: string;
  /** The stock when priced, unlocked: a first check before the payment account is opened. */
  stock: number;
  /** What discounts reach it by. */
  categoryId: string | null;
  brandId: string | null;
}

type Details = Record<string, string[]>;

const variantLabel = (variant: { size: string; colour: string }) =>
  [variant.size, variant.colour].filter((part) => part !== '').join(' / ');

/** The cart's lines with one per product and variant, in the order each first appears. */
function merged(items: CartLine[]) {
  const byKey = new Map<string, { lines: number[]; item: CartLine; quantity: number }>();
  items.forEach((item, index) => {
    const key = `${item.productid}/${item.variantid ?? ''}`;
    const found = byKey.get(key);
    if (found) {
      found.lines.push(index);
      found.quantity += item.quantity;
    } else byKey.set(key, { lines: [index], item, quantity: item.quantity });
  });
  return [...byKey.values()];
}

/** `message` for each of the lines, as the contract's `items.<i>` details. */
const detailsOf = (lines: number[], message: string): Details =>
  Object.fromEntries(lines.map((index) => [`items.${index}`, [message]]));

/** 409 naming every line there is not enough of. */
export function notEnoughStock(short: PricedLine[]) {
  const details = Object.assign(
    {},
    ...short.map((line) => detailsOf(line.lines, orderMessages.notEnoughStock)),
  ) as Details;
  return conflict(orderMessages.notEnoughStock, details);
}

/**
 * Prices a cart from the catalogue, never from the client: each line's product must be one of
 * the store's active products (else 409 productUnavailable), name one of its variants when it
 * has any (400 variantRequired) and no variant otherwise (409: the variants changed), and fit
 * the stock seen now (409 notEnoughStock; checked again, locked, when the stock is taken).
 */
export function priceCart(items: CartLine[], products: Map<string, CheckoutProduct>) {
  const unavailable: Details = {};
  const unchosen: Details = {};
  const priced: PricedLine[] = [];
  for (const { lines, item, quantity } of merged(items)) {
    const product = products.get(item.productid);
    if (!product || product.status !== 'active') {
      Object.assign(unavailable, detailsOf(lines, orderMessages.productUnavailable));
      continue;
    }
    if (product.variants.length > 0 && item.variantid === null) {
      Object.assign(unchosen, detailsOf(lines, orderMessages.variantRequired));
      continue;
    }
    const variant =
      item.variantid === null ? null : product.variants.find((v) => v.id === item.variantid);
    if (variant === undefined) {
      Object.assign(unavailable, detailsOf(lines, orderMessages.productUnavailable));
      continue;
    }
    priced.push({
      lines,
      productId: product.id,
      variantId: variant?.id ?? null,
      quantity,
      unitPrice: variant?.price ?? product.price,
      name: product.name,
      variantLabel: variant ? variantLabel(variant) : '',
      sku: variant?.sku || product.sku,
      image: product.images[0] ?? '',
      stock: variant?.stock ?? product.stock,
      categoryId: product.categoryId,
      brandId: product.brandId,
    });
  }
  if (Object.keys(unavailable).length > 0) {
    throw conflict(orderMessages.productUnavailable, { ...unavailable, ...unchosen });
  }
  if (Object.keys(unchosen).length > 0) throw badRequest(orderMessages.variantRequired, unchosen);
  const short = priced.filter((line) => line.stock < line.quantity);
  if (short.length > 0) throw notEnoughStock(short);
  return priced;
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Lines in the lock order of stock moves: product id, then variant id (ADR 0006). */
export const inLockOrder = <L extends { productId: string; variantId: string | null }>(
  lines: L[],
) =>
  [...lines].sort(
    (a, b) => compare(a.productId, b.productId) || compare(a.variantId ?? '', b.variantId ?? ''),
  );
