import type { z } from 'zod';
import { formatMoney } from '@olivia/contracts/format-money';
import { messages } from '@olivia/contracts/messages';
import { toMajorUnits, toMinorUnits } from '@olivia/contracts/money';
import {
  leastTopUpMessage,
  topUpMinimum,
  type TopUpDetails,
  type TopUpsQuerySchema,
  type TopUpStatusResponse,
} from '@olivia/contracts/top-up';
import type { Database } from '../../db/client';
import { withTransaction } from '../../db/unit-of-work';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { insertAuditEntry } from '../../lib/resource/audit.repository';
import { mapPage } from '../../lib/resource/list-page';
import { randomCode } from '../../lib/secrets';
import type { Session } from '../../plugins/auth';
import type { PaymentProvider } from '../../payments/provider';
import { answeringProviderFailures } from '../../payments/provider-failures';
import { findStoreById, findUserById, holdStore } from '../accounts/public';
import type { Ledger } from '../ledger/public';
import { topUpFee } from './top-up-fee';
import { amountDue, topUpState } from './top-up-rules';
import {
  findStoreTopUp,
  insertTopUp,
  lockTopUp,
  markTopUpCancelled,
  storeTopUps,
  type TopUpRow,
} from './top-ups.repository';
import { createPaymentReceiver } from './payment-receiver';

/** How long a top-up account takes payments for. */
export const TOP_UP_TTL_MINUTES = 30;

function toDetails(topUp: TopUpRow, now: Date): TopUpDetails {
  const minutesLeft = Math.max(0, (topUp.expiresAt.getTime() - now.getTime()) / 60_000);
  return {
    reference: topUp.reference,
    amount: toMajorUnits(topUp.amount),
    fee: toMajorUnits(topUp.fee),
    accountBank: topUp.bankName,
    accountName: topUp.accountName,
    walletNumber: topUp.accountNumber,
    timeoutinmins: Math.round(minutesLeft * 100) / 100,
  };
}

/** A top-up as a status poll and the list answer it: what is paid, credited and still due. */
function toStatus(topUp: TopUpRow, now: Date): TopUpStatusResponse {
  return {
    ...toDetails(topUp, now),
    ...topUpState(topUp, now),
    amountpaid: toMajorUnits(topUp.amountPaid),
    credited: toMajorUnits(topUp.credited),
    amountdue: toMajorUnits(amountDue(topUp)),
    currency: topUp.currency,
    expiresat: topUp.expiresAt.toISOString(),
    createdat: topUp.createdAt.toISOString(),
  };
}

