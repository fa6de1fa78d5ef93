import { orderMessages } from '@olivia/contracts/order-messages';
import type { OrderDetail, OrderItem } from '@olivia/contracts/orders';
import { CreateReturnRequestSchema, type CreateReturnRequest } from '@olivia/contracts/returns';

/** Units of a line that can still come back: ordered, less those already returned. */
export const returnable = (line: Pick<OrderItem, 'quantity' | 'returnedquantity'>) =>
  Math.max(0, line.quantity - line.returnedquantity);

/**
 * The contract's return, and no more units than the chosen line can still return (the server
 * says the same; this says it before asking).
 */
export function returnFormSchema(order: OrderDetail | null) {
  return CreateReturnRequestSchema.refine(
    (values) => {
      const line = order?.items.find((item) => item.id === values.itemid);
      return !line || values.quantity <= returnable(line);
    },
    { message: orderMessages.returnQuantityTooHigh, path: ['quantity'] },
  );
}

/** An empty return: the order is found first, then its line chosen. */
export const RETURN_FORM_DEFAULTS: Partial<CreateReturnRequest> = {
  orderid: '',
  itemid: '',
  quantity: undefined,
  reason: '',
};

/** A number field's value: empty is NaN, so the contract says what is wrong with it. */
export const numberValue = (value: unknown): number =>
  value === '' || value === null || value === undefined ? Number.NaN : Number(value);

/** '#1001', '1001' or ' 1001 ' as 1001; anything else as undefined. */
export function parseOrderNumber(text: string): number | undefined {
  const digits = text.trim().replace(/^#/, '');
  return /^\d{1,9}$/.test(digits) ? Number(digits) : undefined;
}
