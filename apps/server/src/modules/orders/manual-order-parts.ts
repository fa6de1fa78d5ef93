import type { z } from 'zod';
import type { ManualOrderRequestSchema } from '@olivia/contracts/manual-orders';
import { customerMessages } from '@olivia/contracts/customer-messages';
import { orderMessages } from '@olivia/contracts/order-messages';
import { toMinorUnits } from '@olivia/contracts/money';
import type { Executor } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { PricedLine } from './cart-lines';
import {
  findStoreCustomer,
  insertCustomer,
  upsertCustomer,
  type CustomerRow,
} from './customers.repository';

/** The parts of an order taken by phone or at the counter (manual-orders.service.ts). */

type ManualOrderRequest = z.output<typeof ManualOrderRequestSchema>;

/** Who the order is for: the store's customer, or the one the request names. */
interface Buyer {
  existing: CustomerRow | undefined;
  name: string;
  email: string;
  phone: string;
}

/** The buyer the request names: the store's customer (404 if not, 409 if erased), or new. */
export async function buyerOf(
  db: Executor,
  storeId: string,
  body: ManualOrderRequest,
): Promise<Buyer> {
  if (body.customerid === null) {
    return { existing: undefined, name: body.name, email: body.email, phone: body.phone };
  }
  const existing = await findStoreCustomer(db, storeId, body.customerid);
  if (!existing) throw notFound();
  if (existing.erasedAt) throw conflict(customerMessages.customerErased);
  return {
    existing,
    name: existing.name,
    email: body.email || existing.email,
    phone: body.phone || existing.phone,
  };
}

/** The buyer's customer id, in the order's transaction: theirs, joined by e-mail, or new. */
export async function customerIdOf(tx: Executor, storeId: string, buyer: Buyer) {
  if (buyer.existing) return buyer.existing.id;
  if (buyer.email !== '') {
    return upsertCustomer(tx, { storeId, ...buyer, source: 'manual' });
  }
  const row = await insertCustomer(tx, {
    storeId,
    source: 'manual',
    name: buyer.name,
    email: '',
    phone: buyer.phone,
  });
  return row.id;
}

/** The subtotal, delivery, discount and total, in minor units; 400 for a discount too large. */
export function totalsOf(lines: PricedLine[], body: ManualOrderRequest) {
  const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * BigInt(line.quantity), 0n);
  const deliveryFee = toMinorUnits(body.deliveryfee);
  const discount = toMinorUnits(body.discount);
  if (discount > subtotal + deliveryFee) {
    throw badRequest(orderMessages.discountAboveTotal, {
      discount: [orderMessages.discountAboveTotal],
    });
  }
  return { subtotal, deliveryFee, discount, total: subtotal + deliveryFee - discount };
}
