import { z } from 'zod';

/** The sandbox bank's API, under /api/sandbox (sandbox payments provider only). */
export const SANDBOX_PREFIX = '/api/sandbox';

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

/** Pay a top-up account by its number or reference; without an amount, exactly what is due. */
export const SandboxPayRequestSchema = z
  .object({
    reference: z.string().trim().min(1).max(64).optional(),
    accountnumber: z
      .string()
      .trim()
      .regex(/^\d{10}$/)
      .optional(),
    amount: z.number().positive().max(1_000_000_000).optional(),
  })
  .refine((body) => body.reference || body.accountnumber, {
    message: 'Give a reference or an account number',
  });
export type SandboxPayRequest = z.input<typeof SandboxPayRequestSchema>;
