import { CART_LINES_MAX, CART_QUANTITY_MAX } from '@olivia/contracts/storefront';
import { z } from 'zod';
import { local, readStored, removeStored, writeStored } from './safe-storage';

const CartLineSchema = z.object({
  productid: z.string().min(1),
  variantid: z.string().nullable(),
  name: z.string(),
  /** 'M / Blue', or '' without a variant. */
  variant: z.string(),
  image: z.string(),
  /** The price when added (major units); checkout charges the store's price of the moment. */
  unitprice: z.number(),
  quantity: z.number().int().min(1).max(CART_QUANTITY_MAX),
});
/** One line of the cart: a product (and its variant) with what the cart shows of it. */
export type CartLine = z.infer<typeof CartLineSchema>;
const CartSchema = z.array(CartLineSchema).max(CART_LINES_MAX);

/** One cart per store and browser, kept across reloads. */
export const cartStorageKey = (slug: string) => `storefrontCart:${slug}`;

/** The same product and variant make one line. */
export const sameLine = (a: Pick<CartLine, 'productid' | 'variantid'>, b: typeof a) =>
  a.productid === b.productid && a.variantid === b.variantid;

export const clampQuantity = (quantity: number) =>
  Math.min(CART_QUANTITY_MAX, Math.max(1, Math.round(quantity) || 1));

const listeners = new Set<() => void>();
/** The last cart read per store, with the text it came from: unchanged text, same array. */
const snapshots = new Map<string, { raw: string | null; lines: CartLine[] }>();
const EMPTY: CartLine[] = [];

/**
 * What a page rendered on the server shows, and a browser's first render before it reads its cart.
 */
export const serverCartSnapshot = (): CartLine[] => EMPTY;

function rawCart(slug: string): string | null {
  try {
    return localStorage.getItem(cartStorageKey(slug));
  } catch {
    return null;
  }
}

/** The store's cart now: a stable array while the stored cart is unchanged (for React). */
export function cartSnapshot(slug: string): CartLine[] {
  const raw = rawCart(slug);
  const cached = snapshots.get(slug);
  if (cached && cached.raw === raw) return cached.lines;
  const lines = raw === null ? EMPTY : readStored(local, cartStorageKey(slug), CartSchema, EMPTY);
  snapshots.set(slug, { raw, lines });
  return lines;
}

const notify = () => listeners.forEach((listener) => listener());

/** Calls `listener` when any cart changes, in this tab or (through `storage`) in another. */
export function subscribeToCarts(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function writeCart(slug: string, lines: CartLine[]): void {
  if (lines.length === 0) removeStored(local, cartStorageKey(slug));
  else writeStored(local, cartStorageKey(slug), lines);
  notify();
}

/**
 * Adds a line, or more of a line already there (at most 100 units). False when the cart already
 * holds as many different lines as one order may.
 */
export function addToCart(slug: string, line: CartLine): boolean {
  const lines = cartSnapshot(slug);
  const existing = lines.find((other) => sameLine(other, line));
  if (existing) {
    const quantity = clampQuantity(existing.quantity + line.quantity);
    writeCart(
      slug,
      lines.map((other) => (other === existing ? { ...line, quantity } : other)),
    );
    return true;
  }
  if (lines.length >= CART_LINES_MAX) return false;
  writeCart(slug, [...lines, { ...line, quantity: clampQuantity(line.quantity) }]);
  return true;
}

export function setCartQuantity(slug: string, line: CartLine, quantity: number): void {
  writeCart(
    slug,
    cartSnapshot(slug).map((other) =>
      sameLine(other, line) ? { ...other, quantity: clampQuantity(quantity) } : other,
    ),
  );
}

export function removeFromCart(slug: string, line: CartLine): void {
  writeCart(
    slug,
    cartSnapshot(slug).filter((other) => !sameLine(other, line)),
  );
}

/** Empties the cart (after an order was placed). */
export function clearCart(slug: string): void {
  writeCart(slug, []);
}
