import { z } from 'zod';
import { listResponse, ListQuerySchema } from './lists';
import { messages } from './messages';
import { branchMessages } from './branch-messages';
import { text } from './text';

/**
 * The store's branches (/branch/all, issue 28): shops, warehouses and pop-ups, each with an
 * address from the address book, opening hours, a manager (a user of the store), pickup at
 * checkout, and the sub-users and orders attached to it. Stock stays per store (ADR 0035).
 * Money in major units.
 */
export const BRANCH_KINDS = ['shop', 'warehouse', 'popup'] as const;
export type BranchKind = (typeof BRANCH_KINDS)[number];
export const BRANCH_STATUSES = ['active', 'inactive'] as const;
export const BRANCH_PICKUP = ['yes', 'no'] as const;
export const BRANCH_SORTS = ['createdat', 'name', 'ordercount', 'revenue'] as const;

export const BranchIdParamsSchema = z.object({ id: z.uuid() });

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const PHONE = /^\+?[\d\s-]{7,20}$/;

/** One day's hours: 0 = Sunday; 'HH:MM' (24-hour), opening before closing. */
export const OpeningHoursSchema = z
  .object({
    day: z.number().int().min(0).max(6),
    opens: z.string().regex(TIME, branchMessages.timeInvalid),
    closes: z.string().regex(TIME, branchMessages.timeInvalid),
  })
  .refine(
    (hours) => !TIME.test(hours.opens) || !TIME.test(hours.closes) || hours.opens < hours.closes,
    {
      message: branchMessages.closesBeforeOpens,
      path: ['closes'],
    },
  );
export type OpeningHours = z.infer<typeof OpeningHoursSchema>;

/** A week's hours: each day at most once; a day absent is closed. */
export const WeekHoursSchema = z
  .array(OpeningHoursSchema)
  .max(7)
  .superRefine((week, context) => {
    const seen = new Set<number>();
    week.forEach((hours, index) => {
      if (seen.has(hours.day)) {
        context.addIssue({
          code: 'custom',
          message: branchMessages.dayTwice,
          path: [index, 'day'],
        });
      }
      seen.add(hours.day);
    });
  });

export const BranchSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(BRANCH_KINDS),
  /** One of the store's addresses, or null; `address` is its one line ('' for none). */
  addressid: z.string().nullable(),
  address: z.string(),
  phone: z.string(),
  hours: z.array(z.object({ day: z.number(), opens: z.string(), closes: z.string() })),
  /** A user of the store (the main user or a sub-user), or null; `manager` is their name. */
  managerid: z.string().nullable(),
  manager: z.string(),
  pickup: z.boolean(),
  pickupinstructions: z.string(),
  active: z.boolean(),
  /** Sub-users attached to it. */
  staffcount: z.number(),
  /** Orders attached to it (a sale at its counter or a pickup there), and the paid ones' total. */
  ordercount: z.number(),
  revenue: z.number(),
  createdat: z.string(),
});
export type Branch = z.infer<typeof BranchSchema>;

export const BranchStaffSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  disabled: z.boolean(),
});
/** One branch with the sub-users who work there. */
export const BranchDetailSchema = BranchSchema.extend({ staff: z.array(BranchStaffSchema) });
export type BranchDetail = z.infer<typeof BranchDetailSchema>;

/** Search matches the name and phone; filters: kind, status, pickup. */
export const BranchesQuerySchema = ListQuerySchema.extend({
  sort: z.enum(BRANCH_SORTS).default('createdat'),
  kind: z.enum(BRANCH_KINDS).optional(),
  status: z.enum(BRANCH_STATUSES).optional(),
  pickup: z.enum(BRANCH_PICKUP).optional(),
});
export type BranchesQuery = z.input<typeof BranchesQuerySchema>;
export const BranchListSchema = listResponse(BranchSchema);
export type BranchList = z.infer<typeof BranchListSchema>;

export const branchFields = {
  name: text().trim().min(1, messages.required).max(80, messages.nameTooLong),
  kind: z.enum(BRANCH_KINDS, messages.required),
  addressid: z.uuid(branchMessages.branchAddressNotFound).nullable(),
  phone: text()
    .trim()
    .max(30, messages.textTooLong)
    .refine((value) => value === '' || PHONE.test(value), messages.invalidPhone)
    .transform((value) => value.replace(/[\s-]/g, '')),
  hours: WeekHoursSchema,
  managerid: z.uuid(branchMessages.branchManagerNotFound).nullable(),
  pickup: z.boolean(),
  pickupinstructions: text({ multiline: true }).trim().max(300, messages.textTooLong),
  active: z.boolean(),
};

/** Pickup needs somewhere to collect from: an address. */
const pickupHasAddress = (
  body: { pickup?: boolean; addressid?: string | null },
  context: z.RefinementCtx,
) => {
  if (body.pickup === true && body.addressid === null) {
    context.addIssue({
      code: 'custom',
      message: branchMessages.pickupNeedsAddress,
      path: ['addressid'],
    });
  }
};

export const BranchRequestSchema = z
  .object({
    ...branchFields,
    addressid: branchFields.addressid.default(null),
    phone: branchFields.phone.default(''),
    hours: branchFields.hours.default([]),
    managerid: branchFields.managerid.default(null),
    pickup: branchFields.pickup.default(false),
    pickupinstructions: branchFields.pickupinstructions.default(''),
    active: branchFields.active.default(true),
  })
  .superRefine(pickupHasAddress);
export type BranchRequest = z.input<typeof BranchRequestSchema>;

/** Only the fields sent change; the server checks pickup against the stored address too. */
export const UpdateBranchRequestSchema = z
  .object(branchFields)
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: messages.required })
  .superRefine(pickupHasAddress);
export type UpdateBranchRequest = z.input<typeof UpdateBranchRequestSchema>;
