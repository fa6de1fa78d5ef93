import type { Executor } from '../../db/client';
import { releaseOwned } from '../discounts/public';
import { moveLinkStock } from './link-items';
import {
  findLinkPayment,
  findPaymentLinkRow,
  markLinkPaymentFailed,
  setStockHeld,
  type LinkPaymentRow,
} from './payment-links.repository';

class NotYetExpired extends Error {
  override name = 'NotYetExpired';
}

/**
 * Gives back what a payment holds: its code's use and its discounts' figures (ADR 0034), and
 * the stock of a link that sells products.
 */
async function releaseHeld(tx: Executor, payment: LinkPaymentRow) {
  if (payment.discount > 0n) {
    await releaseOwned(tx, { linkPaymentId: payment.id }, payment.amount);
  }
  if (!payment.stockHeld) return;
  const link = await findPaymentLinkRow(tx, payment.linkId);
  await moveLinkStock(tx, payment, link?.name ?? '', 1);
  await setStockHeld(tx, payment.id, false);
}

/**
 * A payment that will bring no money (no account, a card that failed): failed, its place under
 * the link's limit freed and its stock given back, in the caller's transaction.
 */
export async function failLinkPayment(tx: Executor, id: string) {
  const payment = await findLinkPayment(tx, id, 'update');
  if (!payment || payment.status !== 'pending') return;
  await markLinkPaymentFailed(tx, id);
  await releaseHeld(tx, payment);
}

/**
 * The `link.payment.release` job: a payment still unpaid when its time is up gives its stock
 * back. Run early, it throws, so the job asks again later.
 */
export async function releaseExpiredLinkPayment(tx: Executor, id: string, now: Date) {
  const payment = await findLinkPayment(tx, id, 'update');
  if (!payment || payment.status !== 'pending') return;
  if (payment.expiresAt > now) throw new NotYetExpired(`link payment ${id} is still open`);
  await releaseHeld(tx, payment);
}

/**
 * Money for a payment whose stock went back when its time ran out: the stock is taken again
 * where there is enough. Answers the products there was not enough of, for the merchant.
 */
export async function retakeReleasedStock(tx: Executor, payment: LinkPaymentRow, linkName: string) {
  if (payment.stockHeld || payment.items.length === 0) return [];
  const short = await moveLinkStock(tx, payment, linkName, -1);
  await setStockHeld(tx, payment.id, true);
  return short.map((item) => item.name);
}