export function createTopUpsService(deps: {
  db: Database;
  provider: PaymentProvider;
  ledger: Ledger;
  /** Where a payout's outcome arriving on the same webhook endpoint goes (transfers). */
  settlePayout: Parameters<typeof createPaymentReceiver>[0]['settlePayout'];
  /** Where a payment into a storefront order's account goes (orders, ADR 0016). */
  orderPaid: Parameters<typeof createPaymentReceiver>[0]['orderPaid'];
  /** Where a payment on a payment link goes (payment links, ADR 0027). */
  linkPaid: Parameters<typeof createPaymentReceiver>[0]['linkPaid'];
  /** Where a payment on an invoice goes (invoices, ADR 0029). */
  invoicePaid: Parameters<typeof createPaymentReceiver>[0]['invoicePaid'];
  /** Issues every payment's receipt (receipts). */
  issueReceipt: Parameters<typeof createPaymentReceiver>[0]['issueReceipt'];
  /** Shares a payment with the payees of its split (split payments, ADR 0031). */
  splitPaid: Parameters<typeof createPaymentReceiver>[0]['splitPaid'];
  now?: () => Date;
}) {
  const { db } = deps;
  // Its failures answer 502 'Failed to fetch payment details' (docs/product/rules.md).
  const provider = answeringProviderFailures(deps.provider);
  const now = deps.now ?? (() => new Date());

  return {
    async supportedBanks(session: Session) {
      const banks = await provider.listTopUpBanks(session.currency);
      return { banks: banks.map(({ code, name }) => ({ code, name })) };
    },

    async create(session: Session, body: { amount: number; bank: string }): Promise<TopUpDetails> {
      const { currency } = session;
      if (body.amount < topUpMinimum(currency)) {
        const message = leastTopUpMessage(currency, (v) => formatMoney(v, currency));
        throw badRequest(message, { amount: [message] });
      }
      const bank = (await provider.listTopUpBanks(currency)).find((b) => b.code === body.bank);
      if (!bank || !bank.available) {
        throw badRequest(messages.bankNotAvailable, { bank: [messages.bankNotAvailable] });
      }
      const [store, user] = await Promise.all([
        findStoreById(db, session.storeId),
        findUserById(db, session.userId),
      ]);
      if (!store || !user) throw notFound();
      // Real money needs a verified agent (docs/product/roles.md); the sandbox moves none, so a new
      // store may try it before verifying, as a provider's test mode allows before activation.
      if (!user.isAgent && provider.name !== 'sandbox') throw forbidden(messages.verifyFirst);
      const amount = toMinorUnits(body.amount);
      const fee = topUpFee(amount, currency);
      const reference = `top_${randomCode(16).toLowerCase()}`;
      const expiresAt = new Date(now().getTime() + TOP_UP_TTL_MINUTES * 60_000);
      const account = await provider.createTopUp({
        reference,
        amountDue: amount + fee,
        currency,
        bankCode: bank.code,
        email: user.email,
        storeName: store.name,
        expiresAt,
      });
      // The store may have been deleted while the provider answered: held first, it answers 401
      // rather than failing on the foreign key (issue 25).
      const topUp = await withTransaction(db, async (tx) => {
        await holdStore(tx, store.id);
        return insertTopUp(tx, {
          reference,
          storeId: store.id,
          createdBy: user.id,
          currency,
          amount,
          fee,
          bankCode: bank.code,
          bankName: account.bankName,
          accountNumber: account.accountNumber,
          accountName: account.accountName,
          provider: provider.name,
          providerReference: account.providerReference,
          expiresAt: account.expiresAt,
        });
      });
      return toDetails(topUp, now());
    },

    /**
     * docs/api.md pbbt/status: the details when paid, otherwise one of docs/product/rules.md's
     * messages.
     */
    async status(session: Session, query: { reference: string; ordernumber: string }) {
      const topUp = await findStoreTopUp(db, session.storeId, query.reference);
      if (!topUp) throw notFound(messages.recordDoesNotExist);
      // An order number, when given, must be the provider's for this top-up (ADR 0004).
      if (query.ordernumber && query.ordernumber !== topUp.providerReference) {
        throw notFound(messages.noSuchTransaction);
      }
      return toStatus(topUp, now());
    },

    /** The store's top-ups, any user of the store (as create and status). */
    async list(session: Session, query: z.output<typeof TopUpsQuerySchema>) {
      const page = await storeTopUps.page(db, session.storeId, query);
      const at = now();
      return mapPage(page, (topUp) => toStatus(topUp, at));
    },

    /**
     * Cancels a top-up not yet paid in full, so it no longer waits for money. Its account stays
     * ours: money sent to it afterwards is credited as any late payment (ADR 0004). The top-up
     * is locked as a payment locks it (ADR 0006), so a payment completing it meanwhile wins.
     */
    async cancel(session: Session, body: { reference: string }): Promise<TopUpStatusResponse> {
      return withTransaction(db, async (tx) => {
        const topUp = await lockTopUp(tx, body.reference);
        // An order's payment account is the order's (ADR 0016), not the merchant's to cancel.
        if (!topUp || topUp.storeId !== session.storeId || topUp.orderId)
          throw notFound(messages.recordDoesNotExist);
        if (amountDue(topUp) === 0n) throw conflict(messages.topUpAlreadyPaid);
        if (topUp.cancelledAt) return toStatus(topUp, now());
        const cancelled = await markTopUpCancelled(tx, topUp.id, now());
        await insertAuditEntry(tx, {
          storeId: session.storeId,
          actorUserId: session.userId,
          action: 'top_up.cancelled',
          entityType: 'top_up',
          entityId: topUp.id,
          changes: { status: { from: topUpState(topUp, now()).status, to: 'CANCELLED' } },
        });
        return toStatus(cancelled, now());
      });
    },

    ...createPaymentReceiver({ ...deps, now }),
  };
}

export type TopUpsService = ReturnType<typeof createTopUpsService>;
