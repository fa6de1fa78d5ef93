import { z } from 'zod';
import { EmailSchema } from './auth';
import { listResponse, ListQuerySchema } from './lists';
import { messages } from './messages';
import { splitPaymentMessages } from './split-payment-messages';
import { toMajorUnits, toMinorUnits } from './money';
import { SPLIT_SCHEDULES, scheduleDayFits, splitScheduleShape } from './split-schedules';
import { text } from './text';
import { AccountNumberSchema, BankCodeSchema } from './transfer';

/**
 * Split payments (/split-payments, ADR 0031): payees (a partner's bank account, confirmed by
 * name enquiry) and split groups that share a payment between the store and up to five payees,
 * by percentage or flat amount, with who bears Olivia's fee. A group is attached to payment
 * links, invoices or the storefront; each payment it splits pays the payees through the payout
 * path, at once or in one batch per period of their schedule. NGN stores only: payouts are to
 * Nigerian banks.
 */

export const SPLIT_TYPES = ['percentage', 'flat'] as const;
export type SplitType = (typeof SPLIT_TYPES)[number];
/** Who pays Olivia's fee: the store alone, or every party in proportion to its share. */
export const SPLIT_BEARERS = ['store', 'proportional'] as const;
export type SplitBearer = (typeof SPLIT_BEARERS)[number];
export const SPLIT_MEMBERS_MAX = 5;
/** The sample amount the group form shows each party's net for (major units). */
export const SPLIT_SAMPLE_AMOUNT = 10_000;

export const SplitIdParamsSchema = z.object({ id: z.uuid() });

const optionalEmail = z.union([z.literal(''), EmailSchema]).default('');
const optionalPhone = text().trim().max(20, messages.textTooLong).default('');

/**
 * POST/PUT /split-payees: the account is confirmed by name enquiry; its name is the bank's. The
 * schedule says when their shares are paid (split-schedules.ts).
 */
export const SplitPayeeRequestSchema = z
  .object({
    name: text().trim().min(1, messages.required).max(80, messages.nameTooLong),
    bankcode: BankCodeSchema,
    accountnumber: AccountNumberSchema,
    email: optionalEmail,
    phone: optionalPhone,
    active: z.boolean().default(true),
    ...splitScheduleShape,
  })
  .refine(scheduleDayFits, {
    message: splitPaymentMessages.splitScheduleDay,
    path: ['scheduleday'],
  });
export type SplitPayeeRequest = z.input<typeof SplitPayeeRequestSchema>;

export const SplitPayeeSchema = z.object({
  id: z.string(),
  name: z.string(),
  bankcode: z.string(),
  bankname: z.string(),
  accountnumber: z.string(),
  /** The account's name as the bank gave it. */
  accountname: z.string(),
  email: z.string(),
  phone: z.string(),
  active: z.boolean(),
  /** Paid out to this payee so far, and what refunds took back from their next shares. */
  paidout: z.number(),
  owed: z.number(),
  /** When their shares are paid, and what is held for them until then. */
  schedule: z.enum(SPLIT_SCHEDULES),
  scheduleday: z.number(),
  held: z.number(),
  groups: z.number(),
  createdat: z.string(),
});
export type SplitPayee = z.infer<typeof SplitPayeeSchema>;

export const SPLIT_PAYEE_SORTS = ['createdat', 'name', 'paidout'] as const;
export const SplitPayeesQuerySchema = ListQuerySchema.extend({
  sort: z.enum(SPLIT_PAYEE_SORTS).default('createdat'),
  active: z.enum(['true', 'false']).optional(),
});
export type SplitPayeesQuery = z.input<typeof SplitPayeesQuerySchema>;
export const SplitPayeeListSchema = listResponse(SplitPayeeSchema);
export type SplitPayeeList = z.infer<typeof SplitPayeeListSchema>;

export const SplitMemberRequestSchema = z.object({
  payeeid: z.uuid(messages.required),
  /** A percentage (0.01 to 100) or an amount in the store's currency (major units). */
  share: z
    .number({ error: messages.enterValidAmount })
    .finite(messages.enterValidAmount)
    .positive(messages.enterValidAmount)
    .max(100_000_000, messages.enterValidAmount),
});

