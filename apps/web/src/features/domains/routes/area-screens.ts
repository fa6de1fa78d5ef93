import { BuyDomainRoute } from './buy-domain-route';
import { DomainPaymentsRoute } from './domain-payments-route';
import { DomainsRoute } from './domains-route';

/**
 * The domains area's screens and drawers, loaded together: one lazy chunk and one
 * preload list in the first load however many drawers the area has (ADR 0023).
 */
export const domainsScreens = {
  DomainsRoute,
  BuyDomainRoute,
  DomainPaymentsRoute,
};
