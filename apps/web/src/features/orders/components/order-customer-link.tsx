import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { CopyButton } from '../../../components/ui/copy-button';

/** What the new order's drawer hands its detail: the customer's link, shown once. */
export interface CustomerLinkState {
  customerurl: string;
}

const linkOf = (state: unknown) =>
  typeof state === 'object' && state !== null && 'customerurl' in state
    ? String((state as CustomerLinkState).customerurl)
    : '';

/**
 * Just after an order is taken: the customer's page of it (with its secret), to copy and send
 * by WhatsApp or text. It is not shown again: closing it forgets it.
 */
export function OrderCustomerLink() {
  const { t } = useTranslation('orders');
  const location = useLocation();
  const navigate = useNavigate();
  const url = linkOf(location.state);
  if (!url) return null;
  const dismiss = () =>
    void navigate(
      { pathname: location.pathname, search: location.search },
      { replace: true, state: null },
    );
  return (
    <section
      aria-label={t('customerLink.title')}
      className="space-y-2 rounded-md border border-primary/30 bg-primary-light p-4 text-sm dark:bg-primary/10"
    >
      <div className="flex items-start justify-between gap-2">
        <h3 className="font-semibold text-dark dark:text-white">{t('customerLink.title')}</h3>
        <button
          type="button"
          onClick={dismiss}
          aria-label={t('customerLink.dismiss')}
          className="rounded-md p-1 hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-primary dark:hover:bg-white/10"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
      <p className="text-gray-700 dark:text-gray-300">{t('customerLink.intro')}</p>
      <div className="flex items-center gap-2 rounded-md bg-white px-3 py-2 dark:bg-gray-900">
        <code className="min-w-0 flex-1 text-xs break-all">{url}</code>
        <CopyButton
          text={url}
          label={t('customerLink.copy')}
          copiedLabel={t('customerLink.copied')}
          className="shrink-0 text-primary"
        />
      </div>
    </section>
  );
}