/** POST/PUT /split-groups. Percentages may add up to 100 at most: the store keeps the rest. */
export const SplitGroupRequestSchema = z
  .object({
    name: text().trim().min(1, messages.required).max(80, messages.nameTooLong),
    type: z.enum(SPLIT_TYPES),
    bearer: z.enum(SPLIT_BEARERS).default('store'),
    members: z
      .array(SplitMemberRequestSchema)
      .min(1, splitPaymentMessages.splitMembersRange)
      .max(SPLIT_MEMBERS_MAX, splitPaymentMessages.splitMembersRange),
    /** Whether storefront orders are split by it (one group of a store at most). */
    storefront: z.boolean().default(false),
    active: z.boolean().default(true),
  })
  .refine(
    (group) => new Set(group.members.map((member) => member.payeeid)).size === group.members.length,
    { message: splitPaymentMessages.splitPayeeTwice, path: ['members'] },
  )
  .refine(
    (group) =>
      group.type !== 'percentage' ||
      group.members.reduce((sum, member) => sum + Math.round(member.share * 100), 0) <= 10_000,
    { message: splitPaymentMessages.splitOverHundred, path: ['members'] },
  );
export type SplitGroupRequest = z.input<typeof SplitGroupRequestSchema>;

export const SplitGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(SPLIT_TYPES),
  bearer: z.enum(SPLIT_BEARERS),
  members: z.array(z.object({ payeeid: z.string(), payeename: z.string(), share: z.number() })),
  storefront: z.boolean(),
  active: z.boolean(),
  currency: z.string(),
  /** Payments split by it, and what its payees were given. */
  payments: z.number(),
  paidout: z.number(),
  links: z.number(),
  invoices: z.number(),
  createdat: z.string(),
});
export type SplitGroup = z.infer<typeof SplitGroupSchema>;

export const SPLIT_GROUP_SORTS = ['createdat', 'name', 'payments'] as const;
export const SplitGroupsQuerySchema = ListQuerySchema.extend({
  sort: z.enum(SPLIT_GROUP_SORTS).default('createdat'),
  active: z.enum(['true', 'false']).optional(),
});
export type SplitGroupsQuery = z.input<typeof SplitGroupsQuerySchema>;
export const SplitGroupListSchema = listResponse(SplitGroupSchema);
export type SplitGroupList = z.infer<typeof SplitGroupListSchema>;

/**
 * One payee's share of one payment, and where its payout stands: `held` until a scheduled
 * payee's batch takes it.
 */
export const SPLIT_SHARE_STATUSES = [
  'held',
  'pending',
  'successful',
  'failed',
  'reversed',
] as const;

/**
 * What a share's payment paid for, as a code and its parameters for the client to word in the
 * reader's language (`description` keeps the server's English); `other` shows `description`.
 */
export const SPLIT_SHARE_DESCRIPTION_CODES = ['link', 'invoice', 'order', 'other'] as const;
export const SplitShareDescriptionSchema = z.object({
  code: z.enum(SPLIT_SHARE_DESCRIPTION_CODES),
  params: z.record(z.string(), z.string()),
});
export type SplitShareDescription = z.infer<typeof SplitShareDescriptionSchema>;

/** The batch payout that paid a scheduled payee's shares: its period and how many it took. */
export const SplitBatchSchema = z.object({
  period: z.string(),
  schedule: z.enum(SPLIT_SCHEDULES),
  shares: z.number(),
  net: z.number(),
  withheld: z.number(),
});
export type SplitBatch = z.infer<typeof SplitBatchSchema>;

export const SplitShareSchema = z.object({
  id: z.string(),
  groupid: z.string(),
  groupname: z.string(),
  payeeid: z.string(),
  payeename: z.string(),
  /** The payment split (its top-up reference) and what it paid for. */
  paymentreference: z.string(),
  description: z.string(),
  describe: SplitShareDescriptionSchema,
  currency: z.string(),
  /** The payment, the payee's share of it, their part of the fee, what refunds took back. */
  paymentamount: z.number(),
  gross: z.number(),
  fee: z.number(),
  withheld: z.number(),
  net: z.number(),
  payoutref: z.string(),
  status: z.enum(SPLIT_SHARE_STATUSES),
  /** The batch that paid it (a scheduled payee's), or null. */
  batch: SplitBatchSchema.nullable(),
  createdat: z.string(),
});
export type SplitShare = z.infer<typeof SplitShareSchema>;

