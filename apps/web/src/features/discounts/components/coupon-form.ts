import { CouponBatchRequestSchema } from '@olivia/contracts/discounts';
import { messages } from '@olivia/contracts/messages';
import { z } from 'zod';

/** The form: the contract's request and whether it makes one code or a batch. */
export const NewCouponsSchema = z
  .object({
    ...CouponBatchRequestSchema.shape,
    mode: z.enum(['one', 'batch']),
    // Chosen from the store's code discounts: none chosen is 'required', not 'invalid UUID'.
    discountid: z.string().min(1, messages.required),
  })
  .superRefine((body, context) => {
    if (body.mode === 'one' && body.code === '') {
      context.addIssue({ code: 'custom', message: messages.required, path: ['code'] });
    }
  });
