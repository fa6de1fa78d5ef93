import type { z } from 'zod';
import type {
  Customer,
  CustomerRequestSchema,
  CustomersQuerySchema,
  UpdateCustomerRequestSchema,
} from '@olivia/contracts/customers';
import { customerMessages } from '@olivia/contracts/customer-messages';
import type { Database } from '../../db/client';
import { withTransaction } from '../../db/unit-of-work';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { insertAuditEntry } from '../../lib/resource/audit.repository';
import { mapPage } from '../../lib/resource/list-page';
import { createResourceWriter, type Actor } from '../../lib/resource/resource-writer';
import { eraseCustomerData } from './customer-erasure.repository';
import {
  findStoreCustomer,
  insertCustomer,
  isCustomerEmailTaken,
  storeCustomers,
  updateStoreCustomer,
  type CustomerChanges,
  type CustomerRow,
} from './customers.repository';
import { toCustomer } from './order-dto';

type CustomerRequest = z.output<typeof CustomerRequestSchema>;
type CustomerUpdate = z.output<typeof UpdateCustomerRequestSchema>;

/** A second customer with the same e-mail answers 409 on the field (the unique index decides). */
async function uniqueEmail<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isCustomerEmailTaken(error)) {
      throw conflict(customerMessages.customerEmailTaken, {
        email: [customerMessages.customerEmailTaken],
      });
    }
    throw error;
  }
}

/** A channel's consent as the merchant records it: changed now, by the merchant. */
const consentChange = (granted: boolean, at: Date) => ({ granted, at, source: 'merchant' });

/**
 * A store's customers (ADR 0016, 0032): read, added and edited by every signed-in user of the
 * store (`customer.created`, `.updated` in the account log); one per e-mail address, made by a
 * first order or by hand with an e-mail, a phone or both; their paid orders' count and sum move
 * with each payment. Consent is recorded per channel with when and how it changed. The main
 * user erases one on request (`customer.erased`): see customer-erasure.repository.ts.
 */
export function createCustomersService(db: Database, deps: { now?: () => Date } = {}) {
  const now = deps.now ?? (() => new Date());
  const writer = createResourceWriter(db, {
    entity: 'customer',
    find: (tx, storeId, id) => findStoreCustomer(tx, storeId, id, 'update'),
    id: (row: CustomerRow) => row.id,
    snapshot: toCustomer,
  });

  return {
    async list(storeId: string, query: z.output<typeof CustomersQuerySchema>) {
      return mapPage(await storeCustomers.page(db, storeId, query), toCustomer);
    },

    async get(storeId: string, id: string): Promise<Customer> {
      const customer = await findStoreCustomer(db, storeId, id);
      if (!customer) throw notFound();
      return toCustomer(customer);
    },

    async create(actor: Actor, body: CustomerRequest): Promise<Customer> {
      const at = now();
      const row = await uniqueEmail(() =>
        writer.create(actor, 'created', ({ tx }) =>
          insertCustomer(tx, {
            storeId: actor.storeId,
            source: 'manual',
            name: body.name,
            email: body.email,
            phone: body.phone,
            notes: body.notes,
            tags: [...new Set(body.tags)],
            addresses: body.addresses,
            emailConsent: body.emailconsent,
            emailConsentAt: body.emailconsent ? at : null,
            emailConsentSource: body.emailconsent ? 'merchant' : 'none',
            smsConsent: body.smsconsent,
            smsConsentAt: body.smsconsent ? at : null,
            smsConsentSource: body.smsconsent ? 'merchant' : 'none',
          }),
        ),
      );
      return toCustomer(row);
    },

    /** Only what is sent changes; an erased customer is not edited (409). */
    async update(actor: Actor, id: string, body: CustomerUpdate): Promise<Customer> {
      const row = await uniqueEmail(() =>
        writer.update(actor, id, async ({ tx }, before) => {
          if (before.erasedAt) throw conflict(customerMessages.customerErased);
          const email = body.email ?? before.email;
          const phone = body.phone ?? before.phone;
          if (email === '' && phone === '') {
            throw badRequest(customerMessages.customerContactRequired, {
              email: [customerMessages.customerContactRequired],
            });
          }
          const at = now();
          const changes: CustomerChanges = {
            name: body.name,
            email: body.email,
            phone: body.phone,
            notes: body.notes,
            tags: body.tags && [...new Set(body.tags)],
            addresses: body.addresses,
          };
          if (body.emailconsent !== undefined && body.emailconsent !== before.emailConsent) {
            const consent = consentChange(body.emailconsent, at);
            Object.assign(changes, {
              emailConsent: consent.granted,
              emailConsentAt: consent.at,
              emailConsentSource: consent.source,
            });
          }
          if (body.smsconsent !== undefined && body.smsconsent !== before.smsConsent) {
            const consent = consentChange(body.smsconsent, at);
            Object.assign(changes, {
              smsConsent: consent.granted,
              smsConsentAt: consent.at,
              smsConsentSource: consent.source,
            });
          }
          const updated = await updateStoreCustomer(tx, actor.storeId, id, changes);
          if (!updated) throw new Error('a locked customer vanished');
          return { row: updated, verb: 'updated' };
        }),
      );
      return toCustomer(row);
    },

    /**
     * Erases a customer's personal data on request, once (409 after): their orders and money
     * records stay, anonymised. The account log says it happened and how many records it
     * touched, never who it was.
     */
    async erase(actor: Actor, id: string): Promise<Customer> {
      return withTransaction(db, async (tx) => {
        const before = await findStoreCustomer(tx, actor.storeId, id, 'update');
        if (!before) throw notFound();
        if (before.erasedAt) throw conflict(customerMessages.customerErased);
        const { row, erased } = await eraseCustomerData(tx, before, now());
        await insertAuditEntry(tx, {
          storeId: actor.storeId,
          actorUserId: actor.userId,
          action: 'customer.erased',
          entityType: 'customer',
          entityId: id,
          changes: { ...erased },
        });
        return toCustomer(row);
      });
    },
  };
}

export type CustomersService = ReturnType<typeof createCustomersService>;
