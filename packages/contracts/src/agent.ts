import { z } from 'zod';
import { messages } from './messages';
import { text } from './text';

/**
 * docs/product/rules.md Verification: the BVN is digits only, at least 10 of them (Nigeria's BVN
 * has 11).
 */
export const BVN_MIN_LENGTH = 10;
export const BVN_MAX_LENGTH = 11;

/** docs/product/records.md Verification form, sent as docs/api.md `POST /agency/bvn/register`. */
export const AgentRegistrationSchema = z.object({
  bvn: z
    .string()
    .trim()
    .min(1, messages.required)
    .regex(/^\d+$/, messages.bvnDigitsOnly)
    .min(BVN_MIN_LENGTH, messages.bvnTooShort)
    .max(BVN_MAX_LENGTH, messages.bvnTooLong),
  /** The place of birth (docs/product/records.md: sent under this name). */
  businessimgurl: text().trim().min(1, messages.required).max(120),
  /** The photo's link, as `POST /app-images?purpose=verification` answered it. */
  imgurl: text().trim().min(1, messages.required).max(500),
  /** Optional: the National Identification Number, 11 digits when given. */
  nin: z
    .string()
    .trim()
    .regex(/^(\d{11})?$/, messages.ninElevenDigits)
    .optional(),
});
export type AgentRegistration = z.input<typeof AgentRegistrationSchema>;

/** Where a store's verification stands; the BVN and NIN masked ('*******8901'). */
export const AgentStatusSchema = z.object({
  status: z.enum(['none', 'verified', 'blocked']),
  bvn: z.string(),
  nin: z.string(),
});
export type AgentStatus = z.infer<typeof AgentStatusSchema>;
