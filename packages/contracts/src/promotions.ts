import { z } from 'zod';
import { listResponse, ListQuerySchema } from './lists';
import { messages } from './messages';
import { discountMessages } from './discount-messages';
import { settableAmount } from './money';
import { text } from './text';

/**
 * Promotions (/promotions/all), issue 28, ADR 0037: a campaign that groups the store's discounts
 * (and so their codes) and banners under its dates and a budget of discount it may give. Its
 * discounts apply at checkout only while it runs; it ends by itself when the budget is spent
 * (the last order gets what is left) or its end passes. Money in major units.
 */

/** Where a promotion stands now: paused and ended win, then scheduled (not started), active. */
export const PROMOTION_STATES = ['active', 'scheduled', 'paused', 'ended'] as const;
export type PromotionState = (typeof PROMOTION_STATES)[number];
/** Why it ended: its budget spent, its end passed, or the merchant ended it. */
export const PROMOTION_END_REASONS = ['budget', 'date', 'manual'] as const;
export const PROMOTION_DISCOUNTS_MAX = 50;

export const PromotionIdParamsSchema = z.object({ id: z.uuid() });

export const PromotionSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  startsat: z.string(),
  endsat: z.string().nullable(),
  /** Discount it may give in all; null: no budget. */
  budget: z.number().nullable(),
  /** Discount given on the orders its discounts priced (unpaid expired ones give it back). */
  spent: z.number(),
  /** What is left of the budget; null without one. */
  remaining: z.number().nullable(),
  orders: z.number(),
  /** What those orders came to (after the discount). */
  revenue: z.number(),
  state: z.enum(PROMOTION_STATES),
  /** '' unless ended. */
  endedreason: z.union([z.literal(''), z.enum(PROMOTION_END_REASONS)]),
  discounts: z.array(z.object({ id: z.string(), name: z.string(), method: z.string() })),
  banners: z.number(),
  createdat: z.string(),
  updatedat: z.string(),
});
export type Promotion = z.infer<typeof PromotionSchema>;

export const PROMOTION_SORTS = ['createdat', 'name'] as const;
export const PromotionsQuerySchema = ListQuerySchema.extend({
  sort: z.enum(PROMOTION_SORTS).default('createdat'),
  state: z.enum(PROMOTION_STATES).optional(),
});
export type PromotionsQuery = z.input<typeof PromotionsQuerySchema>;
export const PromotionListSchema = listResponse(PromotionSchema);

const moment = z.iso.datetime({ offset: true, message: messages.required });

export const promotionFields = {
  name: text().trim().min(1, messages.required).max(80, messages.nameTooLong),
  description: text({ multiline: true }).trim().max(500, messages.textTooLong),
  startsat: moment,
  endsat: moment.nullable(),
  budget: settableAmount(100_000_000)
    .refine((amount) => amount > 0, messages.enterValidAmount)
    .nullable(),
  /** The store's discounts it groups (a discount belongs to one promotion at most). */
  discountids: z.array(z.uuid()).max(PROMOTION_DISCOUNTS_MAX),
};

const promotionRules = (
  body: { startsat?: string; endsat?: string | null },
  context: z.RefinementCtx,
) => {
  if (body.startsat && body.endsat && Date.parse(body.endsat) <= Date.parse(body.startsat)) {
    context.addIssue({
      code: 'custom',
      message: discountMessages.discountEndsBeforeStart,
      path: ['endsat'],
    });
  }
};

export const PromotionRequestSchema = z
  .object({
    ...promotionFields,
    description: promotionFields.description.default(''),
    startsat: promotionFields.startsat.optional(),
    endsat: promotionFields.endsat.default(null),
    budget: promotionFields.budget.default(null),
    discountids: promotionFields.discountids.default([]),
  })
  .superRefine(promotionRules);
export type PromotionRequest = z.input<typeof PromotionRequestSchema>;

/** What the merchant may do to a running promotion; 'end' is final. */
export const PROMOTION_ACTIONS = ['pause', 'resume', 'end'] as const;

/** Only the fields sent change; `action` pauses, resumes or ends it. */
export const UpdatePromotionRequestSchema = z
  .object({ ...promotionFields, action: z.enum(PROMOTION_ACTIONS) })
  .partial()
  .superRefine(promotionRules)
  .refine((body) => Object.keys(body).length > 0, { message: messages.required });
export type UpdatePromotionRequest = z.input<typeof UpdatePromotionRequestSchema>;
