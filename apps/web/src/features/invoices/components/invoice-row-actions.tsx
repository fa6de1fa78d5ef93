import type { Invoice } from '@olivia/contracts/invoices';
import { useTranslation } from 'react-i18next';
import { RowActions, type RowAction } from '../../../components/resource/row-actions';
import { detailPath, editPath } from '../../../lib/screen-paths';
import { invoiceTitle } from './invoice-columns';
import { invoiceAllows, useInvoiceActions } from './use-invoice-actions';

interface InvoiceRowActionsProps {
  invoice: Invoice;
  onVoid: (invoice: Invoice) => void;
  onRemove: (invoice: Invoice) => void;
}

/** An invoice's row menu: what its detail drawer offers, as its status allows. */
export function InvoiceRowActions({ invoice, onVoid, onRemove }: InvoiceRowActionsProps) {
  const { t } = useTranslation('invoices');
  const actions = useInvoiceActions();
  const allows = invoiceAllows(invoice);
  const menu: RowAction[] = [{ label: t('actions.view'), to: detailPath(invoice.id) }];
  if (allows.send)
    menu.push({ label: t(`actions.${allows.send}`), onClick: () => void actions.send(invoice) });
  if (allows.remind)
    menu.push({ label: t('actions.remind'), onClick: () => void actions.remind(invoice) });
  menu.push({ label: t('actions.pdf'), onClick: () => void actions.pdf(invoice) });
  if (allows.edit) menu.push({ label: t('actions.edit'), to: editPath(invoice.id) });
  if (allows.void)
    menu.push({ label: t('actions.void'), danger: true, onClick: () => onVoid(invoice) });
  if (allows.remove) {
    menu.push({ label: t('actions.remove'), danger: true, onClick: () => onRemove(invoice) });
  }
  return (
    <RowActions label={t('actions.menu', { name: invoiceTitle(t, invoice) })} actions={menu} />
  );
}
