import type { AgentRegistrationSchema } from '@olivia/contracts/agent';
import type { BusinessRegistrationRequestSchema } from '@olivia/contracts/business-registration';
import { messages, serverErrors } from '@olivia/contracts/messages';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { withTransaction } from '../../db/unit-of-work';
import type { DataKeys } from '../../lib/data-keys';
import { badRequest, forbidden, providerUnavailable, unauthorized } from '../../lib/errors';
import { insertAuditEntry } from '../../lib/resource/audit.repository';
import type { Session } from '../../plugins/auth';
import { findUserById, markStoreVerified, updateStoreUser } from '../accounts/public';
import type { FileLinks } from '../files/public';
import { findVerification, insertVerification, type VerificationRow } from './agents.repository';
import type { IdentityProvider } from './identity-provider';
import { masked, verificationSummary } from './verification-summary';
import { registerBusiness } from './business-registration';

type Registration = z.output<typeof AgentRegistrationSchema>;

/**
 * Agent verification of an NGN store (docs/product/records.md Dashboard load, docs/product/rules.md
 * Verification): the BVN is matched against the main user's name by the identity provider; a match
 * makes the user an agent and the store verified, a mismatch blocks the store from trying again.
 * BVN and NIN are sealed at rest (ADR 0011); the photo must be this store's verification upload.
 */
export function createAgentsService(deps: {
  db: Database;
  identity: IdentityProvider | null;
  files: FileLinks;
  dataKeys: DataKeys;
  now?: () => Date;
}) {
  const { db, identity, files, dataKeys } = deps;
  const now = deps.now ?? (() => new Date());

  function refuseSettled(row: VerificationRow | undefined) {
    if (row?.status === 'blocked') throw badRequest(serverErrors.bvnMismatch);
    if (row?.status === 'verified') throw badRequest(serverErrors.agentAlreadyActivated);
  }

  return {
    async register(session: Session, body: Registration) {
      if (session.currency !== 'NGN') throw forbidden();
      const user = await findUserById(db, session.userId);
      if (!user) throw unauthorized();
      if (user.isAgent) throw badRequest(serverErrors.agentAlreadyActivated);
      refuseSettled(await findVerification(db, session.storeId));
      const image = await files.ownFile(db, session.storeId, body.imgurl, ['verification']);
      if (!image) throw badRequest(messages.imageNotYours, { imgurl: [messages.imageNotYours] });
      if (!identity) throw providerUnavailable(messages.failedToVerifyAgent);
      const match = await identity.matchBvn({
        bvn: body.bvn,
        firstName: user.firstName,
        lastName: user.lastName,
      });
      if (!match) throw badRequest(messages.failedToVerifyAgent);
      const status = match.nameMatches ? 'verified' : 'blocked';
      const recorded = await withTransaction(db, async (tx) => {
        const first = await insertVerification(tx, {
          storeId: session.storeId,
          status,
          bvnEncrypted: dataKeys.seal(body.bvn),
          bvnLast4: body.bvn.slice(-4),
          ninEncrypted: body.nin ? dataKeys.seal(body.nin) : null,
          ninLast4: body.nin ? body.nin.slice(-4) : null,
          placeOfBirth: body.businessimgurl,
          imageFileId: image.id,
          holderName: match.holderName,
        });
        if (!first) return false;
        if (status === 'verified') {
          await updateStoreUser(tx, session.storeId, user.id, { isAgent: true });
          await markStoreVerified(tx, session.storeId);
        }
        await insertAuditEntry(tx, {
          storeId: session.storeId,
          actorUserId: user.id,
          action: status === 'verified' ? 'agent.verified' : 'agent.blocked',
          entityType: 'store',
          entityId: session.storeId,
          changes: { bvn: { from: null, to: masked(body.bvn.slice(-4)) } },
        });
        return true;
      });
      // A parallel request recorded the store's verification first: answer what it decided.
      if (!recorded) refuseSettled(await findVerification(db, session.storeId));
      if (status === 'blocked') throw badRequest(serverErrors.bvnMismatch);
      return { status: 200, message: messages.agentVerified };
    },

    /** Where the store's verification stands, its numbers masked. */
    async status(session: Session) {
      const row = await findVerification(db, session.storeId);
      return {
        status: row?.status === 'verified' || row?.status === 'blocked' ? row.status : 'none',
        bvn: masked(row?.bvnLast4 ?? null),
        nin: masked(row?.ninLast4 ?? null),
      } as const;
    },

    /** The verification centre (/verification/all, ADR 0045). */
    summary: (session: Session) => verificationSummary({ db, files, now }, session),

    /** The business registration (ADR 0045): checked, recorded, tier 2. */
    registerBusiness: (
      session: Session,
      body: z.output<typeof BusinessRegistrationRequestSchema>,
    ) => registerBusiness({ db, identity }, session, body),
  };
}

export type AgentsService = ReturnType<typeof createAgentsService>;
