import { toMajorUnits } from '@olivia/contracts/money';
import { serverErrors } from '@olivia/contracts/messages';
import { MAIN_USER } from '@olivia/contracts/roles';
import type { DashboardResponse } from '@olivia/contracts/wallet';
import type { Database } from '../../db/client';
import { forbidden, notFound } from '../../lib/errors';
import type { Session } from '../../plugins/auth';
import { findStoreById, findUserById } from '../accounts/public';
import { listWallets } from '../ledger/public';
import { createTransactionReports } from './transaction-reports';

export function createWalletService(
  db: Database,
  policy: { passwordMaxAgeDays: number; now?: () => Date } = { passwordMaxAgeDays: 0 },
) {
  const now = policy.now ?? (() => new Date());

  /**
   * SPEC §8 'Password Change for User is due....': a password older than PASSWORD_MAX_AGE_DAYS
   * (0: never) stops the dashboard until it is changed.
   */
  async function assertPasswordFresh(session: Session): Promise<void> {
    if (policy.passwordMaxAgeDays <= 0) return;
    const user = await findUserById(db, session.userId);
    const maxAgeMs = policy.passwordMaxAgeDays * 86_400_000;
    if (user && now().getTime() - user.passwordChangedAt.getTime() > maxAgeMs) {
      throw forbidden(serverErrors.passwordChangeDue);
    }
  }

  /** SPEC §6: the main user sees the balance; a sub-user only with setup.viewbalance. */
  async function maySeeBalance(session: Session): Promise<boolean> {
    if (session.userType === MAIN_USER) return true;
    return (await findUserById(db, session.userId))?.viewBalance ?? false;
  }

  return {
    async dashboardWallet(session: Session): Promise<DashboardResponse> {
      await assertPasswordFresh(session);
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

    /** The reports API's list and detail of the wallet's movements (transaction-reports.ts). */
    ...createTransactionReports(db, maySeeBalance),
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
