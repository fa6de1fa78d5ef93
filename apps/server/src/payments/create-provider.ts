import type { Config } from '../config';
import { createPaystackProvider } from './paystack/paystack-provider';
import type { PaymentProvider } from './provider';
import { createSandboxProvider, type SandboxProvider } from './sandbox/sandbox-provider';

/** The provider PAYMENTS_PROVIDER names; the sandbox unless Paystack is configured. */
export function createPaymentProvider(
  config: Config,
  sandboxSecret: string,
): PaymentProvider | SandboxProvider {
  if (config.PAYMENTS_PROVIDER === 'paystack' && config.PAYSTACK_SECRET_KEY) {
    return createPaystackProvider({
      secretKey: config.PAYSTACK_SECRET_KEY,
      baseUrl: config.PAYSTACK_BASE_URL,
    });
  }
  return createSandboxProvider({
    webhookSecret: sandboxSecret,
    quickSettleMs: config.SANDBOX_PAYOUT_SETTLE_SECONDS * 1000,
    slowSettleMs: config.SANDBOX_PAYOUT_DELAY_SECONDS * 1000,
  });
}
