import type { PublicLinkPayment } from '@olivia/contracts/payment-links';
import { toMajorUnits } from '@olivia/contracts/money';
import type { TopUpRow } from '../top-ups/public';
import type { CardChargeRow } from './card-payments.repository';

/** A payment a payer started on a link's or an invoice's page, as its row keeps it. */
interface PayerPaymentRow {
  id: string;
  reference: string;
  method: string;
  amount: bigint;
  amountPaid: bigint;
  currency: string;
  paidAt: Date | null;
}

/**
 * What the payer's page shows of their payment, whatever it pays for (ADR 0027, 0029): its
 * state, the card page while it is open and the bank's words when it failed, or the account to
 * send a transfer to while it is pending. The owner adds what was paid for.
 */
export function payerPaymentState(
  payment: PayerPaymentRow,
  status: PublicLinkPayment['status'],
  charge: CardChargeRow | undefined,
  topUp: TopUpRow | undefined,
): Omit<PublicLinkPayment, 'link' | 'store' | 'aftermessage' | 'redirecturl'> {
  return {
    id: payment.id,
    reference: payment.reference,
    status,
    method: payment.method === 'card' ? 'card' : 'transfer',
    amount: toMajorUnits(payment.amount),
    currency: payment.currency,
    checkouturl: status === 'pending' && charge ? charge.checkoutUrl : '',
    failure: charge && charge.status !== 'successful' ? charge.gatewayResponse : '',
    account:
      status === 'pending' && topUp && payment.method !== 'card'
        ? {
            bank: topUp.bankName,
            accountnumber: topUp.accountNumber,
            accountname: topUp.accountName,
            amountdue: toMajorUnits(payment.amount - payment.amountPaid),
            expiresat: topUp.expiresAt.toISOString(),
          }
        : null,
    paidat: payment.paidAt?.toISOString() ?? null,
  };
}