export const SplitSharesQuerySchema = ListQuerySchema.extend({
  sort: z.enum(['createdat', 'net']).default('createdat'),
  groupid: z.uuid().optional(),
  payeeid: z.uuid().optional(),
  status: z.enum(SPLIT_SHARE_STATUSES).optional(),
});
export type SplitSharesQuery = z.input<typeof SplitSharesQuerySchema>;
export const SplitShareListSchema = listResponse(SplitShareSchema);
export type SplitShareList = z.infer<typeof SplitShareListSchema>;

/** A party's part of a split payment, minor units. */
export interface SplitPart {
  gross: bigint;
  fee: bigint;
  net: bigint;
}

/**
 * How a payment is shared (ADR 0031), the one place it is rounded. `amount` is what the payer
 * paid and `fee` Olivia's fee on it, in minor units; members' shares are percentages or major
 * amounts. Each payee's gross is rounded down to the kobo (percentage) or given in full while
 * money is left (flat, in order); with `proportional` each party's part of the fee is rounded down
 * the same way. The store takes what is left of both, so the parts always add up to the amount
 * and the fee exactly: no kobo is lost or made. If the store's share cannot carry the fee it
 * bears, the payees carry the rest in proportion.
 */
export function splitParts(
  amount: bigint,
  fee: bigint,
  group: { type: SplitType; bearer: SplitBearer; members: { share: number }[] },
): { payees: SplitPart[]; store: SplitPart } {
  let left = amount;
  const grosses = group.members.map((member) => {
    const wanted =
      group.type === 'percentage'
        ? (amount * BigInt(Math.round(member.share * 100))) / 10_000n
        : toMinorUnits(member.share);
    const gross = wanted < left ? wanted : left;
    left -= gross;
    return gross;
  });
  const storeGross = left;
  const proportional = group.bearer === 'proportional' || storeGross < fee;
  const fees: bigint[] = grosses.map((gross) =>
    proportional && amount > 0n ? (fee * gross) / amount : 0n,
  );
  let storeFee = fee - fees.reduce((sum, part) => sum + part, 0n);
  // Rounding down can leave the store a kobo or two of fee more than its share: payees take it.
  for (const [index, gross] of grosses.entries()) {
    if (storeFee <= storeGross) break;
    const room = gross - (fees[index] ?? 0n);
    const moved = storeFee - storeGross < room ? storeFee - storeGross : room;
    fees[index] = (fees[index] ?? 0n) + moved;
    storeFee -= moved;
  }
  return {
    payees: grosses.map((gross, index) => {
      const part = fees[index] ?? 0n;
      return { gross, fee: part, net: gross - part };
    }),
    store: { gross: storeGross, fee: storeFee, net: storeGross - storeFee },
  };
}

const SplitPartSchema = z.object({ gross: z.number(), fee: z.number(), net: z.number() });

/** POST /split-groups/preview: each party's part of a sample payment, by transfer and by card. */
export const SplitPreviewRequestSchema = z.object({
  type: z.enum(SPLIT_TYPES),
  bearer: z.enum(SPLIT_BEARERS).default('store'),
  members: z.array(SplitMemberRequestSchema.pick({ share: true })).max(SPLIT_MEMBERS_MAX),
  amount: z
    .number({ error: messages.enterValidAmount })
    .positive(messages.enterValidAmount)
    .max(100_000_000, messages.enterValidAmount),
});
export type SplitPreviewRequest = z.input<typeof SplitPreviewRequestSchema>;
const SplitPreviewPartsSchema = z.object({
  fee: z.number(),
  payees: z.array(SplitPartSchema),
  store: SplitPartSchema,
});
export const SplitPreviewSchema = z.object({
  currency: z.string(),
  amount: z.number(),
  transfer: SplitPreviewPartsSchema,
  card: SplitPreviewPartsSchema,
});
export type SplitPreview = z.infer<typeof SplitPreviewSchema>;

/** `splitParts` in major units (the preview's answer). */
export function splitPartsMajor(
  amount: bigint,
  fee: bigint,
  group: { type: SplitType; bearer: SplitBearer; members: { share: number }[] },
) {
  const major = (part: SplitPart) => ({
    gross: toMajorUnits(part.gross),
    fee: toMajorUnits(part.fee),
    net: toMajorUnits(part.net),
  });
  const parts = splitParts(amount, fee, group);
  return { fee: toMajorUnits(fee), payees: parts.payees.map(major), store: major(parts.store) };
}
