import type { Customer } from '@olivia/contracts/customers';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/resource/confirm-dialog';
import { toastSuccess } from '../../../lib/toast';
import { useEraseCustomer } from '../api/customers-api';

interface EraseCustomerDialogProps {
  /** The customer to erase; none, and the dialog is closed. */
  customer: Customer | null;
  onClose: () => void;
}

/**
 * Asks the main user before erasing a customer's personal data on their request, saying what goes
 * (name, contact, notes, tags, addresses), what stays without their name (orders, receipts,
 * payments) and that it cannot be undone.
 */
export function EraseCustomerDialog({ customer, onClose }: EraseCustomerDialogProps) {
  const { t } = useTranslation('customers');
  const erase = useEraseCustomer();
  if (!customer) return null;
  const { name } = customer;
  return (
    <ConfirmDialog
      key={customer.id}
      open
      title={t('erase.title', { name })}
      message={
        <div className="space-y-2">
          <p>{t('erase.removed')}</p>
          <p>{t('erase.kept')}</p>
          <p className="font-semibold text-danger">{t('erase.final')}</p>
        </div>
      }
      confirmLabel={t('erase.confirm')}
      onConfirm={async () => {
        await erase.mutateAsync(customer.id);
        toastSuccess(t('toasts.erased', { name }));
      }}
      onClose={onClose}
    />
  );
}
