import type { z } from 'zod';
import type { Customer, CustomersQuerySchema } from '@olivia/contracts/customers';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import { mapPage } from '../../lib/resource/list-page';
import { findStoreCustomer, storeCustomers } from './customers.repository';
import { toCustomer } from './order-dto';

/**
 * A store's customers (ADR 0016), read by every signed-in user of the store: one per e-mail
 * address, made by their first order; their paid orders' count and sum move with each payment.
 */
export function createCustomersService(db: Database) {
  return {
    async list(storeId: string, query: z.output<typeof CustomersQuerySchema>) {
      return mapPage(await storeCustomers.page(db, storeId, query), toCustomer);
    },

    async get(storeId: string, id: string): Promise<Customer> {
      const customer = await findStoreCustomer(db, storeId, id);
      if (!customer) throw notFound();
      return toCustomer(customer);
    },
  };
}

export type CustomersService = ReturnType<typeof createCustomersService>;
