import { z } from 'zod';
import { listResponse, ListQuerySchema } from './lists';
import { messages } from './messages';
import { text } from './text';

/**
 * Returns: recorded by the merchant against an order's line, or asked for by the customer from
 * their order's page within the store's return window; received → restocked.
 */

export const RETURN_STATUSES = ['requested', 'received', 'rejected'] as const;
export const RETURN_REQUESTERS = ['merchant', 'customer'] as const;
export const ReturnSchema = z.object({
  id: z.string(),
  orderid: z.string(),
  ordernumber: z.number(),
  itemid: z.string(),
  productname: z.string(),
  variant: z.string(),
  quantity: z.number(),
  reason: z.string(),
  status: z.enum(RETURN_STATUSES),
  requestedby: z.enum(RETURN_REQUESTERS),
  customername: z.string(),
  createdat: z.string(),
  updatedat: z.string(),
});
export type Return = z.infer<typeof ReturnSchema>;
export const ReturnsQuerySchema = ListQuerySchema.extend({
  sort: z.enum(['createdat', 'updatedat']).default('createdat'),
  status: z.enum(RETURN_STATUSES).optional(),
});
export type ReturnsQuery = z.input<typeof ReturnsQuerySchema>;
export const ReturnListSchema = listResponse(ReturnSchema);
export type ReturnList = z.infer<typeof ReturnListSchema>;
export const CreateReturnRequestSchema = z.object({
  orderid: z.uuid(),
  itemid: z.uuid(),
  quantity: z
    .number(messages.wholeNumberRequired)
    .int(messages.wholeNumberRequired)
    .min(1, messages.wholeNumberRequired)
    .max(10_000, messages.wholeNumberRequired),
  reason: text({ multiline: true }).trim().min(1, messages.required).max(500),
});
export type CreateReturnRequest = z.input<typeof CreateReturnRequestSchema>;
export const UpdateReturnRequestSchema = z.object({ status: z.enum(['received', 'rejected']) });
export type UpdateReturnRequest = z.input<typeof UpdateReturnRequestSchema>;

/** A customer's own request, from their order's page (the order's secret in its header). */
export const CustomerReturnRequestSchema = CreateReturnRequestSchema.omit({ orderid: true });
export type CustomerReturnRequest = z.input<typeof CustomerReturnRequestSchema>;
