import { messages, serverErrors } from '@olivia/contracts/messages';
import { toMajorUnits, toMinorUnits } from '@olivia/contracts/money';
import { MAIN_USER } from '@olivia/contracts/roles';
import {
  TRANSFER_QUOTE_TTL_MINUTES,
  type Beneficiaries,
  type TransferRequestSchema,
  type TransferResult,
  type TransferValidation,
  type TransferValidationRequestSchema,
} from '@olivia/contracts/transfer';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { withTransaction, type UnitOfWork } from '../../db/unit-of-work';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { randomCode } from '../../lib/secrets';
import type { Session } from '../../plugins/auth';
import type { PaymentProvider } from '../../payments/provider';
import { answeringProviderFailures } from '../../payments/provider-failures';
import { findStoreById, findUserById } from '../accounts/public';
import type { Ledger } from '../ledger/public';
import type { PinCheck } from '../pins/public';
import { debitForPayout } from './payout-debit';
import { createPayoutSettlement, type PayoutSettled } from './payout-settlement';
import { fingerprintOf, toResult } from './transfer-result';
import { transferFee, type FeeBand } from './transfer-fees';
import {
  deleteQuotesExpiredBefore,
  deleteStoreBeneficiary,
  findPayout,
  findStoreQuote,
  insertQuote,
  listStoreBeneficiaries,
  type PayoutRow,
} from './transfers.repository';

type Validate = z.output<typeof TransferValidationRequestSchema>;
type Transfer = z.output<typeof TransferRequestSchema>;

/**
 * NGN funds transfer (docs/product/records.md Transfer, docs/engineering.md#money): name enquiry
 * with the fee (a quote kept under `ref`), then the transfer with the PIN. The money leaves the
 * wallet for "payouts in flight" in one posting, then the provider is asked to pay; only its final
 * state moves the money again (payout-settlement.ts).
 */
