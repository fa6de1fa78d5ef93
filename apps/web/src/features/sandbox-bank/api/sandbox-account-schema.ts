import { z } from 'zod';

/**
 * A sandbox bank account as GET /api/sandbox/accounts/:accountnumber and POST /api/sandbox/pay
 * answer it. The server declares this schema inside its sandbox-bank module, not in contracts,
 * so the web app mirrors it here; it belongs in packages/contracts (one schema for both sides).
 */
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

/** The sandbox bank lives under the reports prefix: /api/sandbox/... */
export const SANDBOX_PATH = '/sandbox';
