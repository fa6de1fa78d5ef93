import { z } from 'zod';
import { listResponse, ListQuerySchema } from './lists';

/** Customers: everyone who has placed an order, one per e-mail address and store. */

export const CustomerSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** Paid orders (cancelled and unpaid ones do not count). */
  orderscount: z.number(),
  totalspent: z.number(),
  lastorderat: z.string().nullable(),
  createdat: z.string(),
});
export type Customer = z.infer<typeof CustomerSchema>;
export const CUSTOMER_SORTS = [
  'createdat',
  'name',
  'totalspent',
  'orderscount',
  'lastorderat',
] as const;
export const CustomersQuerySchema = ListQuerySchema.extend({
  sort: z.enum(CUSTOMER_SORTS).default('lastorderat'),
});
export type CustomersQuery = z.input<typeof CustomersQuerySchema>;
export const CustomerListSchema = listResponse(CustomerSchema);
export type CustomerList = z.infer<typeof CustomerListSchema>;