export function createTransfersService(deps: {
  db: Database;
  provider: PaymentProvider;
  ledger: Ledger;
  pinCheck: PinCheck;
  fees: readonly FeeBand[];
  now?: () => Date;
  onError?: (error: unknown) => void;
  settled?: PayoutSettled;
}) {
  const { db, ledger, pinCheck } = deps;
  // Its failures answer 502 'Unable to confirm account details' (docs/product/rules.md); payouts
  // pass as they are.
  const provider = answeringProviderFailures(deps.provider);
  const now = deps.now ?? (() => new Date());
  const payouts = createPayoutSettlement({
    db,
    provider,
    ledger,
    now,
    onError: deps.onError,
    settled: deps.settled,
  });

  /** docs/product/roles.md: NGN stores only; real money only for a verified store (ADR 0007). */
  async function assertMayTransfer(session: Session) {
    if (session.currency !== 'NGN') throw forbidden(messages.transfersNgnOnly);
    const [store, user] = await Promise.all([
      findStoreById(db, session.storeId),
      findUserById(db, session.userId),
    ]);
    if (!store || !user) throw notFound();
    if (session.userType !== MAIN_USER && !user.allowSubUserTransfer) throw forbidden();
    // The sandbox moves no real money, so a store may try it before it is verified.
    if (!user.isAgent && !store.isVerified && provider.name !== 'sandbox') {
      throw forbidden(messages.verifyFirst);
    }
    return user;
  }

  async function bankName(bankCode: string): Promise<string | undefined> {
    const banks = await provider.listPayoutBanks('NGN');
    return banks.find((bank) => bank.code === bankCode)?.name;
  }

  /** The answer to a `ref` seen before: its outcome as it stands, nothing moved. */
  function replay(session: Session, payout: PayoutRow, body: Transfer): TransferResult {
    if (payout.storeId !== session.storeId) throw notFound(messages.recordDoesNotExist);
    if (payout.fingerprint !== fingerprintOf(session.storeId, body)) {
      throw conflict(messages.referenceReused);
    }
    return toResult(payout);
  }

  /**
   * A transfer; `within` runs in its unit of work once the money is claimed (an order's refund
   * records itself there, so the two commit together).
   */
  async function transfer(
    session: Session,
    body: Transfer,
    within?: (unit: UnitOfWork) => Promise<void>,
  ): Promise<TransferResult> {
    const user = await assertMayTransfer(session);
    await pinCheck.verify(user.id, body.pin);
    const seen = await findPayout(db, body.ref);
    if (seen) return replay(session, seen, body);
    const quote = await findStoreQuote(db, session.storeId, body.ref);
    if (!quote) throw notFound(messages.recordDoesNotExist);
    if (quote.expiresAt <= now()) throw badRequest(messages.transferQuoteExpired);
    if (quote.accountNumber !== body.account || quote.bankCode !== body.bankcode) {
      throw badRequest(messages.transferQuoteMismatch);
    }
    const claimed = await withTransaction(db, async (tx, afterCommit) => {
      const payout = await debitForPayout(
        { tx, afterCommit },
        { ledger, now },
        {
          order: {
            ...quote,
            kind: 'transfer',
            narration: body.narration,
            addToBeneficiary: body.addtobeneficiary,
          },
          user,
          storeId: session.storeId,
          fingerprint: fingerprintOf(session.storeId, body),
          provider: provider.name,
        },
      );
      if (payout && within) await within({ tx, afterCommit });
      return payout;
    });
    if (!claimed) {
      const first = await findPayout(db, body.ref);
      if (!first) throw conflict(messages.referenceReused);
      return replay(session, first, body);
    }
    await payouts.send(claimed);
    return toResult((await findPayout(db, claimed.ref)) ?? claimed);
  }

  return {
    payouts,

    async banks() {
      const banks = await provider.listPayoutBanks('NGN');
      return { banks: banks.map(({ code, name }) => ({ code, name })) };
    },

    /**
     * Name enquiry and fee (docs/api.md `validation`): an account the bank does not know answers
     * 'Security has passed....' (docs/product/rules.md); otherwise a quote is kept under a new
     * `ref`.
     */
    async validate(session: Session, body: Validate): Promise<TransferValidation> {
      await assertMayTransfer(session);
      const name = await bankName(body.bankcode);
      if (!name) throw badRequest(serverErrors.nameEnquiryFailed);
      const account = await provider.resolveAccount(body.bankcode, body.accountnumber);
      if (!account) throw badRequest(serverErrors.nameEnquiryFailed);
      const amount = toMinorUnits(body.amount);
      const fee = transferFee(amount, deps.fees);
      const ref = `trf_${randomCode(20).toLowerCase()}`;
      const at = now();
      await deleteQuotesExpiredBefore(db, at);
      await insertQuote(db, {
        ref,
        storeId: session.storeId,
        currency: 'NGN',
        bankCode: body.bankcode,
        bankName: name,
        accountNumber: body.accountnumber,
        accountName: account.accountName,
        amount,
        fee,
        expiresAt: new Date(at.getTime() + TRANSFER_QUOTE_TTL_MINUTES * 60_000),
      });
      return {
        beneficiary: account.accountName,
        bankname: name,
        accountnumber: body.accountnumber,
        amount: toMajorUnits(amount),
        fee: toMajorUnits(fee),
        ref,
      };
    },

    /** The main user's transfer (the endpoint admits the main user only). */
    transfer,

    /** A sub-user's transfer: only with `allowsubusertransfer` (docs/product/roles.md). */
    async transferStaff(session: Session, body: Transfer) {
      if (session.userType === MAIN_USER) throw forbidden();
      return transfer(session, body);
    },

    async beneficiaries(session: Session): Promise<Beneficiaries> {
      const rows = await listStoreBeneficiaries(db, session.storeId);
      return {
        beneficiaries: rows.map((row) => ({
          id: row.id,
          beneficiary: row.name,
          accountnumber: row.accountNumber,
          bankcode: row.bankCode,
          bankname: row.bankName,
        })),
      };
    },

    async deleteBeneficiary(session: Session, id: string) {
      if (!(await deleteStoreBeneficiary(db, session.storeId, id))) throw notFound();
      return { status: 200, message: messages.beneficiaryDeleted };
    },
  };
}

export type TransfersService = ReturnType<typeof createTransfersService>;
