import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import type routes from '../locales/en/routes.json';

export type RouteTitleKey = keyof typeof routes;

/** What a route of the route table carries in its `handle`. */
export interface RouteHandle {
  titleKey: RouteTitleKey;
}

const DEFAULT_PRODUCT_NAME = 'Olivia';

export function productName(): string {
  return import.meta.env.VITE_PRODUCT_NAME || DEFAULT_PRODUCT_NAME;
}

/** SPEC §1: the page title is the given title followed by the product name and a tagline. */
export function formatPageTitle(title: string, product: string, tagline: string): string {
  return `${title} | ${product} - ${tagline}`;
}

export function usePageTitle(titleKey: RouteTitleKey): void {
  const { t } = useTranslation(['routes', 'common']);
  const tagline = import.meta.env.VITE_PRODUCT_TAGLINE || t('common:product.tagline');
  const title = formatPageTitle(t(`routes:${titleKey}`), productName(), tagline);
  useEffect(() => {
    document.title = title;
  }, [title]);
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'titleKey' in handle;
}

/** The title key of the deepest matched route that declares one. */
export function useRouteTitleKey(): RouteTitleKey | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle.titleKey;
  }
  return undefined;
}
