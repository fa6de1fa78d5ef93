import { toMajorUnits } from '@olivia/contracts/money';
import type { WebhookData } from './emit-webhook-event';

/**
 * What an event's `data` says of the store's own records (ADR 0044): the fields a merchant's
 * system needs to act, money in major units, never a secret or another store's data.
 */
export function orderData(order: {
  id: string;
  number: number;
  status: string;
  currency: string;
  subtotal: bigint;
  deliveryFee: bigint;
  discount: bigint;
  total: bigint;
  amountPaid: bigint;
  itemCount: number;
  source: string;
  fulfilment: string;
  customerName: string;
  email: string;
  phone: string;
  createdAt: Date;
}): WebhookData {
  return {
    order: {
      id: order.id,
      number: order.number,
      status: order.status,
      currency: order.currency,
      subtotal: toMajorUnits(order.subtotal),
      deliveryfee: toMajorUnits(order.deliveryFee),
      discount: toMajorUnits(order.discount),
      total: toMajorUnits(order.total),
      amountpaid: toMajorUnits(order.amountPaid),
      itemcount: order.itemCount,
      source: order.source,
      fulfilment: order.fulfilment,
      customer: { name: order.customerName, email: order.email, phone: order.phone },
      createdat: order.createdAt.toISOString(),
    },
  };
}

/** A payout (a transfer, a settlement) as its final state is known. */
export function payoutData(
  payout: {
    id: string;
    ref: string;
    kind: string;
    currency: string;
    amount: bigint;
    fee: bigint;
    bankName: string;
    accountNumber: string;
    accountName: string;
    narration: string;
  },
  status: string,
  reason: string | undefined,
  at: Date,
): WebhookData {
  return {
    transfer: {
      id: payout.id,
      reference: payout.ref,
      kind: payout.kind,
      status,
      currency: payout.currency,
      amount: toMajorUnits(payout.amount),
      fee: toMajorUnits(payout.fee),
      beneficiary: {
        bank: payout.bankName,
        accountnumber: payout.accountNumber,
        accountname: payout.accountName,
      },
      narration: payout.narration,
      ...(reason ? { reason } : {}),
      settledat: at.toISOString(),
    },
  };
}
