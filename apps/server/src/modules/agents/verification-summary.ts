import { registerOf } from '@olivia/contracts/business-registration';
import { MAIN_USER } from '@olivia/contracts/roles';
import type { VerificationIdentity, VerificationSummary } from '@olivia/contracts/verification';
import type { Database } from '../../db/client';
import { unauthorized } from '../../lib/errors';
import type { Session } from '../../plugins/auth';
import { findUserById } from '../accounts/public';
import type { FileLinks } from '../files/public';
import { payoutAllowance } from '../payout-limits/public';
import { findVerification } from './agents.repository';
import { findBusinessRegistration } from './business-registration.repository';
import {
  findSettlementIdentification,
  listIdentityChecks,
} from './verification-summary.repository';

/** '*******8901': what is shown of an identity number. */
export const masked = (last4: string | null | undefined) => (last4 ? `*******${last4}` : '');

/** The main user's view of the identity behind the tier: masked numbers, fresh signed links. */
async function identityOf(
  db: Database,
  files: FileLinks,
  session: Session,
  /** The tier counts the identity as verified (a store verified before its checks were kept). */
  verified: boolean,
): Promise<VerificationIdentity> {
  const checks = (await listIdentityChecks(db, session.storeId)).map((check) => ({
    action: check.action,
    at: check.at.toISOString(),
  }));
  const registration = await findBusinessRegistration(db, session.storeId);
  const business = {
    business: registration
      ? {
          register: registration.register === 'GB' ? ('GB' as const) : ('NG' as const),
          number: registration.number,
          registeredName: registration.registeredName,
          checkedAt: registration.checkedAt.toISOString(),
        }
      : null,
    businessCheckOffered: registerOf(session.currency) !== undefined,
  };
  if (session.currency === 'NGN') {
    const row = await findVerification(db, session.storeId);
    return {
      kind: 'bvn',
      status:
        row?.status === 'verified' || row?.status === 'blocked'
          ? row.status
          : verified
            ? 'verified'
            : 'none',
      bvn: masked(row?.bvnLast4),
      nin: masked(row?.ninLast4),
      holderName: row?.holderName ?? '',
      checkedAt: row?.createdAt.toISOString() ?? null,
      documents: row?.imageFileId
        ? [{ purpose: 'verification', url: files.linkTo(row.imageFileId) }]
        : [],
      checks,
      ...business,
    };
  }
  const account = await findSettlementIdentification(db, session.storeId);
  return {
    kind: 'settlementId',
    status: account || verified ? 'verified' : 'none',
    bvn: '',
    nin: '',
    holderName: '',
    checkedAt: account?.updatedAt.toISOString() ?? null,
    documents: account ? [{ purpose: 'identification', url: files.linkTo(account.fileId) }] : [],
    checks,
    ...business,
  };
}

/**
 * The verification centre's summary (ADR 0045): every user sees the tier, its daily limits and
 * today's use (staff who pay out meet the same limits); only the main user sees the identity
 * behind it, as sub-users see no PINs, BVNs or documents elsewhere.
 */
export async function verificationSummary(
  deps: { db: Database; files: FileLinks; now: () => Date },
  session: Session,
): Promise<VerificationSummary> {
  const { db, files } = deps;
  const main = session.userType === MAIN_USER;
  const owner = main ? await findUserById(db, session.userId) : undefined;
  if (main && !owner) throw unauthorized();
  const allowance = await payoutAllowance(db, session.storeId, session.currency, deps.now());
  return {
    currency: session.currency,
    tier: allowance.tier,
    // The dashboard's own test (SPEC §2): set-up is done once the main user is an agent.
    setupComplete: main ? Boolean(owner?.isAgent) : true,
    limits: allowance.limits,
    usedToday: allowance.usedToday,
    resetsAt: allowance.resetsAt.toISOString(),
    identity: main ? await identityOf(db, files, session, allowance.tier > 0) : null,
  };
}
