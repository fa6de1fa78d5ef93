import { z } from 'zod';
import { messages } from './messages';
import { AmountSchema } from './money';
import { TransferPinSchema } from './pin';
import { text } from './text';

/** docs/product/rules.md: the least an NGN transfer may be. */
export const TRANSFER_MINIMUM_NGN = 100;
/** docs/product/rules.md: a Nigerian account number (NUBAN) is 10 digits. */
export const ACCOUNT_NUMBER_LENGTH = 10;
/** How long a validated transfer (its quote) can be sent (docs/engineering.md#money). */
export const TRANSFER_QUOTE_TTL_MINUTES = 10;
export const NARRATION_MAX_LENGTH = 100;

export const AccountNumberSchema = z
  .string()
  .min(1, messages.required)
  .regex(new RegExp(`^\\d{${ACCOUNT_NUMBER_LENGTH}}$`), messages.invalidAccountNumber);

export const BankCodeSchema = text().trim().min(1, messages.required).max(20);

export const TransferAmountSchema = AmountSchema.refine(
  (amount) => amount >= TRANSFER_MINIMUM_NGN,
  messages.leastTransferNgn,
);

/**
 * docs/api.md `POST /agent/transfer/validation`: the client sends fee 0, the server the real fee.
 */
export const TransferValidationRequestSchema = z.object({
  accountnumber: AccountNumberSchema,
  amount: TransferAmountSchema,
  bankcode: BankCodeSchema,
  fee: z.literal(0).optional(),
});
export type TransferValidationRequest = z.input<typeof TransferValidationRequestSchema>;

/** docs/product/records.md validation result; `ref` names the quote a transfer then sends. */
export const TransferValidationSchema = z.object({
  beneficiary: z.string(),
  bankname: z.string(),
  accountnumber: z.string(),
  amount: z.number(),
  fee: z.number(),
  ref: z.string(),
});
export type TransferValidation = z.infer<typeof TransferValidationSchema>;

export const TransferRefSchema = text().trim().min(1, messages.required).max(64);

/** docs/api.md `POST /agent/transfer/transfer` and `/transfer-staff`. */
export const TransferRequestSchema = z.object({
  account: AccountNumberSchema,
  accountname: text().trim().min(1, messages.required).max(120),
  addtobeneficiary: z.boolean().default(false),
  bankcode: BankCodeSchema,
  narration: text().trim().min(1, messages.required).max(NARRATION_MAX_LENGTH),
  pin: TransferPinSchema,
  ref: TransferRefSchema,
});
export type TransferRequest = z.input<typeof TransferRequestSchema>;

/**
 * Where a transfer stands: SUCCESSFUL (the bank paid it), PENDING (sent, the bank has not
 * answered yet: the money is held, never spent twice), FAILED (the money came back), REVERSED
 * (paid, then returned by the bank: the money came back).
 */
export const TRANSFER_STATUSES = ['SUCCESSFUL', 'PENDING', 'FAILED', 'REVERSED'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

export const TransferResultSchema = z.object({
  status: z.enum(TRANSFER_STATUSES),
  message: z.string(),
  ref: z.string(),
  amount: z.number(),
  fee: z.number(),
  total: z.number(),
  accountname: z.string(),
  accountnumber: z.string(),
  bankname: z.string(),
});
export type TransferResult = z.infer<typeof TransferResultSchema>;

/** docs/product/records.md Beneficiary. */
export const BeneficiarySchema = z.object({
  id: z.string(),
  beneficiary: z.string(),
  accountnumber: z.string(),
  bankcode: z.string(),
  bankname: z.string(),
});
export type Beneficiary = z.infer<typeof BeneficiarySchema>;
export const BeneficiariesSchema = z.object({ beneficiaries: z.array(BeneficiarySchema) });
export type Beneficiaries = z.infer<typeof BeneficiariesSchema>;

/** docs/api.md: the beneficiary to delete travels in the header `id`. */
export const BeneficiaryIdHeaderSchema = z.object({ id: z.uuid(messages.required) });

export const TransferBanksSchema = z.object({
  banks: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type TransferBanks = z.infer<typeof TransferBanksSchema>;

/**
 * docs/product/rules.md Transfer details, as the wizard's first step holds them (the amount as
 * typed). Bank, account number, amount and narration are required; the amount is at least ₦100,
 * rounded to 2 decimals with leading zeros stripped (`normaliseAmountInput`); the account has 10
 * digits.
 */
export const TransferFormSchema = z.object({
  bankcode: z.string().min(1, messages.required),
  accountnumber: AccountNumberSchema,
  amount: z
    .string()
    .min(1, messages.required)
    .pipe(z.coerce.number<string>().pipe(TransferAmountSchema)),
  narration: text().trim().min(1, messages.required).max(NARRATION_MAX_LENGTH),
});
export type TransferForm = z.input<typeof TransferFormSchema>;

/**
 * docs/product/rules.md: Confirm is enabled once a bank, an amount above 10, an account number of
 * at least 9 digits and a narration are there (the rules above then say what is still wrong).
 */
export const canConfirmTransfer = (form: Partial<TransferForm>) =>
  Boolean(form.bankcode) &&
  Number(form.amount ?? '') > 10 &&
  /^\d{9,}$/.test(form.accountnumber ?? '') &&
  Boolean(form.narration?.trim());
