import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';

interface CustomerChipProps {
  /** The customer's name; a neutral word while it loads. */
  name: string | undefined;
  onClear: () => void;
}

/** The list shows one customer's orders ('View orders' of /customers/all): said, and undone. */
export function CustomerChip({ name, onClear }: CustomerChipProps) {
  const { t } = useTranslation('orders');
  const label = t('filters.customer', { name: name ?? t('filters.oneCustomer') });
  return (
    <p className="inline-flex max-w-full items-center gap-1 rounded-full bg-primary-light py-1 ps-3 pe-1 text-sm font-medium text-primary dark:bg-primary/20">
      <span className="truncate">{label}</span>
      <button
        type="button"
        onClick={onClear}
        aria-label={t('filters.clearCustomer', { name: name ?? t('filters.oneCustomer') })}
        className="rounded-full p-1 hover:bg-primary/10 focus-visible:outline-2 focus-visible:outline-primary"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </p>
  );
}
