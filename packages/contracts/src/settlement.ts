import { z } from 'zod';
import { isValidIban } from './bank-account-formats';
import { messages } from './messages';
import { AmountSchema } from './money';
import { TransferPinSchema } from './pin';
import { text } from './text';

/** docs/product/rules.md: the settlement history is fetched with page 0 and size 100. */
export const SETTLEMENTS_PAGE_SIZE = 100;

const required = (max: number) => text().trim().min(1, messages.required).max(max);
const optionalText = (max: number) => text().trim().max(max).optional().default('');

/**
 * docs/product/records.md Settlement account's fields, each checked alone (docs/product/rules.md;
 * the currency's rule is below).
 */
const AccountFieldsSchema = z.object({
  name: required(120),
  accountnumber: z
    .string()
    .trim()
    .min(1, messages.required)
    .max(34)
    .regex(/^\d+$/, messages.accountNumberDigitsOnly),
  bank: required(120),
  sortcode: z.string().trim().max(8).optional().default(''),
  iban: z.string().trim().max(42).optional().default(''),
  email: optionalText(254).refine(
    (email) => email === '' || z.email().safeParse(email).success,
    messages.invalidEmail,
  ),
  phone: optionalText(20).refine(
    (phone) => phone === '' || /^\+?[\d\s-]{7,20}$/.test(phone),
    messages.invalidPhone,
  ),
  identification: required(500),
});

/**
 * docs/product/records.md Settlement account as the form holds it (docs/product/rules.md: name,
 * account number (digits only), bank and an ID image required; a sort code of six digits for GBP,
 * an IBAN, checksum checked, for the other currencies). `currency` picks which of the two is
 * required.
 */
export const settlementAccountFieldsSchema = (currency: string) =>
  AccountFieldsSchema.superRefine((form, context) => {
    const problem = (path: 'sortcode' | 'iban', message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (currency === 'GBP') {
      const sortcode = form.sortcode.replace(/[\s-]/g, '');
      if (!sortcode) problem('sortcode', messages.required);
      else if (!/^\d{6}$/.test(sortcode)) problem('sortcode', messages.invalidSortCode);
    } else if (!form.iban) {
      problem('iban', messages.required);
    } else if (!isValidIban(form.iban)) {
      problem('iban', messages.invalidIban);
    }
  });

/**
 * docs/api.md `POST /uksettlement/create`: the fields and the PIN. The server checks the currency's
 * rule again with the store's currency; here any one of the two shapes passes.
 */
export const SettlementAccountRequestSchema = AccountFieldsSchema.extend({
  pin: TransferPinSchema,
});
export type SettlementAccountRequest = z.input<typeof SettlementAccountRequestSchema>;

/** docs/product/records.md Settlement account, as `GET /uksettlement/account` answers it. */
export const SettlementAccountSchema = z.object({
  accountname: z.string(),
  accountnumber: z.string(),
  bank: z.string(),
  email: z.string(),
  iban: z.string(),
  /** A fresh signed link to the ID image (15 minutes). */
  identification: z.string(),
  phone: z.string(),
  sortcode: z.string(),
});
export type SettlementAccount = z.infer<typeof SettlementAccountSchema>;

/**
 * `accounts` is null until the store sets one up ('You are yet to set up your account details').
 */
export const SettlementAccountResponseSchema = z.object({
  accounts: SettlementAccountSchema.nullable(),
});
export type SettlementAccountResponse = z.infer<typeof SettlementAccountResponseSchema>;

/**
 * docs/product/rules.md Settlement amount: above 0 ('Enter a valid amount'); the server checks the
 * balance.
 */
export const SettlementAmountSchema = z
  .number({ error: messages.enterValidAmount })
  .finite(messages.enterValidAmount)
  .positive(messages.enterValidAmount)
  .pipe(AmountSchema);

/** docs/api.md `POST /uksettlement/settlement {pin, amount}`; `ref` makes a retry safe. */
export const SettlementRequestSchema = z.object({
  amount: SettlementAmountSchema,
  pin: TransferPinSchema,
  ref: text().trim().min(8).max(64).optional(),
});
export type SettlementRequest = z.input<typeof SettlementRequestSchema>;

export const SETTLEMENT_STATUSES = ['PENDING', 'SUCCESSFUL', 'FAILED', 'REVERSED'] as const;

/** docs/product/records.md Settlement record, with its state. */
export const SettlementRecordSchema = z.object({
  ref: z.string(),
  accountnumber: z.string(),
  bank: z.string(),
  createdat: z.string(),
  amount: z.number(),
  status: z.enum(SETTLEMENT_STATUSES),
});
export type SettlementRecord = z.infer<typeof SettlementRecordSchema>;

export const SettlementResultSchema = SettlementRecordSchema.extend({ message: z.string() });
export type SettlementResult = z.infer<typeof SettlementResultSchema>;

/**
 * docs/api.md `POST /uksettlement/allsettlements` (dates as docs/product/records.md's dashboard
 * range: ISO).
 */
export const SettlementsRequestSchema = z
  .object({
    startDate: z.iso.datetime({ offset: true }),
    endDate: z.iso.datetime({ offset: true }),
    page: z.number().int().min(0).max(10_000).default(0),
    size: z.number().int().min(1).max(SETTLEMENTS_PAGE_SIZE).default(SETTLEMENTS_PAGE_SIZE),
  })
  .refine((range) => range.startDate <= range.endDate, {
    message: messages.dateRangeInvalid,
    path: ['endDate'],
  });
export type SettlementsRequest = z.input<typeof SettlementsRequestSchema>;

export const SettlementsResponseSchema = z.object({ settlements: z.array(SettlementRecordSchema) });
export type SettlementsResponse = z.infer<typeof SettlementsResponseSchema>;
