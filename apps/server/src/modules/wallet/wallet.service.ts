import { MAIN_USER } from '@olivia/contracts/roles';
import type { Database } from '../../db/client';
import type { Session } from '../../plugins/auth';
import { findUserById } from '../accounts/public';
import { createTransactionReports } from './transaction-reports';

/** The wallet's movements as the reports API answers them (transaction-reports.ts). */
export function createWalletService(db: Database) {
  /**
   * docs/product/roles.md: the main user sees the balance; a sub-user only with setup.viewbalance.
   */
  async function maySeeBalance(session: Session): Promise<boolean> {
    if (session.userType === MAIN_USER) return true;
    return (await findUserById(db, session.userId))?.viewBalance ?? false;
  }

  return createTransactionReports(db, maySeeBalance);
}

export type WalletService = ReturnType<typeof createWalletService>;
