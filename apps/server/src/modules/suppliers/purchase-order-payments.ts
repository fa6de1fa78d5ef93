import type { z } from 'zod';
import { messages } from '@olivia/contracts/messages';
import { invoiceMessages } from '@olivia/contracts/invoice-messages';
import { supplierMessages } from '@olivia/contracts/supplier-messages';
import { toMajorUnits, toMinorUnits } from '@olivia/contracts/money';
import {
  purchaseOrderNumber,
  type PaymentQuoteRequestSchema,
  type PurchaseOrderPayRequestSchema,
} from '@olivia/contracts/purchase-orders';
import { MAIN_USER } from '@olivia/contracts/roles';
import type { Database } from '../../db/client';
import type { UnitOfWork } from '../../db/unit-of-work';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { insertAuditEntry, NO_USER_ID } from '../../lib/resource/audit.repository';
import type { Session } from '../../plugins/auth';
import { findUserById } from '../accounts/public';
import type { PinCheck } from '../pins/public';
import { findStoreQuote, type TransfersService } from '../transfers/public';
import { purchaseOrderView } from './purchase-order-dto';
import {
  addPurchaseOrderPaid,
  findPaymentByKey,
  findStorePurchaseOrder,
  insertPayment,
  lockPaymentByReference,
  setPaymentStatus,
  type PurchaseOrderRow,
} from './purchase-orders.repository';
import { addSupplierPaid, findStoreSupplier } from './suppliers.repository';

type Quote = z.output<typeof PaymentQuoteRequestSchema>;
type Pay = z.output<typeof PurchaseOrderPayRequestSchema>;

const PAYABLE = new Set(['ordered', 'partly_received', 'received']);

/**
 * A payout's final state, in its settlement's unit of work (the transfers module calls it for
 * every payout that comes back): the purchase-order payment it paid, if any, is failed and what
 * it paid is taken off the order and the supplier (ADR 0038). The payout is locked before the
 * order, as when paying.
 */
export async function purchaseOrderPaymentReturned(unit: UnitOfWork, reference: string) {
  const { tx } = unit;
  const payment = await lockPaymentByReference(tx, reference);
  if (!payment || payment.status === 'failed') return;
  const order = await findStorePurchaseOrder(
    tx,
    payment.storeId,
    payment.purchaseOrderId,
    'update',
  );
  if (!order) return;
  await setPaymentStatus(tx, payment.id, 'failed');
  await addPurchaseOrderPaid(tx, order.id, -payment.amount);
  await addSupplierPaid(tx, order.supplierId, -payment.amount);
  await insertAuditEntry(tx, {
    storeId: payment.storeId,
    actorUserId: payment.actorUserId ?? NO_USER_ID,
    action: 'purchase_order.payment_failed',
    entityType: 'purchase_order',
    entityId: order.id,
    changes: {
      number: purchaseOrderNumber(order.number),
      amount: toMajorUnits(payment.amount),
      ref: reference,
    },
  });
}

/** A successful payout's payment is marked paid (its money stays counted). */
export async function purchaseOrderPaymentPaid(unit: UnitOfWork, reference: string) {
  const payment = await lockPaymentByReference(unit.tx, reference);
  if (payment?.status === 'pending') await setPaymentStatus(unit.tx, payment.id, 'paid');
}

/**
 * Paying a supplier against a purchase order (ADR 0038), from the wallet with the PIN through
 * the transfers' payout path: a quote (name enquiry of the supplier's account and the fee, its
 * `ref` the payment's idempotency key), then the payment; the payment row, the order's and the
 * supplier's `paid` and the account log are written in the payout's unit of work with the order
 * locked, so parallel payments never pay more than is due and a replayed `ref` pays once.
 */
