import { and, eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auditLog } from '../../db/schema/audit-log';
import { cardCharges } from '../../db/schema/card-charges';
import { chatHeads } from '../../db/schema/chat';
import { discountRedemptions } from '../../db/schema/discounts';
import { invoices } from '../../db/schema/invoices';
import { customers, orders } from '../../db/schema/orders';
import { linkPayments } from '../../db/schema/payment-links';
import { receipts } from '../../db/schema/receipts';
import type { CustomerRow } from './customers.repository';

/** What an erased customer is called wherever their name was. */
export const ERASED_NAME = 'Erased customer';

/** What each kind of record lost, counted for the account log. */
export interface Erased {
  orders: number;
  invoices: number;
  receipts: number;
  linkPayments: number;
  cardPayments: number;
  chats: number;
}

const sameEmail = (column: Parameters<typeof sql>[1], email: string) =>
  sql`lower(${column}) = lower(${email})`;

/**
 * Erases a customer's personal data on request (ADR 0032), in the caller's transaction: their
 * row keeps its figures and loses name, e-mail, phone, notes, tags, addresses and consent; their
 * orders, invoices, receipts, link payments and card payments keep every amount and lose the
 * name and contact (found by the customer's id or, for payments made without an order, the
 * e-mail address), and the discounts they used, lose the name and contact; their chats are deleted; the account log's entries about them lose the
 * details they recorded. Answers the erased row and what was touched.
 */
export async function eraseCustomerData(
  tx: Executor,
  customer: CustomerRow,
  at: Date,
): Promise<{ row: CustomerRow; erased: Erased }> {
  const { storeId, email } = customer;
  const byEmail = email !== '';
  const [row] = await tx
    .update(customers)
    .set({
      name: ERASED_NAME,
      email: '',
      phone: '',
      notes: '',
      tags: [],
      addresses: [],
      emailConsent: false,
      emailConsentAt: at,
      emailConsentSource: 'none',
      smsConsent: false,
      smsConsentAt: at,
      smsConsentSource: 'none',
      erasedAt: at,
    })
    .where(eq(customers.id, customer.id))
    .returning();
  if (!row) throw new Error('a locked customer vanished');

  const erasedOrders = await tx
    .update(orders)
    .set({
      customerName: ERASED_NAME,
      email: '',
      phone: '',
      address: '',
      city: '',
      // The delivery region is part of the address; the zone and the fee it priced stay.
      state: '',
      lga: '',
      postcode: '',
      note: '',
    })
    .where(and(eq(orders.storeId, storeId), eq(orders.customerId, customer.id)))
    .returning({ id: orders.id });
  const erasedInvoices = await tx
    .update(invoices)
    .set({ customerName: ERASED_NAME, customerEmail: '', customerPhone: '' })
    .where(
      and(
        eq(invoices.storeId, storeId),
        byEmail
          ? or(eq(invoices.customerId, customer.id), sameEmail(invoices.customerEmail, email))
          : eq(invoices.customerId, customer.id),
      ),
    )
    .returning({ id: invoices.id });
  const erased: Erased = {
    orders: erasedOrders.length,
    invoices: erasedInvoices.length,
    receipts: 0,
    linkPayments: 0,
    cardPayments: 0,
    chats: 0,
  };
  if (byEmail) {
    erased.receipts = (
      await tx
        .update(receipts)
        .set({ payerName: ERASED_NAME, payerEmail: '' })
        .where(and(eq(receipts.storeId, storeId), sameEmail(receipts.payerEmail, email)))
        .returning({ id: receipts.id })
    ).length;
    erased.linkPayments = (
      await tx
        .update(linkPayments)
        .set({ name: ERASED_NAME, email: '', phone: '', address: '', answers: [] })
        .where(and(eq(linkPayments.storeId, storeId), sameEmail(linkPayments.email, email)))
        .returning({ id: linkPayments.id })
    ).length;
    erased.cardPayments = (
      await tx
        .update(cardCharges)
        .set({ payerName: ERASED_NAME, payerEmail: '' })
        .where(and(eq(cardCharges.storeId, storeId), sameEmail(cardCharges.payerEmail, email)))
        .returning({ id: cardCharges.id })
    ).length;
    erased.chats = (
      await tx
        .delete(chatHeads)
        .where(and(eq(chatHeads.storeId, storeId), sameEmail(chatHeads.clientEmail, email)))
        .returning({ id: chatHeads.id })
    ).length;
    // The discounts they used keep what was taken off, not who took it: the address goes (so it
    // no longer counts toward a once-per-customer code; erasure outranks the limit).
    await tx
      .update(discountRedemptions)
      .set({ customerEmail: '' })
      .where(
        and(
          eq(discountRedemptions.storeId, storeId),
          sameEmail(discountRedemptions.customerEmail, email),
        ),
      );
    // Entries that wrote the address down (a payment's payer, say) keep only that they happened.
    await tx
      .update(auditLog)
      .set({ changes: { erased: true } })
      .where(
        and(
          eq(auditLog.storeId, storeId),
          sql`position(lower(${email}) in lower(${auditLog.changes}::text)) > 0`,
        ),
      );
  }
  await tx
    .update(auditLog)
    .set({ changes: { erased: true } })
    .where(
      and(
        eq(auditLog.storeId, storeId),
        eq(auditLog.entityType, 'customer'),
        eq(auditLog.entityId, customer.id),
      ),
    );
  return { row, erased };
}
