import type { Customer } from '@olivia/contracts/customers';
import { useTranslation } from 'react-i18next';
import { RowActions, type RowAction } from '../../../components/resource/row-actions';
import { editPath } from '../../../lib/screen-paths';
import { customerName } from './customer-name';

interface CustomerRowActionsProps {
  customer: Customer;
  /** Only the main user erases a customer's data. */
  canErase: boolean;
  onErase: (customer: Customer) => void;
}

/** A customer's row menu: edit, and for the main user erase; an erased customer has neither. */
export function CustomerRowActions({ customer, canErase, onErase }: CustomerRowActionsProps) {
  const { t } = useTranslation('customers');
  if (customer.erasedat) return null;
  const actions: RowAction[] = [{ label: t('actions.edit'), to: editPath(customer.id) }];
  if (canErase) {
    actions.push({ label: t('erase.action'), danger: true, onClick: () => onErase(customer) });
  }
  return (
    <RowActions label={t('actions.menu', { name: customerName(customer, t) })} actions={actions} />
  );
}
