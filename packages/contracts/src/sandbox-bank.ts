import { z } from 'zod';
import { text } from './text';

/** A top-up account as the sandbox bank shows it. */
export const SandboxAccountSchema = z.object({
  reference: z.string(),
  accountnumber: z.string(),
  accountname: z.string(),
  bank: z.string(),
  currency: z.string(),
  amountdue: z.number(),
  amountpaid: z.number(),
  expiresat: z.string(),
});
export type SandboxAccount = z.infer<typeof SandboxAccountSchema>;

export const SandboxAccountParamsSchema = z.object({ accountnumber: z.string().regex(/^\d{10}$/) });

/** Major units with at most 2 decimals: the amount is exactly its minor units over 100. */
const hasAtMostTwoDecimals = (amount: number) => Math.round(amount * 100) / 100 === amount;

/** Pay a top-up account by its number or reference; without an amount, exactly what is due. */
export const SandboxPayRequestSchema = z
  .object({
    /** As the app shows it, in any case: references are stored in lower case. */
    reference: text().trim().min(1).max(64).toLowerCase().optional(),
    accountnumber: z
      .string()
      .trim()
      .regex(/^\d{10}$/)
      .optional(),
    amount: z
      .number()
      .finite()
      .min(0.01, { message: 'Amount must be at least 0.01', abort: true })
      .max(1_000_000_000, 'Amount must be at most 1,000,000,000')
      .refine(hasAtMostTwoDecimals, 'Amount can have at most 2 decimals')
      .optional(),
  })
  .refine((body) => body.reference || body.accountnumber, {
    message: 'Give a reference or an account number',
  });
export type SandboxPayRequest = z.input<typeof SandboxPayRequestSchema>;
