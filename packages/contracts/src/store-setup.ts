import { z } from 'zod';
import { EmailSchema, PhoneSchema } from './auth';
import { messages } from './messages';
import { settableAmount } from './money';
import { text } from './text';

/** The store's set-up (main user) and logo, and its website's traffic. */

const DeliveryFeeSchema = settableAmount(10_000_000);
/** A logo: a link the uploads service answered. */
export const LogoUrlSchema = z
  .string()
  .regex(/^\/files\/[\w-]+(\/[\w.-]+)?$/, messages.imageNotUploaded);

export const RETURN_WINDOW_MAX_DAYS = 365;

export const StoreSetupSchema = z.object({
  name: z.string(),
  /** The storefront's slug: /store/<url>. */
  url: z.string(),
  description: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  deliveryfee: z.number(),
  /** Days after delivery a customer may ask for a return from their order's page; 0: never. */
  returnwindowdays: z.number(),
  currency: z.string(),
  logourl: z.string(),
});
export type StoreSetup = z.infer<typeof StoreSetupSchema>;
export const UpdateStoreSetupRequestSchema = z.object({
  name: text().trim().min(1, messages.required).max(80, messages.nameTooLong),
  description: text({ multiline: true }).trim().max(1000, messages.descriptionTooLong),
  email: EmailSchema,
  phone: PhoneSchema,
  address: text().trim().max(300),
  deliveryfee: DeliveryFeeSchema,
  /** Left out: unchanged. */
  returnwindowdays: z
    .number(messages.wholeNumberRequired)
    .int(messages.wholeNumberRequired)
    .min(0, messages.wholeNumberRequired)
    .max(RETURN_WINDOW_MAX_DAYS, messages.wholeNumberRequired)
    .optional(),
});
export type UpdateStoreSetupRequest = z.input<typeof UpdateStoreSetupRequestSchema>;
export const UpdateLogoRequestSchema = z.object({ logourl: LogoUrlSchema });
export type UpdateLogoRequest = z.input<typeof UpdateLogoRequestSchema>;

/** docs/product/records.md Traffic: storefront visits in the last 24 hours, 7, 30 and 365 days. */
export const TrafficSchema = z.object({
  last24hrs: z.number(),
  lastWeek: z.number(),
  lastMonth: z.number(),
  lastYear: z.number(),
});
export type Traffic = z.infer<typeof TrafficSchema>;
