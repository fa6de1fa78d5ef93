import type { Product } from '@olivia/contracts/catalog';
import type { ManualOrderRequest } from '@olivia/contracts/manual-orders';

/** What the new order's form starts with: a new customer, no lines, paid in cash. */
export const newOrderValues = (): ManualOrderRequest => ({
  customerid: null,
  name: '',
  email: '',
  phone: '',
  items: [],
  deliveryfee: 0,
  address: '',
  city: '',
  discount: 0,
  discountreason: '',
  note: '',
  payment: 'cash',
  bank: '',
});

/** An amount field's value: empty is none (0); anything else a number, NaN when not one. */
export const amountValue = (text: unknown) =>
  text === '' || text === null || text === undefined ? 0 : Number(text);

type Line = NonNullable<ManualOrderRequest['items']>[number];

/** A line's unit price: its variant's, else its product's; 0 while its product is unknown. */
export function unitPriceOf(line: Line, products: ReadonlyMap<string, Product>) {
  const product = products.get(line.productid);
  const variant = product?.variants.find((v) => v.id === line.variantid);
  return variant?.price ?? product?.price ?? 0;
}

const cents = (amount: number) => (Number.isFinite(amount) ? Math.round(amount * 100) : 0);

export interface OrderEstimate {
  subtotal: number;
  deliveryfee: number;
  discount: number;
  total: number;
}

/**
 * The order's figures as the form reads them, in major units: an estimate from the catalogue
 * prices found while searching; the server prices the order itself.
 */
export function orderEstimate(
  values: Pick<ManualOrderRequest, 'items' | 'deliveryfee' | 'discount'>,
  products: ReadonlyMap<string, Product>,
): OrderEstimate {
  const subtotal = values.items.reduce(
    (sum, line) =>
      sum +
      cents(unitPriceOf(line, products)) * (Number.isFinite(line.quantity) ? line.quantity : 0),
    0,
  );
  const deliveryfee = cents(values.deliveryfee ?? 0);
  const discount = cents(values.discount ?? 0);
  const total = Math.max(0, subtotal + deliveryfee - discount);
  return {
    subtotal: subtotal / 100,
    deliveryfee: deliveryfee / 100,
    discount: discount / 100,
    total: total / 100,
  };
}
