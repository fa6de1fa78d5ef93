import { messages } from '@olivia/contracts/messages';
import { toMinorUnits } from '@olivia/contracts/money';
import {
  settlementAccountFieldsSchema,
  type SettlementAccountRequestSchema,
  type SettlementAccountResponse,
  type SettlementRequestSchema,
  type SettlementResult,
  type SettlementsRequestSchema,
} from '@olivia/contracts/settlement';
import { MAIN_USER } from '@olivia/contracts/roles';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { withTransaction } from '../../db/unit-of-work';
import {
  badRequest,
  conflict,
  DomainError,
  forbidden,
  notFound,
  providerUnavailable,
  unauthorized,
} from '../../lib/errors';
import { insertAuditEntry } from '../../lib/resource/audit.repository';
import { randomCode } from '../../lib/secrets';
import type { Session } from '../../plugins/auth';
import type { PaymentProvider } from '../../payments/provider';
import { findUserById, holdStore } from '../accounts/public';
import type { FileLinks } from '../files/public';
import { INSUFFICIENT_FUNDS, type Ledger } from '../ledger/public';
import type { PinCheck } from '../pins/public';
import {
  debitForPayout,
  findPayout,
  listStorePayouts,
  type PayoutRow,
  type PayoutSettlement,
} from '../transfers/public';
import { fingerprintOf, toRecord, toResult } from './settlement-result';
import { findSettlementAccount, saveSettlementAccount } from './settlements.repository';

type SaveAccount = z.output<typeof SettlementAccountRequestSchema>;
type Settle = z.output<typeof SettlementRequestSchema>;
type Range = z.output<typeof SettlementsRequestSchema>;

/** The form's rule for the store's currency (a sort code for GBP, an IBAN otherwise), again. */
function checkFields(currency: string, body: SaveAccount) {
  const parsed = settlementAccountFieldsSchema(currency).safeParse(body);
  if (parsed.success) return parsed.data;
  const details: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    (details[String(issue.path[0] ?? 'body')] ??= []).push(issue.message);
  }
  throw badRequest(
    parsed.error.issues[0]?.message ?? messages.unableToSetSettlementDetails,
    details,
  );
}

/**
 * Settlements for stores outside Nigeria (docs/product/records.md Settlement, Settlement account;
 * ADR 0011): the store's own bank account, saved with the PIN; a settlement moves money by the NGN
 * transfer's path (wallet → payouts in flight → provider clearing, or back) under the same PIN
 * counter and idempotency.
 */
