import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type routes from '../locales/en/routes.json';

export type RouteTitleKey = keyof typeof routes;

const DEFAULT_PRODUCT_NAME = 'Olivia';

export function productName(): string {
  return import.meta.env.VITE_PRODUCT_NAME || DEFAULT_PRODUCT_NAME;
}

/**
 * docs/product/screens.md: the page title is the given title followed by the product name and a
 * tagline.
 */
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
