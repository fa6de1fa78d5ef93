import { serverErrors } from '@olivia/contracts/messages';
import { splitPaymentMessages } from '@olivia/contracts/split-payment-messages';
import { toMajorUnits, toMinorUnits } from '@olivia/contracts/money';
import {
  splitPartsMajor,
  type SplitBearer,
  type SplitGroup,
  type SplitGroupRequestSchema,
  type SplitGroupsQuerySchema,
  type SplitPayee,
  type SplitPayeeRequestSchema,
  type SplitPayeesQuerySchema,
  type SplitPreview,
  type SplitPreviewRequestSchema,
  type SplitShare,
  type SplitSharesQuerySchema,
  type SplitType,
} from '@olivia/contracts/split-payments';
import { scheduleDayOf, type SplitSchedule } from '@olivia/contracts/split-schedules';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { badRequest, conflict, forbidden } from '../../lib/errors';
import { createResourceWriter } from '../../lib/resource/resource-writer';
import type { PaymentProvider } from '../../payments/provider';
import type { Session } from '../../plugins/auth';
import { cardFee } from '../card-payments/public';
import { topUpFee } from '../top-ups/public';
import {
  clearStorefront,
  deleteGroup,
  deletePayee,
  findStoreGroup,
  findStorePayee,
  groupCounts,
  hasShares,
  insertGroup,
  insertPayee,
  membersOf,
  namesOf,
  payoutStates,
  replaceMembers,
  storeSplitGroups,
  storeSplitPayees,
  storeSplitShares,
  updateGroup,
  updatePayee,
  usesOf,
  type SplitGroupRow,
  type SplitPayeeRow,
  type SplitShareRow,
} from './split-payments.repository';
import { batchesOf } from './split-batches.repository';
import { describeShare } from './split-share-description';

type PayeeBody = z.output<typeof SplitPayeeRequestSchema>;
type GroupBody = z.output<typeof SplitGroupRequestSchema>;

/** A share as stored: hundredths of a percent, or minor units. */
export const storedShare = (type: string, share: number) =>
  type === 'percentage' ? BigInt(Math.round(share * 100)) : toMinorUnits(share);
/** A stored share as the API shows it: a percentage, or major units. */
export const shownShare = (type: string, share: bigint) =>
  type === 'percentage' ? Number(share) / 100 : toMajorUnits(share);

/** Split payments are paid out to Nigerian banks: NGN stores only (403 otherwise). */
export function assertNaira(session: Pick<Session, 'currency'>) {
  if (session.currency !== 'NGN') throw forbidden(splitPaymentMessages.splitNgnOnly);
}

/**
 * Split payees and groups (/split-payments, ADR 0031) on the resource kit: the main user adds
 * and changes them (routes), every user of the store sees them; each change in the account log
 * (`split_payee.*`, `split_group.*`). A payee's account is confirmed by name enquiry; a group's
 * payees must be the store's own and active; one group at most splits the storefront.
 */