export function createPurchaseOrderPayments(deps: {
  db: Database;
  transfers: () => Pick<TransfersService, 'transfer' | 'validate'>;
  pinCheck: PinCheck;
}) {
  const { db } = deps;

  /** The main user, or a sub-user allowed to transfer (403 otherwise). */
  async function payer(session: Session) {
    const user = await findUserById(db, session.userId);
    if (!user) throw notFound();
    if (session.userType !== MAIN_USER && !user.allowSubUserTransfer) throw forbidden();
    return user;
  }

  /** The order and its supplier's account, when it may be paid `amount` now. */
  async function payable(session: Session, id: string) {
    const order = await findStorePurchaseOrder(db, session.storeId, id);
    if (!order) throw notFound();
    await payer(session);
    if (!PAYABLE.has(order.status)) throw conflict(supplierMessages.purchaseOrderNotPayable);
    const supplier = await findStoreSupplier(db, session.storeId, order.supplierId);
    if (!supplier?.accountNumber) throw conflict(supplierMessages.supplierNoBankAccount);
    return { order, supplier };
  }

  const checkDue = (order: PurchaseOrderRow, amount: bigint) => {
    if (amount > order.total - order.paid) {
      throw badRequest(invoiceMessages.amountAboveDue, {
        amount: [invoiceMessages.amountAboveDue],
      });
    }
  };

  return {
    async quote(session: Session, id: string, body: Quote) {
      const { order, supplier } = await payable(session, id);
      checkDue(order, toMinorUnits(body.amount));
      return deps.transfers().validate(session, {
        bankcode: supplier.bankCode,
        accountnumber: supplier.accountNumber,
        amount: body.amount,
      });
    },

    async pay(session: Session, id: string, body: Pay) {
      const seen = await findPaymentByKey(db, session.storeId, body.ref);
      if (seen && seen.purchaseOrderId !== id) throw conflict(messages.referenceReused);
      if (seen) {
        // A retried request: the PIN again, then the order as it stands; nothing moves.
        const user = await payer(session);
        await deps.pinCheck.verify(user.id, body.pin);
        const current = await findStorePurchaseOrder(db, session.storeId, id);
        if (!current) throw notFound();
        return purchaseOrderView(db, current);
      }
      const { order, supplier } = await payable(session, id);
      const amount = toMinorUnits(body.amount);
      const quote = await findStoreQuote(db, session.storeId, body.ref);
      if (!quote) throw notFound(messages.recordDoesNotExist);
      if (
        quote.amount !== amount ||
        quote.accountNumber !== supplier.accountNumber ||
        quote.bankCode !== supplier.bankCode
      ) {
        throw badRequest(messages.transferQuoteMismatch, {
          amount: [messages.transferQuoteMismatch],
        });
      }
      const number = purchaseOrderNumber(order.number);
      await deps.transfers().transfer(
        session,
        {
          account: supplier.accountNumber,
          accountname: quote.accountName,
          addtobeneficiary: false,
          bankcode: supplier.bankCode,
          narration: `${number} ${supplier.name}`.slice(0, 100),
          pin: body.pin,
          ref: body.ref,
        },
        async ({ tx }) => {
          const locked = await findStorePurchaseOrder(tx, session.storeId, id, 'update');
          if (!locked) throw notFound();
          if (!PAYABLE.has(locked.status)) throw conflict(supplierMessages.purchaseOrderNotPayable);
          checkDue(locked, amount);
          await insertPayment(tx, {
            storeId: session.storeId,
            purchaseOrderId: id,
            amount,
            reference: body.ref,
            idempotencyKey: body.ref,
            status: 'pending',
            actorUserId: session.userId,
          });
          await addPurchaseOrderPaid(tx, id, amount);
          await addSupplierPaid(tx, locked.supplierId, amount);
          await insertAuditEntry(tx, {
            storeId: session.storeId,
            actorUserId: session.userId,
            action: 'purchase_order.paid',
            entityType: 'purchase_order',
            entityId: id,
            changes: {
              number,
              amount: toMajorUnits(amount),
              ref: body.ref,
              paid: {
                from: toMajorUnits(locked.paid),
                to: toMajorUnits(locked.paid + amount),
              },
            },
          });
        },
      );
      // A ref another kind of payout used first moved nothing here.
      const recorded = await findPaymentByKey(db, session.storeId, body.ref);
      if (!recorded || recorded.purchaseOrderId !== id) throw conflict(messages.referenceReused);
      const current = await findStorePurchaseOrder(db, session.storeId, id);
      return purchaseOrderView(db, current ?? order);
    },
  };
}

export type PurchaseOrderPayments = ReturnType<typeof createPurchaseOrderPayments>;
