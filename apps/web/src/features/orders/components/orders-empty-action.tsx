import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '../../../components/ui/button';
import { getStoreUrl } from '../../../lib/session';

/** The storefront's address: the store's `url` from sign-in is its slug (/store/<slug>). */
export const storefrontPath = (slug: string) => `/store/${encodeURIComponent(slug)}`;

/** The empty list's way forward: the store's own page, where customers place orders. */
export function OrdersEmptyAction() {
  const { t } = useTranslation('orders');
  const slug = getStoreUrl();
  if (!slug) return null;
  return (
    <a
      href={storefrontPath(slug)}
      target="_blank"
      rel="noreferrer"
      className={buttonClassName('primary')}
    >
      {t('empty.link')}
      <ExternalLink aria-hidden="true" className="size-4" />
    </a>
  );
}
