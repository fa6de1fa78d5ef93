import { z } from 'zod';
import { listResponse, ListQuerySchema } from './lists';
import { advertMessages } from './advert-messages';
import { TransferPinSchema } from './pin';
import { text } from './text';
import { DomainManagerSchema, type DomainStatus } from './domain-record';

// The record's shape lives in domain-record.ts, which the dashboard imports alone (ADR 0023).
export {
  DASHBOARD_DOMAINS_SHOWN,
  DOMAIN_STATUSES,
  DomainManagerSchema,
  type DomainManager,
  type DomainStatus,
} from './domain-record';

/**
 * docs/product/records.md Domain expiry: 'Renew or Extend' when the domain is expired or within
 * this many days.
 */
export const DOMAIN_RENEWAL_WINDOW_DAYS = 30;
/** A purchase or a renewal pays for 1 to this many years at once. */
export const DOMAIN_MAX_YEARS = 5;

const DAY_MS = 86_400_000;
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const DOMAIN_PATTERN = new RegExp(`^(?:${LABEL}\\.)+[a-z]{2,24}$`);

/** A host name as people type it: 'MyStore.com ' → 'mystore.com'. ASCII (punycode) only. */
export const DomainNameSchema = text()
  .trim()
  .toLowerCase()
  .max(253, advertMessages.invalidDomain)
  .regex(DOMAIN_PATTERN, advertMessages.invalidDomain);

/**
 * docs/product/records.md: expired once `expiry` has passed; 'expiring' (Renew or Extend) within 30
 * days of it, counting whole days left: 29 and 30 days (and some hours) are expiring, 31 is not.
 */
export function domainStatus(expiry: Date, now: Date): DomainStatus {
  const left = expiry.getTime() - now.getTime();
  if (left <= 0) return 'expired';
  return Math.floor(left / DAY_MS) <= DOMAIN_RENEWAL_WINDOW_DAYS ? 'expiring' : 'active';
}

export const DomainYearsSchema = z.coerce
  .number()
  .int(advertMessages.domainYearsRange)
  .min(1, advertMessages.domainYearsRange)
  .max(DOMAIN_MAX_YEARS, advertMessages.domainYearsRange);

/** GET /domains/search?name=: the name asked for first, then the same name in other endings. */
export const DomainSearchQuerySchema = z.object({ name: DomainNameSchema });
export const DomainOfferSchema = z.object({
  domain: z.string(),
  available: z.boolean(),
  /** The price of one year, in major units of `currency` (the store's). */
  amount: z.number(),
  currency: z.string(),
});
export type DomainOffer = z.infer<typeof DomainOfferSchema>;
export const DomainSearchResponseSchema = z.object({ offers: z.array(DomainOfferSchema) });
export type DomainSearchResponse = z.infer<typeof DomainSearchResponseSchema>;

/** Buying and renewing move money: the PIN, and a key the client keeps for its retries. */
const PaidWithPin = z.object({
  years: DomainYearsSchema.default(1),
  pin: TransferPinSchema,
  /** Idempotency key: the same reference sent again answers the first outcome, charges nothing. */
  reference: z.uuid(),
});
export const BuyDomainRequestSchema = PaidWithPin.extend({ domain: DomainNameSchema });
export type BuyDomainRequest = z.input<typeof BuyDomainRequestSchema>;
export const RenewDomainRequestSchema = PaidWithPin;
export type RenewDomainRequest = z.input<typeof RenewDomainRequestSchema>;

export const DomainParamsSchema = z.object({ domain: DomainNameSchema });

export const DomainsQuerySchema = ListQuerySchema.extend({
  sort: z.enum(['domain', 'expiry', 'lastpayment', 'createdat']).default('expiry'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type DomainsQuery = z.input<typeof DomainsQuerySchema>;
export const DomainListSchema = listResponse(DomainManagerSchema);
export type DomainList = z.infer<typeof DomainListSchema>;

export const DomainPaymentSchema = z.object({
  id: z.string(),
  reference: z.string(),
  kind: z.enum(['purchase', 'renewal']),
  years: z.number(),
  amount: z.number(),
  currency: z.string(),
  /** The expiry this payment paid up to. */
  paiduntil: z.string(),
  paidby: z.string(),
  createdat: z.string(),
});
export type DomainPayment = z.infer<typeof DomainPaymentSchema>;
export const DomainPaymentsQuerySchema = ListQuerySchema.extend({
  sort: z.enum(['createdat']).default('createdat'),
});
export type DomainPaymentsQuery = z.input<typeof DomainPaymentsQuerySchema>;
export const DomainPaymentListSchema = listResponse(DomainPaymentSchema);
export type DomainPaymentList = z.infer<typeof DomainPaymentListSchema>;
