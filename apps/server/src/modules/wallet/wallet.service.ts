import type { z } from 'zod';
import { toMajorUnits } from '@olivia/contracts/money';
import { MAIN_USER } from '@olivia/contracts/roles';
import type {
  AgencyTransaction,
  DashboardResponse,
  TransactionsQuerySchema,
} from '@olivia/contracts/wallet';
import type { Database } from '../../db/client';
import { forbidden, notFound } from '../../lib/errors';
import type { Session } from '../../plugins/auth';
import { findStoreById } from '../accounts/stores.repository';
import { findUserById } from '../accounts/users.repository';
import { listWallets } from '../ledger/ledger.repository';
import { mapPage } from '../../lib/resource/list-page';
import { storeTransactions, type WalletTransactionRow } from './wallet-transactions.repository';

const toAgencyTransaction = (row: WalletTransactionRow): AgencyTransaction => ({
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
  ref: row.ref,
});

export function createWalletService(db: Database) {
  /** SPEC §6: the main user sees the balance; a sub-user only with setup.viewbalance. */
  async function maySeeBalance(session: Session): Promise<boolean> {
    if (session.userType === MAIN_USER) return true;
    return (await findUserById(db, session.userId))?.viewBalance ?? false;
  }

  return {
    async dashboardWallet(session: Session): Promise<DashboardResponse> {
      const [store, wallets, visible] = await Promise.all([
        findStoreById(db, session.storeId),
        listWallets(db, session.storeId),
        maySeeBalance(session),
      ]);
      if (!store) throw notFound();
      const balanceOf = (currency: string) => {
        const minor = wallets.find((w) => w.currency === currency)?.balance ?? 0n;
        return visible ? toMajorUnits(minor) : null;
      };
      return {
        walletDetails: {
          name: store.name,
          rank: 'bronze',
          balance: balanceOf(store.currency),
          abbre: store.currency,
        },
        otherAccounts: wallets
          .filter((w) => w.currency !== store.currency)
          .map((w) => ({ currency: w.currency, balance: balanceOf(w.currency) })),
      };
    },

    /** The wallet's movements add up to its balance: hidden from whoever may not see that. */
    async transactions(session: Session, query: z.output<typeof TransactionsQuerySchema>) {
      if (!(await maySeeBalance(session))) throw forbidden();
      const page = await storeTransactions.page(db, session.storeId, query);
      return mapPage(page, toAgencyTransaction);
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
