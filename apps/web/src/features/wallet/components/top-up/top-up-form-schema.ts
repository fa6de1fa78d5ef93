import { messages } from '@olivia/contracts/messages';
import {
  leastTopUpMessage,
  normaliseAmountInput,
  topUpMinimum,
  TopUpRequestSchema,
  type TopUpRequest,
} from '@olivia/contracts/top-up';
import { z } from 'zod';
import { formatMoney } from '@olivia/contracts/format-money';

/** docs/product/rules.md (top-up): the minimum of the store's currency as the message shows it. */
export function leastTopUpText(currency: string): string {
  return leastTopUpMessage(currency, (amount) => formatMoney(amount, currency));
}

/**
 * The form keeps what was typed; docs/product/rules.md: a channel is required, and the amount, once
 * normalised (rounded to 2 decimals, leading zero removed), is at least 100 NGN or 5 otherwise.
 */
export function topUpFormSchema(currency: string) {
  const minimum = topUpMinimum(currency);
  return z.object({
    bank: TopUpRequestSchema.shape.bank,
    amount: z
      .string()
      .trim()
      .min(1, messages.required)
      .refine((text) => Number(normaliseAmountInput(text)) >= minimum, leastTopUpText(currency)),
  });
}
export type TopUpFormValues = z.infer<ReturnType<typeof topUpFormSchema>>;

/** The request of a valid form. */
export function toTopUpRequest(values: TopUpFormValues): TopUpRequest {
  return { bank: values.bank, amount: Number(normaliseAmountInput(values.amount)) };
}
