import { useCallback, useMemo, useSyncExternalStore } from 'react';
import {
  addToCart,
  cartSnapshot,
  clearCart,
  removeFromCart,
  serverCartSnapshot,
  setCartQuantity,
  subscribeToCarts,
  type CartLine,
} from '../model/cart-storage';

/** The store's cart, kept in this browser, and what changes it; every view of it stays in step. */
export function useCart(slug: string) {
  const lines = useSyncExternalStore(
    subscribeToCarts,
    useCallback(() => cartSnapshot(slug), [slug]),
    serverCartSnapshot,
  );
  return useMemo(
    () => ({
      lines,
      count: lines.reduce((sum, line) => sum + line.quantity, 0),
      add: (line: CartLine) => addToCart(slug, line),
      setQuantity: (line: CartLine, quantity: number) => setCartQuantity(slug, line, quantity),
      remove: (line: CartLine) => removeFromCart(slug, line),
      clear: () => clearCart(slug),
    }),
    [slug, lines],
  );
}
