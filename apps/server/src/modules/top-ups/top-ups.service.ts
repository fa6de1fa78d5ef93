import { currencyLocale } from '@olivia/contracts/currencies';
import { messages } from '@olivia/contracts/messages';
import { toMajorUnits, toMinorUnits } from '@olivia/contracts/money';
import { leastTopUpMessage, topUpMinimum, type TopUpDetails } from '@olivia/contracts/top-up';
import type { Database } from '../../db/client';
import { badRequest, forbidden, notFound, providerUnavailable } from '../../lib/errors';
import type { EventBus } from '../../lib/event-bus';
import { randomCode } from '../../lib/secrets';
import type { Session } from '../../plugins/auth';
import type { PaymentProvider } from '../../payments/provider';
import { findStoreById } from '../accounts/stores.repository';
import { findUserById } from '../accounts/users.repository';
import type { Ledger } from '../ledger/ledger.service';
import { topUpFee } from './top-up-fee';
import { topUpState } from './top-up-rules';
import { findStoreTopUp, insertTopUp, type TopUpRow } from './top-ups.repository';
import { createPaymentReceiver } from './payment-receiver';

/** How long a top-up account takes payments for. */
export const TOP_UP_TTL_MINUTES = 30;

export const formatMoney = (minor: bigint, currency: string) =>
  new Intl.NumberFormat(currencyLocale(currency), { style: 'currency', currency }).format(
    toMajorUnits(minor),
  );

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

export function createTopUpsService(deps: {
  db: Database;
  provider: PaymentProvider;
  ledger: Ledger;
  events: EventBus;
  now?: () => Date;
}) {
  const { db, provider } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    async supportedBanks(session: Session) {
      const banks = await provider.listTopUpBanks(session.currency);
      return { banks: banks.map(({ code, name }) => ({ code, name })) };
    },

    async create(session: Session, body: { amount: number; bank: string }): Promise<TopUpDetails> {
      const { currency } = session;
      if (body.amount < topUpMinimum(currency)) {
        const message = leastTopUpMessage(currency, (v) => formatMoney(toMinorUnits(v), currency));
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
      // Real money needs a verified agent (SPEC §6); the sandbox moves none, so a new store may
      // try it before verifying, as a provider's test mode allows before activation.
      if (!user.isAgent && provider.name !== 'sandbox') throw forbidden(messages.verifyFirst);
      const amount = toMinorUnits(body.amount);
      const fee = topUpFee(amount, currency);
      const reference = `top_${randomCode(16).toLowerCase()}`;
      const expiresAt = new Date(now().getTime() + TOP_UP_TTL_MINUTES * 60_000);
      const account = await provider
        .createTopUp({
          reference,
          amountDue: amount + fee,
          currency,
          bankCode: bank.code,
          email: user.email,
          storeName: store.name,
          expiresAt,
        })
        .catch(() => {
          throw providerUnavailable(messages.failedToFetchPaymentDetails);
        });
      const topUp = await insertTopUp(db, {
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
      return toDetails(topUp, now());
    },

    /** SPEC §7 pbbt/status: the details when paid, otherwise one of SPEC §8's messages. */
    async status(session: Session, query: { reference: string; ordernumber: string }) {
      const topUp = await findStoreTopUp(db, session.storeId, query.reference);
      if (!topUp) throw notFound(messages.recordDoesNotExist);
      // An order number, when given, must be the provider's for this top-up (ADR 0004).
      if (query.ordernumber && query.ordernumber !== topUp.providerReference) {
        throw notFound(messages.noSuchTransaction);
      }
      const state = topUpState(topUp, now());
      return {
        ...toDetails(topUp, now()),
        ...state,
        amountpaid: toMajorUnits(topUp.amountPaid),
        credited: toMajorUnits(topUp.credited),
      };
    },

    receiveWebhook: createPaymentReceiver({ ...deps, now, formatMoney }),
  };
}

export type TopUpsService = ReturnType<typeof createTopUpsService>;
