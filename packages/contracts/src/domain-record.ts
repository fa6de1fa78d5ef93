import { z } from 'zod';

/**
 * A custom domain as every screen shows it: /domains/all and the dashboard's panel, which
 * imports this module alone so the domains' requests stay in their area's chunk (ADR 0023).
 */

/**
 * The dashboard's Custom Domains panel shows this many until it is expanded
 * (docs/product/screens.md).
 */
export const DASHBOARD_DOMAINS_SHOWN = 5;

export const DOMAIN_STATUSES = ['active', 'expiring', 'expired'] as const;
export type DomainStatus = (typeof DOMAIN_STATUSES)[number];

/**
 * docs/product/records.md Domain manager: domain, amount, status, lastpayment, nextpayment, expiry.
 */
export const DomainManagerSchema = z.object({
  id: z.string(),
  domain: z.string(),
  /** The price of a year's renewal, major units. */
  amount: z.number(),
  currency: z.string(),
  status: z.enum(DOMAIN_STATUSES),
  lastpayment: z.string(),
  /** When the next year is due: the expiry. */
  nextpayment: z.string(),
  expiry: z.string(),
  createdat: z.string(),
});
export type DomainManager = z.infer<typeof DomainManagerSchema>;
