import { productEndpoints } from '@olivia/contracts/catalog-endpoints';
import { customerEndpoints } from '@olivia/contracts/customer-endpoints';
import { formatMoney } from '@olivia/contracts/format-money';
import { orderEndpoints } from '@olivia/contracts/order-endpoints';
import { walletEndpoints } from '@olivia/contracts/wallet-endpoints';
import { callEndpoint } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format-date-time';
import { detailPath, editPath, screenPaths } from '../../lib/screen-paths';

/** How many records each search shows. */
export const SEARCH_HITS = 5;

/** A record found: what the option says and the drawer it opens. */
export interface SearchHit {
  id: string;
  /** Its main text: an order's number, a name, a reference. */
  label: string;
  /** A second line: the customer and total, the SKU, the e-mail and phone, the amount. */
  detail: string;
  to: string;
}

export type SearchGroupId = 'orders' | 'products' | 'customers' | 'transactions';

/** One record search over an existing list endpoint's `q` (the list's own search fields). */
export interface RecordSearch {
  id: SearchGroupId;
  /** The sidebar link whose screen lists these records; the search is the viewer's only with it. */
  screen: string;
  run(q: string, signal: AbortSignal): Promise<SearchHit[]>;
}

const first = { page: 0, size: SEARCH_HITS } as const;
const joined = (...parts: string[]) => parts.filter((part) => part !== '').join(' · ');

/**
 * The palette's searches, newest first where the list has a date: orders by number, customer name,
 * e-mail or phone; products by name or SKU; customers by name, e-mail or phone; transactions by
 * reference (each list's server-side search, ADR 0008).
 */
export const RECORD_SEARCHES: readonly RecordSearch[] = [
  {
    id: 'orders',
    screen: 'orders',
    run: async (q, signal) => {
      const { content } = await callEndpoint(orderEndpoints.list, {
        query: { ...first, q, sort: 'createdat', order: 'desc' },
        signal,
      });
      return content.map((order) => ({
        id: order.id,
        label: `#${order.number}`,
        detail: joined(order.customer.name, formatMoney(order.total, order.currency)),
        to: `${screenPaths.orders}/${detailPath(order.id)}`,
      }));
    },
  },
  {
    id: 'products',
    screen: 'products',
    run: async (q, signal) => {
      const { content } = await callEndpoint(productEndpoints.list, {
        query: { ...first, q },
        signal,
      });
      return content.map((product) => ({
        id: product.id,
        label: product.name,
        detail: product.sku,
        to: `${screenPaths.products}/${editPath(product.id)}`,
      }));
    },
  },
  {
    id: 'customers',
    screen: 'customers',
    run: async (q, signal) => {
      const { content } = await callEndpoint(customerEndpoints.list, {
        query: { ...first, q },
        signal,
      });
      return content.map((customer) => ({
        id: customer.id,
        label: customer.name,
        detail: joined(customer.email, customer.phone),
        to: `${screenPaths.customers}/${detailPath(customer.id)}`,
      }));
    },
  },
  {
    id: 'transactions',
    screen: 'allTransactions',
    run: async (q, signal) => {
      const { content } = await callEndpoint(walletEndpoints.transactions, {
        query: { ...first, q, sort: 'createdat', order: 'desc' },
        signal,
      });
      return content.map((transaction) => ({
        id: transaction.id,
        label: transaction.ref,
        detail: joined(
          transaction.agencyTxn,
          formatMoney(transaction.amount, transaction.currency),
          formatDateTime(transaction.createdat, transaction.currency),
        ),
        to: `${screenPaths.transactions}/${detailPath(transaction.id)}`,
      }));
    },
  },
];
