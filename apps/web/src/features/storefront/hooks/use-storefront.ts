import type { StorefrontStore } from '@olivia/contracts/storefront';
import { useOutletContext } from 'react-router';

/** What the storefront's layout hands each of its pages: the store, found and loaded. */
export interface StorefrontContext {
  slug: string;
  store: StorefrontStore;
}

/** The store whose pages these are (only under the storefront's layout). */
export function useStorefront(): StorefrontContext {
  return useOutletContext<StorefrontContext>();
}
