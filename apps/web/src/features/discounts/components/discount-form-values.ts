import type { Discount, DiscountRequest } from '@olivia/contracts/discounts';

/** A new discount: 10% off the order, automatic, from now, alone, active. */
export function newDiscountValues(now = new Date()): DiscountRequest {
  return {
    name: '',
    kind: 'percentage',
    value: 10,
    appliesto: 'order',
    targetids: [],
    buyquantity: 0,
    getquantity: 0,
    minsubtotal: 0,
    minquantity: 0,
    method: 'automatic',
    startsat: now.toISOString(),
    endsat: null,
    combinable: false,
    active: true,
  };
}

/** A stored discount as its edit form's values. */
export function discountFormValues(discount: Discount): DiscountRequest {
  const { name, kind, value, appliesto, targetids, buyquantity, getquantity } = discount;
  const { minsubtotal, minquantity, method, startsat, endsat, combinable, active } = discount;
  return {
    name,
    kind,
    value,
    appliesto,
    targetids,
    buyquantity,
    getquantity,
    minsubtotal,
    minquantity,
    method,
    startsat,
    endsat,
    combinable,
    active,
  };
}

/** A number field's text as a number: '' is 0 (the contract says when 0 is not enough). */
export const numberOrZero = (text: unknown) =>
  text === '' || text === null || text === undefined ? 0 : Number(text);

/** A limit field's text: '' is no limit (null). */
export const numberOrNull = (text: unknown) =>
  text === '' || text === null || text === undefined ? null : Number(text);

/** An ISO time as a `datetime-local` value in the reader's time zone ('' for none). */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return '';
  return new Date(time.getTime() - time.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** A `datetime-local` value as the ISO time the contract takes (null for none). */
export function fromLocalInput(local: string): string | null {
  if (!local) return null;
  const time = new Date(local);
  return Number.isNaN(time.getTime()) ? local : time.toISOString();
}
