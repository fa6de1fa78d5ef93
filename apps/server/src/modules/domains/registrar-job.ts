import { z } from 'zod';
import type { Database } from '../../db/client';
import { JobRefused, type JobKind } from '../jobs/public';
import type { Ledger } from '../ledger/public';
import { refundRefusedDomainPayment } from './domain-refund';
import { findDomainById, findPaymentById } from './domains.repository';
import { RegistrarRefusal, type Registrar } from './registrar';

const RegistrarCallSchema = z.object({ paymentId: z.uuid(), extendedFrom: z.iso.datetime() });
export type RegistrarCall = z.output<typeof RegistrarCallSchema>;

/** One registrar job per payment. */
export const registrarJobKey = (paymentId: string) => `domain.registrar:${paymentId}`;

/**
 * The registrar's registration (a purchase) or renewal of a paid domain, a job written in the
 * payment's unit of work (ADR 0020, 0025). A failure is retried with backoff for about a day; a
 * refusal (`RegistrarRefusal`) gives up at once. Given up either way, the payment goes back to the
 * wallet in the unit of work that marks the job dead. A payment already given back, or gone with
 * its domain, is not sent again (a dead job run again does nothing then).
 */
export function registrarJob(deps: {
  db: Database;
  registrar: Registrar;
  ledger: Ledger;
  now: () => Date;
}): JobKind<RegistrarCall> {
  return {
    kind: 'domain.registrar',
    payload: RegistrarCallSchema,
    maxAttempts: 30,
    async run({ paymentId }) {
      const payment = await findPaymentById(deps.db, paymentId);
      const domain = payment && (await findDomainById(deps.db, payment.domainId));
      if (!payment || !domain || payment.refundedAt) return;
      try {
        if (payment.kind === 'purchase') await deps.registrar.register(domain.name, payment.years);
        else await deps.registrar.renew(domain.name, payment.years);
      } catch (error) {
        if (error instanceof RegistrarRefusal)
          throw new JobRefused(error.message, { cause: error });
        throw error;
      }
    },
    async onDead(call, unit, job) {
      await refundRefusedDomainPayment(unit, deps.ledger, {
        ...call,
        reason: job.error,
        at: deps.now(),
      });
    },
  };
}
