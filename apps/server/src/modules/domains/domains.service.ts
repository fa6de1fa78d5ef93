import {
  type BuyDomainRequestSchema,
  type DomainManager,
  type DomainOffer,
  type DomainPayment,
  type DomainPaymentsQuerySchema,
  type DomainsQuerySchema,
  type RenewDomainRequestSchema,
} from '@olivia/contracts/domains';
import { messages } from '@olivia/contracts/messages';
import { advertMessages } from '@olivia/contracts/advert-messages';
import { toMajorUnits } from '@olivia/contracts/money';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { withTransaction, type UnitOfWork } from '../../db/unit-of-work';
import { badRequest, conflict, notFound, notOffered } from '../../lib/errors';
import { mapPage } from '../../lib/resource/list-page';
import type { Session } from '../../plugins/auth';
import { findUserById, holdStore } from '../accounts/public';
import type { Ledger } from '../ledger/public';
import type { PinCheck } from '../pins/public';
import { chargeForDomain } from './domain-payment';
import {
  domainPaymentsList,
  extendDomain,
  findDomainById,
  findPaymentByReference,
  findStoreDomain,
  insertDomain,
  insertDomainPayment,
  ownedNames,
  storeDomains,
  type DomainPaymentRow,
} from './domains.repository';
import { toDomainManager } from './domain-dto';
import { endingOf, type Registrar } from './registrar';
import { registrarJob, registrarJobKey } from './registrar-job';
import type { Jobs } from '../jobs/public';

/** How many names a search offers: the one asked for, then the same name in other endings. */
const OFFERS = 6;

const toPayment = (row: DomainPaymentRow): DomainPayment => ({
  id: row.id,
  reference: row.reference,
  kind: row.kind as DomainPayment['kind'],
  years: row.years,
  amount: toMajorUnits(row.amount),
  currency: row.currency,
  paiduntil: row.paidUntil.toISOString(),
  paidby: row.paidByEmail,
  createdat: row.createdAt.toISOString(),
});

/** The same moment `years` later (29 February → 1 March in a common year). */
export function addYears(from: Date, years: number): Date {
  const next = new Date(from);
  next.setUTCFullYear(from.getUTCFullYear() + years);
  return next;
}

interface DomainsDeps {
  db: Database;
  /** Null when this deployment sells no domains (production without a registrar). */
  registrar: Registrar | null;
  ledger: Ledger;
  pinCheck: PinCheck;
  now?: () => Date;
  /** Where the registrar's calls are written, in the unit of work that paid (ADR 0025). */
  jobs: Jobs;
}

/**
 * Custom domains (ADR 0020): searched and priced through the registrar, bought and renewed from
 * the wallet in one unit of work each (the domain, its payment, the ledger posting, the agency
 * transaction and the account log), and the registrar's call as a job run after the commit and
 * retried until it lands, the payment given back if the registrar refuses it (ADR 0025). A
 * `reference` sent again answers the first outcome and charges nothing.
 */
