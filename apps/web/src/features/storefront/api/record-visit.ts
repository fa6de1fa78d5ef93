import { storefrontEndpoints } from '@olivia/contracts/storefront-endpoints';
import { callEndpoint } from '../../../lib/api-client';

/**
 * Counts a visit to the store (its merchant's website hits). Fire and forget: a visit that
 * could not be counted never bothers the customer.
 */
export function recordVisit(slug: string): void {
  callEndpoint(storefrontEndpoints.visit, { params: { slug } }).catch(() => undefined);
}
