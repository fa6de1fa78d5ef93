import type { SignUpRequestSchema, SignInResponse } from '@olivia/contracts/auth';
import { messages } from '@olivia/contracts/messages';
import { MAIN_USER } from '@olivia/contracts/roles';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { withTransaction } from '../../db/unit-of-work';
import { conflict } from '../../lib/errors';
import { insertAuditEntry } from '../../lib/resource/audit.repository';
import { hashSecret, randomCode } from '../../lib/secrets';
import type { Session } from '../../plugins/auth';
import type { ClientInfo, SessionsService } from '../sessions/sessions.service';
import { closeAccount, lockStoreWallets, type Ledger } from '../ledger/public';
import type { VerifyCurrentPassword } from '../passwords/current-password';
import {
  deleteStore,
  insertStore,
  insertUser,
  isDuplicateEmail,
  isSlugTaken,
  lockStoreForDeletion,
} from '../accounts/public';
import { newFixedAccount } from './fixed-account';

type SignUp = z.output<typeof SignUpRequestSchema>;

/** The bank that holds store wallets until a payment provider assigns real accounts. */
export const WALLET_BANK_NAME = 'Olivia Sandbox Bank';

/**
 * An account's opening and closing (docs/product/rules.md): sign-up creates the store and its main
 * user and signs them in; deletion empties the store's wallets into unclaimed funds and deletes the
 * store.
 */
export function createAccountLifecycle(deps: {
  db: Database;
  sessions: SessionsService;
  ledger: Ledger;
  verifyCurrentPassword: VerifyCurrentPassword;
}) {
  const { db, sessions, ledger, verifyCurrentPassword } = deps;
  return {
    /** Creates the store and its main user, then signs them in (not yet an agent). */
    async signUp(body: SignUp, client: ClientInfo): Promise<SignInResponse> {
      const passwordHash = await hashSecret(body.password);
      try {
        const { user, store } = await db.transaction(async (tx) => {
          const store = await insertStore(tx, {
            systemId: `OLV${randomCode(9)}`,
            name: body.businessname,
            slug: await uniqueSlug(tx, body.businessname),
            currency: body.currency,
            referralCode: randomCode(8),
            // Codes are upper case (randomCode); one typed in lower case still counts.
            referredBy: body.referralcode?.toUpperCase() || null,
            staticAccountNumber: newFixedAccount(body.currency),
            staticAccountName: body.businessname,
            staticAccountBank: WALLET_BANK_NAME,
          });
          const user = await insertUser(tx, {
            storeId: store.id,
            userType: MAIN_USER,
            email: body.email,
            firstName: body.firstname,
            lastName: body.lastname,
            phone: body.phone,
            passwordHash,
            viewBalance: true,
          });
          await insertAuditEntry(tx, {
            storeId: store.id,
            actorUserId: user.id,
            action: 'store.created',
            entityType: 'store',
            entityId: store.id,
            changes: { name: store.name, currency: store.currency },
          });
          return { user, store };
        });
        return await sessions.open(user, store, client);
      } catch (error) {
        if (isDuplicateEmail(error)) throw conflict(messages.emailTaken);
        throw error;
      }
    },

    /**
     * docs/product/rules.md: deleting the account loses all the store's data; sign-in fails
     * afterwards. The main user's password is checked first (throttled like a password change), so
     * a wrong one deletes nothing. Its ledger rows stay, detached from the store, and any balance
     * left in a wallet moves to the unclaimed-funds account first, so no money vanishes
     * (docs/engineering.md#money). Locks in the order of ADR 0006: the store, its top-ups, its
     * wallets.
     */
    async deleteAccount(session: Session, password: string): Promise<void> {
      await verifyCurrentPassword(session.userId, password);
      await withTransaction(db, async (tx, afterCommit) => {
        if (!(await lockStoreForDeletion(tx, session.storeId))) return;
        for (const wallet of await lockStoreWallets(tx, session.storeId)) {
          if (wallet.balance > 0n) {
            await ledger.recordMovement(
              { tx, afterCommit },
              {
                posting: {
                  reference: `account-deletion:${session.storeId}:${wallet.currency}`,
                  kind: 'account_deletion',
                  metadata: { storeId: session.storeId, deletedBy: session.userId },
                  entries: [
                    {
                      account: { wallet: { storeId: session.storeId, currency: wallet.currency } },
                      amount: -wallet.balance,
                    },
                    {
                      account: { system: 'unclaimed_funds', currency: wallet.currency },
                      amount: wallet.balance,
                    },
                  ],
                },
              },
            );
          }
          await closeAccount(tx, wallet.id);
        }
        await deleteStore(tx, session.storeId);
      });
    },
  };
}

export type AccountLifecycle = ReturnType<typeof createAccountLifecycle>;

async function uniqueSlug(db: Executor, name: string): Promise<string> {
  const base =
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'store';
  let slug = base;
  while (await isSlugTaken(db, slug)) slug = `${base}-${randomCode(4).toLowerCase()}`;
  return slug;
}