export function createDomainsService(deps: DomainsDeps) {
  const { db, ledger, pinCheck } = deps;
  const now = deps.now ?? (() => new Date());
  const registrarCall = deps.registrar
    ? registrarJob({ db, registrar: deps.registrar, ledger: deps.ledger, now })
    : undefined;
  if (registrarCall) deps.jobs.register(registrarCall);

  /** The registrar's call for `payment`, written in its unit of work, run once that commits. */
  async function callRegistrar(unit: UnitOfWork, payment: DomainPaymentRow, extendedFrom: Date) {
    if (!registrarCall) return;
    await deps.jobs.enqueue(
      unit,
      registrarCall,
      { paymentId: payment.id, extendedFrom: extendedFrom.toISOString() },
      { key: registrarJobKey(payment.id), storeId: payment.storeId },
    );
  }

  function registrarOrFail(): Registrar {
    if (!deps.registrar) throw notOffered(advertMessages.domainsNotOffered);
    return deps.registrar;
  }

  async function payer(session: Session, pin: string) {
    const user = await findUserById(db, session.userId);
    if (!user || user.storeId !== session.storeId) throw notFound();
    await pinCheck.verify(user.id, pin);
    return user;
  }

  /** A reference seen before: the domain as it stands, if it is this same request. */
  async function replay(session: Session, seen: DomainPaymentRow, kind: string, name: string) {
    const domain = await findDomainById(db, seen.domainId);
    if (seen.storeId !== session.storeId || seen.kind !== kind || domain?.name !== name) {
      throw conflict(messages.referenceReused);
    }
    return toDomainManager(domain, now());
  }

  async function yearlyPrice(registrar: Registrar, name: string, currency: string) {
    const [quote] = await registrar.quote([name], currency);
    if (!quote)
      throw badRequest(advertMessages.domainTldNotOffered, {
        domain: [advertMessages.domainTldNotOffered],
      });
    return quote;
  }

  return {
    async list(session: Session, query: z.output<typeof DomainsQuerySchema>) {
      const at = now();
      return mapPage(await storeDomains.page(db, session.storeId, query), (row) =>
        toDomainManager(row, at),
      );
    },

    async get(session: Session, name: string): Promise<DomainManager> {
      const row = await findStoreDomain(db, session.storeId, name);
      if (!row) throw notFound();
      return toDomainManager(row, now());
    },

    async payments(
      session: Session,
      name: string,
      query: z.output<typeof DomainPaymentsQuerySchema>,
    ) {
      const domain = await findStoreDomain(db, session.storeId, name);
      if (!domain) throw notFound();
      const page = await domainPaymentsList.page(db, session.storeId, {
        ...query,
        domainId: domain.id,
      });
      return mapPage(page, toPayment);
    },

    /** The name asked for, then the same name in the registrar's other popular endings. */
    async search(session: Session, name: string): Promise<{ offers: DomainOffer[] }> {
      const registrar = registrarOrFail();
      const ending = endingOf(name, registrar.endings);
      if (!ending) {
        throw badRequest(advertMessages.domainTldNotOffered, {
          name: [advertMessages.domainTldNotOffered],
        });
      }
      const label = name.slice(0, -(ending.length + 1));
      const others = registrar.endings
        .filter((other) => other !== ending)
        .map((e) => `${label}.${e}`);
      const names = [name, ...others].slice(0, OFFERS);
      const [quotes, owned] = await Promise.all([
        registrar.quote(names, session.currency),
        ownedNames(db, names),
      ]);
      return {
        offers: quotes.map((quote) => ({
          domain: quote.domain,
          available: quote.available && !owned.has(quote.domain),
          amount: toMajorUnits(quote.yearlyPrice),
          currency: quote.currency,
        })),
      };
    },

    /** Buys `domain` for `years` from the wallet: 201 with the domain, expiring `years` on. */
    async buy(session: Session, body: z.output<typeof BuyDomainRequestSchema>) {
      const registrar = registrarOrFail();
      const user = await payer(session, body.pin);
      const seen = await findPaymentByReference(db, body.reference);
      if (seen) return replay(session, seen, 'purchase', body.domain);
      const quote = await yearlyPrice(registrar, body.domain, session.currency);
      if (!quote.available) throw conflict(advertMessages.domainUnavailable);
      const at = now();
      const expiresAt = addYears(at, body.years);
      const bought = await withTransaction(db, async (tx, afterCommit) => {
        // The store first (ADR 0006): one deleted meanwhile answers 401, not a foreign key's 500.
        await holdStore(tx, session.storeId);
        const domain = await insertDomain(tx, {
          storeId: session.storeId,
          name: body.domain,
          currency: session.currency,
          yearlyPrice: quote.yearlyPrice,
          registrar: registrar.name,
          expiresAt,
          lastPaymentAt: at,
          createdAt: at,
        });
        if (!domain) throw conflict(advertMessages.domainUnavailable);
        const payment = await insertDomainPayment(tx, {
          reference: body.reference,
          domainId: domain.id,
          storeId: session.storeId,
          kind: 'purchase',
          years: body.years,
          currency: session.currency,
          amount: quote.yearlyPrice * BigInt(body.years),
          paidUntil: expiresAt,
          paidBy: user.id,
          paidByEmail: user.email,
          createdAt: at,
        });
        if (!payment) throw conflict(messages.referenceReused);
        await chargeForDomain({ tx, afterCommit }, ledger, {
          domain,
          payment,
          previousExpiry: null,
          actorUserId: user.id,
        });
        await callRegistrar({ tx, afterCommit }, payment, at);
        return domain;
      });
      return toDomainManager(bought, now());
    },

    /**
     * Renews or extends: `years` more from the expiry, or from today once it has passed, at the
     * registrar's price today.
     */
    async renew(session: Session, name: string, body: z.output<typeof RenewDomainRequestSchema>) {
      const registrar = registrarOrFail();
      if (!(await findStoreDomain(db, session.storeId, name))) throw notFound();
      const user = await payer(session, body.pin);
      const seen = await findPaymentByReference(db, body.reference);
      if (seen) return replay(session, seen, 'renewal', name);
      const quote = await yearlyPrice(registrar, name, session.currency);
      const renewed = await withTransaction(db, async (tx, afterCommit) => {
        // The store before its domain (ADR 0006), as the store's deletion locks them.
        await holdStore(tx, session.storeId);
        const domain = await findStoreDomain(tx, session.storeId, name, 'update');
        if (!domain) throw notFound();
        const at = now();
        const from = domain.expiresAt > at ? domain.expiresAt : at;
        const paidUntil = addYears(from, body.years);
        const payment = await insertDomainPayment(tx, {
          reference: body.reference,
          domainId: domain.id,
          storeId: session.storeId,
          kind: 'renewal',
          years: body.years,
          currency: domain.currency,
          amount: quote.yearlyPrice * BigInt(body.years),
          paidUntil,
          paidBy: user.id,
          paidByEmail: user.email,
          createdAt: at,
        });
        if (!payment) throw conflict(messages.referenceReused);
        const extended = await extendDomain(tx, domain.id, {
          expiresAt: paidUntil,
          lastPaymentAt: at,
          yearlyPrice: quote.yearlyPrice,
        });
        await chargeForDomain({ tx, afterCommit }, ledger, {
          domain: extended,
          payment,
          previousExpiry: domain.expiresAt,
          actorUserId: user.id,
        });
        await callRegistrar({ tx, afterCommit }, payment, from);
        return extended;
      });
      return toDomainManager(renewed, now());
    },
  };
}

export type DomainsService = ReturnType<typeof createDomainsService>;