export function createSplitPaymentsService(deps: { db: Database; provider: PaymentProvider }) {
  const { db, provider } = deps;

  const toPayee = (row: SplitPayeeRow, groups = 0): SplitPayee => ({
    id: row.id,
    name: row.name,
    bankcode: row.bankCode,
    bankname: row.bankName,
    accountnumber: row.accountNumber,
    accountname: row.accountName,
    email: row.email,
    phone: row.phone,
    active: row.active,
    paidout: toMajorUnits(row.paidOut),
    owed: toMajorUnits(row.owed),
    schedule: row.schedule as SplitSchedule,
    scheduleday: row.scheduleDay,
    held: toMajorUnits(row.held),
    groups,
    createdat: row.createdAt.toISOString(),
  });

  async function groupsOf(tx: Executor, rows: SplitGroupRow[]): Promise<SplitGroup[]> {
    const ids = rows.map((row) => row.id);
    const [members, uses] = await Promise.all([membersOf(tx, ids), usesOf(tx, ids)]);
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      type: row.type as SplitType,
      bearer: row.bearer as SplitBearer,
      members: members
        .filter(({ member }) => member.groupId === row.id)
        .map(({ member, payee }) => ({
          payeeid: payee.id,
          payeename: payee.name,
          share: shownShare(row.type, member.share),
        })),
      storefront: row.storefront,
      active: row.active,
      currency: 'NGN',
      payments: row.payments,
      paidout: toMajorUnits(row.paidOut),
      links: uses.get(row.id)?.links ?? 0,
      invoices: uses.get(row.id)?.invoices ?? 0,
      createdat: row.createdAt.toISOString(),
    }));
  }

  const payees = createResourceWriter(db, {
    entity: 'split_payee',
    find: (tx, storeId, id) => findStorePayee(tx, storeId, id, 'update'),
    id: (row) => row.id,
    snapshot: (row) => toPayee(row),
  });
  const groups = createResourceWriter(db, {
    entity: 'split_group',
    find: async (tx, storeId, id) => {
      const row = await findStoreGroup(tx, storeId, id, 'update');
      return row && (await groupsOf(tx, [row]))[0];
    },
    id: (group) => group.id,
    snapshot: (group) => group,
  });

  /** The bank's name and the account's, by name enquiry (400 when the bank has no such account). */
  async function confirmAccount(body: PayeeBody) {
    const banks = await provider.listPayoutBanks('NGN');
    const bank = banks.find((candidate) => candidate.code === body.bankcode);
    if (!bank) throw badRequest(serverErrors.nameEnquiryFailed);
    const account = await provider.resolveAccount(body.bankcode, body.accountnumber);
    if (!account) throw badRequest(serverErrors.nameEnquiryFailed);
    return { bankName: bank.name, accountName: account.accountName };
  }

  const payeeFields = (body: PayeeBody, account: { bankName: string; accountName: string }) => ({
    name: body.name,
    bankCode: body.bankcode,
    bankName: account.bankName,
    accountNumber: body.accountnumber,
    accountName: account.accountName,
    email: body.email,
    phone: body.phone,
    active: body.active,
    schedule: body.schedule,
    scheduleDay: scheduleDayOf(body.schedule, body.scheduleday),
  });

  /** The group's members as stored: each payee the store's own and active (400 otherwise). */
  async function membersFor(tx: Executor, storeId: string, body: GroupBody) {
    const members = [];
    for (const member of body.members) {
      const payee = await findStorePayee(tx, storeId, member.payeeid);
      if (!payee?.active) {
        throw badRequest(splitPaymentMessages.splitPayeeNotFound, {
          members: [splitPaymentMessages.splitPayeeNotFound],
        });
      }
      members.push({ payeeId: payee.id, share: storedShare(body.type, member.share) });
    }
    return members;
  }

  async function writeGroup(tx: Executor, storeId: string, id: string, body: GroupBody) {
    await replaceMembers(tx, id, await membersFor(tx, storeId, body));
    if (body.storefront) await clearStorefront(tx, storeId, id);
  }

  const toShares = async (rows: SplitShareRow[]): Promise<SplitShare[]> => {
    const [states, names, batches] = await Promise.all([
      payoutStates(
        db,
        rows.flatMap((row) => (row.payoutRef ? [row.payoutRef] : [])),
      ),
      namesOf(
        db,
        [...new Set(rows.map((row) => row.payeeId))],
        [...new Set(rows.map((row) => row.groupId))],
      ),
      batchesOf(db, [...new Set(rows.flatMap((row) => (row.batchId ? [row.batchId] : [])))]),
    ]);
    const batchOf = (row: SplitShareRow) => {
      const batch = row.batchId ? batches.get(row.batchId) : undefined;
      return batch
        ? {
            period: batch.period,
            schedule: batch.schedule as SplitSchedule,
            shares: batch.shares,
            net: toMajorUnits(batch.net),
            withheld: toMajorUnits(batch.withheld),
          }
        : null;
    };
    return rows.map((row) => ({
      id: row.id,
      groupid: row.groupId,
      groupname: names.group.get(row.groupId) ?? '',
      payeeid: row.payeeId,
      payeename: names.payee.get(row.payeeId) ?? '',
      paymentreference: row.paymentReference,
      description: row.description,
      describe: describeShare(row.description),
      currency: row.currency,
      paymentamount: toMajorUnits(row.paymentAmount),
      gross: toMajorUnits(row.gross),
      fee: toMajorUnits(row.fee),
      withheld: toMajorUnits(row.withheld),
      net: toMajorUnits(row.net),
      payoutref: row.payoutRef ?? '',
      // Held for a batch; else its payout's state (nothing to pay, all withheld, counts as done).
      status: (row.held && !row.batchId
        ? 'held'
        : row.payoutRef
          ? (states.get(row.payoutRef) ?? 'pending')
          : 'successful') as SplitShare['status'],
      batch: batchOf(row),
      createdat: row.createdAt.toISOString(),
    }));
  };

  return {
    async listPayees(session: Session, query: z.output<typeof SplitPayeesQuerySchema>) {
      assertNaira(session);
      const page = await storeSplitPayees.page(db, session.storeId, query);
      const counts = await groupCounts(
        db,
        page.content.map((row) => row.id),
      );
      return { ...page, content: page.content.map((row) => toPayee(row, counts.get(row.id))) };
    },

    async getPayee(session: Session, id: string) {
      assertNaira(session);
      const row = await payees.get(session.storeId, id);
      return toPayee(row, (await groupCounts(db, [row.id])).get(row.id));
    },

    async createPayee(session: Session, body: PayeeBody) {
      assertNaira(session);
      const account = await confirmAccount(body);
      const row = await payees.create(session, 'created', ({ tx }) =>
        insertPayee(tx, { storeId: session.storeId, ...payeeFields(body, account) }),
      );
      return toPayee(row);
    },

    async updatePayee(session: Session, id: string, body: PayeeBody) {
      assertNaira(session);
      const current = await payees.get(session.storeId, id);
      const sameAccount =
        current.bankCode === body.bankcode && current.accountNumber === body.accountnumber;
      const account = sameAccount
        ? { bankName: current.bankName, accountName: current.accountName }
        : await confirmAccount(body);
      // A new schedule is its own line in the account log; a payee moved to instant has what
      // was held for them paid at the next sweep (ADR 0031).
      const row = await payees.update(session, id, async ({ tx }, before) => ({
        row: await updatePayee(tx, before.id, payeeFields(body, account)),
        verb:
          before.schedule !== body.schedule ||
          before.scheduleDay !== scheduleDayOf(body.schedule, body.scheduleday)
            ? 'rescheduled'
            : 'updated',
      }));
      return toPayee(row, (await groupCounts(db, [row.id])).get(row.id));
    },

    async removePayee(session: Session, id: string) {
      assertNaira(session);
      await payees.remove(session, 'removed', id, async ({ tx }, row) => {
        if ((await groupCounts(tx, [row.id])).get(row.id)) {
          throw conflict(splitPaymentMessages.splitPayeeInUse);
        }
        if (await hasShares(tx, 'payee', row.id))
          throw conflict(splitPaymentMessages.splitPayeeInUse);
        await deletePayee(tx, row.id);
      });
    },

    async listGroups(session: Session, query: z.output<typeof SplitGroupsQuerySchema>) {
      assertNaira(session);
      const page = await storeSplitGroups.page(db, session.storeId, query);
      return { ...page, content: await groupsOf(db, page.content) };
    },

    async getGroup(session: Session, id: string) {
      assertNaira(session);
      return groups.get(session.storeId, id);
    },

    async createGroup(session: Session, body: GroupBody) {
      assertNaira(session);
      return groups.create(session, 'created', async ({ tx }) => {
        const row = await insertGroup(tx, {
          storeId: session.storeId,
          name: body.name,
          type: body.type,
          bearer: body.bearer,
          storefront: false,
          active: body.active,
        });
        await writeGroup(tx, session.storeId, row.id, body);
        const saved = await updateGroup(tx, row.id, { storefront: body.storefront });
        const [group] = await groupsOf(tx, [saved]);
        if (!group) throw new Error('a new split group vanished');
        return group;
      });
    },

    async updateGroup(session: Session, id: string, body: GroupBody) {
      assertNaira(session);
      return groups.update(session, id, async ({ tx }, before) => {
        await writeGroup(tx, session.storeId, before.id, body);
        const saved = await updateGroup(tx, before.id, {
          name: body.name,
          type: body.type,
          bearer: body.bearer,
          storefront: body.storefront,
          active: body.active,
        });
        const [group] = await groupsOf(tx, [saved]);
        if (!group) throw new Error('a split group vanished');
        return { row: group, verb: 'updated' };
      });
    },

    /** A group that split a payment keeps its history: deactivate it instead (409). */
    async removeGroup(session: Session, id: string) {
      assertNaira(session);
      await groups.remove(session, 'removed', id, async ({ tx }, group) => {
        if (await hasShares(tx, 'group', group.id))
          throw conflict(splitPaymentMessages.splitGroupHasPayments);
        await deleteGroup(tx, group.id);
      });
    },

    /** Each party's part of a sample payment, by transfer and by card (the form's preview). */
    preview(session: Session, body: z.output<typeof SplitPreviewRequestSchema>): SplitPreview {
      assertNaira(session);
      const amount = toMinorUnits(body.amount);
      return {
        currency: 'NGN',
        amount: body.amount,
        transfer: splitPartsMajor(amount, topUpFee(amount, 'NGN'), body),
        card: splitPartsMajor(amount, cardFee(amount, 'NGN'), body),
      };
    },

    async listShares(session: Session, query: z.output<typeof SplitSharesQuerySchema>) {
      assertNaira(session);
      const page = await storeSplitShares.page(db, session.storeId, query);
      return { ...page, content: await toShares(page.content) };
    },
  };
}

export type SplitPaymentsService = ReturnType<typeof createSplitPaymentsService>;
