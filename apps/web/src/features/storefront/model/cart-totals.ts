import { toMajorUnits, toMinorUnits } from '@olivia/contracts/money';
import type { CartLine } from './cart-storage';

/** What a cart costs, in major units, added up in minor units so no cent goes astray. */
export interface CartTotals {
  items: number;
  subtotal: number;
  deliveryfee: number;
  total: number;
}

export function cartTotals(lines: readonly CartLine[], deliveryfee: number): CartTotals {
  const subtotal = lines.reduce(
    (sum, line) => sum + toMinorUnits(line.unitprice) * BigInt(line.quantity),
    0n,
  );
  const fee = lines.length > 0 ? toMinorUnits(deliveryfee) : 0n;
  return {
    items: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: toMajorUnits(subtotal),
    deliveryfee: toMajorUnits(fee),
    total: toMajorUnits(subtotal + fee),
  };
}

/** A line's price times its quantity. */
export const lineTotal = (line: CartLine) =>
  toMajorUnits(toMinorUnits(line.unitprice) * BigInt(line.quantity));
