import {
  isRegistrationNumber,
  registerOf,
  type BusinessRegistrationRequestSchema,
} from '@olivia/contracts/business-registration';
import { verificationMessages } from '@olivia/contracts/verification-messages';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { withTransaction } from '../../db/unit-of-work';
import { badRequest, forbidden, providerUnavailable } from '../../lib/errors';
import { insertAuditEntry } from '../../lib/resource/audit.repository';
import type { Session } from '../../plugins/auth';
import { holdStore } from '../accounts/public';
import {
  findBusinessRegistration,
  insertBusinessRegistration,
} from './business-registration.repository';
import type { IdentityProvider } from './identity-provider';

type Registration = z.output<typeof BusinessRegistrationRequestSchema>;

const invalid = (message: string) => badRequest(message, { number: [message] });

/**
 * Checks the store's business registration with the identity provider and records it (ADR 0045):
 * the number's shape for its register first, then the register's answer — unknown or inactive is
 * refused and nothing is kept; an active business is recorded with the name the register holds,
 * once per store, with its account-log row in the same unit of work. With the owner's identity
 * verified, the store is then tier 2.
 */
export async function registerBusiness(
  deps: { db: Database; identity: IdentityProvider | null },
  session: Session,
  body: Registration,
) {
  const register = registerOf(session.currency);
  if (!register) throw forbidden(verificationMessages.registrationNotOffered);
  if (!isRegistrationNumber(register, body.number)) {
    throw invalid(verificationMessages.registrationNumberInvalid);
  }
  if (await findBusinessRegistration(deps.db, session.storeId)) {
    throw badRequest(verificationMessages.registrationAlreadyChecked);
  }
  if (!deps.identity) throw providerUnavailable(verificationMessages.registrationUnavailable);
  const identity = deps.identity;
  const entry = await identity.lookUpBusiness(register, body.number).catch(() => {
    throw providerUnavailable(verificationMessages.registrationUnavailable);
  });
  if (!entry) throw invalid(verificationMessages.registrationNotFound);
  if (!entry.active) throw invalid(verificationMessages.registrationNotActive);
  const recorded = await withTransaction(deps.db, async (tx) => {
    await holdStore(tx, session.storeId);
    const first = await insertBusinessRegistration(tx, {
      storeId: session.storeId,
      register,
      number: body.number,
      registeredName: entry.name,
    });
    if (!first) return false; // a parallel request recorded it first
    await insertAuditEntry(tx, {
      storeId: session.storeId,
      actorUserId: session.userId,
      action: 'business_registration.verified',
      entityType: 'store',
      entityId: session.storeId,
      changes: {
        register: { from: null, to: register },
        number: { from: null, to: body.number },
        registeredName: { from: null, to: entry.name },
      },
    });
    return true;
  });
  if (!recorded) throw badRequest(verificationMessages.registrationAlreadyChecked);
  return { status: 200, message: verificationMessages.businessRegistered };
}
