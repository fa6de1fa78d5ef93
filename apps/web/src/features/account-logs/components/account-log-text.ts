import type { AccountLogEntry } from '@olivia/contracts/account-logs';
import type { TFunction } from 'i18next';
import { detailPath, editPath, screenPaths } from '../../../lib/screen-paths';

type T = TFunction<'accountLogs'>;

/**
 * What the entry records, e.g. 'Changed a product'; an action without words of its own reads
 * 'Product: archived'.
 */
export function actionLabel(t: T, entry: Pick<AccountLogEntry, 'action' | 'objecttype'>): string {
  const known = t(`actions.${entry.action}` as 'actions.other', { defaultValue: '' });
  if (known) return known;
  const verb = entry.action.slice(entry.action.indexOf('.') + 1).replaceAll('_', ' ');
  return t('actions.other', { object: objectLabel(t, entry.objecttype), verb });
}

export const objectLabel = (t: T, type: string) =>
  t(`objects.${type}` as 'objects.product', { defaultValue: type });

/** Who acted: the person's name (or e-mail), a former member, or Olivia/a customer. */
export function actorLabel(t: T, actor: AccountLogEntry['actor']): string {
  if (actor.kind === 'system') return t('actors.system');
  if (actor.kind === 'former') return t('actors.former');
  return actor.name || actor.email;
}

/** Where the record an entry is about can be opened, if it has a screen. */
export function objectPath(entry: Pick<AccountLogEntry, 'objecttype' | 'objectid'>): string | null {
  const id = encodeURIComponent(entry.objectid);
  switch (entry.objecttype) {
    case 'product':
      return `${screenPaths.products}/${editPath(id)}`;
    case 'category':
      return `${screenPaths.categories}/${editPath(id)}`;
    case 'brand':
      return `${screenPaths.brands}/${editPath(id)}`;
    case 'payment_link':
      return `${screenPaths.paymentLinks}/${detailPath(id)}`;
    case 'invoice':
      return `${screenPaths.invoices}/${detailPath(id)}`;
    case 'card_payment':
      return `${screenPaths.cardTransactions}/${detailPath(id)}`;
    case 'split_payee':
    case 'split_group':
      return screenPaths.splitPayments;
    case 'qr_code':
      return `${screenPaths.qrCodes}/${editPath(id)}`;
    case 'promotion':
      return `${screenPaths.promotions}/${editPath(id)}`;
    case 'banner':
      return `${screenPaths.banners}/${editPath(id)}`;
    case 'address':
      return `${screenPaths.addresses}/${editPath(id)}`;
    case 'supplier':
      return `${screenPaths.suppliers}/${detailPath(id)}`;
    case 'purchase_order':
      // The order's drawer under the suppliers screen (not the API's /orders).
      return [screenPaths.suppliers, 'orders', id].join('/');
    case 'delivery_zone':
      return `${screenPaths.deliveryRoutes}/${editPath(id)}`;
    case 'delivery_run':
      return `${screenPaths.deliveryRoutes}/runs/${id}?view=runs`;
    case 'branch':
      return `${screenPaths.branches}/${detailPath(id)}`;
    case 'sub_user':
      return `${screenPaths.subUsers}/${editPath(id)}`;
    case 'order':
      return `${screenPaths.orders}/${id}`;
    case 'receipt':
      return screenPaths.receipts;
    case 'payout':
    case 'top_up':
      return screenPaths.transactions;
    case 'inventory':
      return screenPaths.inventory;
    case 'return':
      return screenPaths.returnedItems;
    case 'review':
      return screenPaths.customerReviews;
    case 'advert':
      return screenPaths.adverts;
    case 'domain':
      return screenPaths.domains;
    case 'expense':
      return `${screenPaths.expenditures}/${editPath(id)}`;
    case 'expense_category':
      return screenPaths.expenditures;
    case 'store':
    case 'settlement_account':
      return screenPaths.storeSetup;
    default:
      return null;
  }
}

/** The fields an entry changed, e.g. 'name, price'. */
export const changedFields = (entry: Pick<AccountLogEntry, 'changes'>) =>
  Object.keys(entry.changes).join(', ');
