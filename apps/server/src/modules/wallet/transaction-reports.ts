import type { z } from 'zod';
import { toMajorUnits } from '@olivia/contracts/money';
import type {
  AgencyTransaction,
  FlowsQuerySchema,
  TransactionDetail,
  TransactionsQuerySchema,
} from '@olivia/contracts/wallet';
import type { Database } from '../../db/client';
import { forbidden, notFound } from '../../lib/errors';
import { mapPage } from '../../lib/resource/list-page';
import type { Session } from '../../plugins/auth';
import { flowsReport } from './flows-report';
import { describeTransaction, jsonObject, objectOf, stringField } from './transaction-description';
import {
  findStoreTransaction,
  storeTransactions,
  type StoreTransaction,
  type WalletTransactionRow,
} from './wallet-transactions.repository';

export const toAgencyTransaction = (row: WalletTransactionRow): AgencyTransaction => ({
  id: row.id,
  agencyTxn: row.agencyTxn,
  status: row.status,
  request: row.request,
  response: row.response,
  amount: toMajorUnits(row.amount),
  direction: row.direction === 'debit' ? 'debit' : 'credit',
  currency: row.currency,
  createdat: row.createdAt.toISOString(),
  modifiedat: row.modifiedAt.toISOString(),
  createdby: row.createdBy,
  meaning: row.meaning,
  description: describeTransaction(row),
  ref: row.ref,
});

/** An amount in minor units written as text (a top-up's `response`), in major units. */
function storedAmount(object: Record<string, unknown>, key: string): number | null {
  const text = stringField(object, key);
  return text !== undefined && /^\d{1,18}$/.test(text) ? toMajorUnits(BigInt(text)) : null;
}

function toTransactionDetail({ row, posting, topUp }: StoreTransaction): TransactionDetail {
  const request = jsonObject(row.request);
  const response = jsonObject(row.response);
  const eventId = stringField(objectOf(posting?.metadata), 'eventId');
  const bank = topUp?.bankName ?? stringField(request, 'bank') ?? null;
  const account = topUp?.accountNumber ?? stringField(request, 'account') ?? null;
  const name = topUp?.accountName ?? stringField(request, 'name') ?? null;
  const timeline: TransactionDetail['timeline'] = [];
  if (topUp) timeline.push({ event: 'requested', at: topUp.createdAt.toISOString() });
  timeline.push({ event: 'created', at: row.createdAt.toISOString() });
  if (row.modifiedAt.getTime() !== row.createdAt.getTime()) {
    timeline.push({ event: 'modified', at: row.modifiedAt.toISOString() });
  }
  return {
    ...toAgencyTransaction(row),
    fee: storedAmount(response, 'fee'),
    paid: storedAmount(response, 'paid'),
    paymentRef: eventId ?? null,
    providerReference: topUp?.providerReference ?? null,
    counterparty: bank || account || name ? { name, bank, account } : null,
    timeline,
  };
}

/**
 * The reports API's transactions: a wallet's movements add up to its balance, so they are
 * hidden from whoever may not see that (docs/product/roles.md, docs/engineering.md#tenancy).
 */
export function createTransactionReports(
  db: Database,
  maySeeBalance: (session: Session) => Promise<boolean>,
) {
  return {
    async transactions(session: Session, query: z.output<typeof TransactionsQuerySchema>) {
      if (!(await maySeeBalance(session))) throw forbidden();
      const page = await storeTransactions.page(db, session.storeId, query);
      return mapPage(page, toAgencyTransaction);
    },

    /** The flows chart: money in and out per day, and over the period before (flows-report.ts). */
    async flows(session: Session, query: z.output<typeof FlowsQuerySchema>) {
      if (!(await maySeeBalance(session))) throw forbidden();
      return flowsReport(db, session, query);
    },

    async transaction(session: Session, id: string): Promise<TransactionDetail> {
      if (!(await maySeeBalance(session))) throw forbidden();
      const found = await findStoreTransaction(db, session.storeId, id);
      if (!found) throw notFound();
      return toTransactionDetail(found);
    },
  };
}