export function createSettlementsService(deps: {
  db: Database;
  provider: PaymentProvider;
  payouts: PayoutSettlement;
  ledger: Ledger;
  pinCheck: PinCheck;
  files: FileLinks;
  now?: () => Date;
}) {
  const { db, provider, payouts, ledger, pinCheck, files } = deps;
  const now = deps.now ?? (() => new Date());

  function assertOutsideNigeria(session: Session) {
    if (session.currency === 'NGN') throw forbidden(messages.settlementsOtherCurrenciesOnly);
  }

  /**
   * docs/product/roles.md: the main user, or a sub-user allowed to pay out
   * (`allowsubusertransfer`).
   */
  async function mayPayOut(session: Session) {
    assertOutsideNigeria(session);
    const user = await findUserById(db, session.userId);
    if (!user) throw unauthorized();
    if (session.userType !== MAIN_USER && !user.allowSubUserTransfer) throw forbidden();
    return user;
  }

  function replay(session: Session, payout: PayoutRow, body: Settle): SettlementResult {
    if (payout.storeId !== session.storeId || payout.kind !== 'settlement') throw notFound();
    if (payout.fingerprint !== fingerprintOf(session.storeId, payout.ref, body.amount)) {
      throw conflict(messages.referenceReused);
    }
    return toResult(payout);
  }

  return {
    async account(session: Session): Promise<SettlementAccountResponse> {
      await mayPayOut(session);
      const row = await findSettlementAccount(db, session.storeId);
      if (!row) return { accounts: null };
      return {
        accounts: {
          accountname: row.accountName,
          accountnumber: row.accountNumber,
          bank: row.bank,
          email: row.email ?? '',
          iban: row.iban ?? '',
          identification: files.linkTo(row.identificationFileId),
          phone: row.phone ?? '',
          sortcode: row.sortCode ?? '',
        },
      };
    },

    async saveAccount(session: Session, body: SaveAccount) {
      assertOutsideNigeria(session);
      const fields = checkFields(session.currency, body);
      await pinCheck.verify(session.userId, body.pin);
      const gbp = session.currency === 'GBP';
      await withTransaction(db, async (tx) => {
        // The store first: one deleted meanwhile answers 401, not a missing image or a 500.
        await holdStore(tx, session.storeId);
        const image = await files.ownFile(tx, session.storeId, fields.identification, [
          'identification',
        ]);
        if (!image) {
          throw badRequest(messages.imageNotYours, { identification: [messages.imageNotYours] });
        }
        const before = await findSettlementAccount(tx, session.storeId);
        const after = {
          accountName: fields.name,
          accountNumber: fields.accountnumber,
          bank: fields.bank,
          sortCode: gbp ? fields.sortcode.replace(/[\s-]/g, '') : null,
          iban: gbp ? null : fields.iban.replace(/\s/g, '').toUpperCase(),
          email: fields.email || null,
          phone: fields.phone || null,
          identificationFileId: image.id,
        };
        await saveSettlementAccount(tx, { storeId: session.storeId, ...after });
        await insertAuditEntry(tx, {
          storeId: session.storeId,
          actorUserId: session.userId,
          action: before ? 'settlement_account.updated' : 'settlement_account.created',
          entityType: 'settlement_account',
          entityId: session.storeId,
          changes: Object.fromEntries(
            Object.entries(after)
              .filter(([key, value]) => before?.[key as keyof typeof after] !== value)
              .map(([key, value]) => [
                key,
                { from: before?.[key as keyof typeof after] ?? null, to: value },
              ]),
          ),
        });
      });
      return { status: 200, message: messages.accountDetailsSet };
    },

    async settlements(session: Session, range: Range) {
      await mayPayOut(session);
      const rows = await listStorePayouts(db, {
        storeId: session.storeId,
        kind: 'settlement',
        from: new Date(range.startDate),
        to: new Date(range.endDate),
        offset: range.page * range.size,
        limit: range.size,
      });
      return { settlements: rows.map(toRecord) };
    },

    async settle(session: Session, body: Settle): Promise<SettlementResult> {
      const user = await mayPayOut(session);
      await pinCheck.verify(user.id, body.pin);
      const ref = body.ref ?? `stl_${randomCode(20).toLowerCase()}`;
      const seen = await findPayout(db, ref);
      if (seen) return replay(session, seen, body);
      const claimed = await withTransaction(db, async (tx, afterCommit) => {
        // The account is read with the store held: a store deleted meanwhile (the account went
        // with it) answers 401 'Tokens Does Not Exist....', not 'set up your account' (issue 25).
        await holdStore(tx, session.storeId);
        const account = await findSettlementAccount(tx, session.storeId);
        if (!account) throw badRequest(messages.settlementAccountFirst);
        // Only the sandbox pays out in other currencies today (ADR 0011): refuse before any debit.
        if (provider.name !== 'sandbox') {
          throw providerUnavailable(messages.settlementNotSuccessful);
        }
        return debitForPayout(
          { tx, afterCommit },
          { ledger, now },
          {
            order: {
              kind: 'settlement',
              ref,
              currency: session.currency,
              amount: toMinorUnits(body.amount),
              fee: 0n,
              bankCode: account.sortCode ?? account.iban ?? '',
              bankName: account.bank,
              accountNumber: account.accountNumber,
              accountName: account.accountName,
              narration: 'Settlement',
              addToBeneficiary: false,
            },
            user,
            storeId: session.storeId,
            fingerprint: fingerprintOf(session.storeId, ref, body.amount),
            provider: provider.name,
          },
        );
      }).catch((error: unknown) => {
        if (error instanceof DomainError && error.message === INSUFFICIENT_FUNDS) {
          throw badRequest(messages.enterValidAmount, { amount: [messages.enterValidAmount] });
        }
        throw error;
      });
      if (!claimed) {
        const first = await findPayout(db, ref);
        if (!first) throw conflict(messages.referenceReused);
        return replay(session, first, body);
      }
      await payouts.send(claimed);
      return toResult((await findPayout(db, ref)) ?? claimed);
    },
  };
}

export type SettlementsService = ReturnType<typeof createSettlementsService>;
