import type {
  InventoryItem,
  InventoryMovement,
  StockAdjustmentRequest,
} from '@olivia/contracts/inventory';
import { orderMessages } from '@olivia/contracts/order-messages';
import { inventoryEndpoints } from '@olivia/contracts/inventory-endpoints';
import { fakeApi, fakeEndpoint } from '../../../test/fake-api';
import { jsonResponse, type RecordedRequest } from '../../../test/fetch-mock';

export const uuid = (index: number) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;

export const item = (index: number, overrides: Partial<InventoryItem> = {}): InventoryItem => ({
  id: uuid(index),
  name: ['Ankara dress', 'Leather sandals', 'Beaded bag'][index - 1] ?? `Product ${index}`,
  sku: `SKU-${index}`,
  image: '',
  status: 'active',
  stock: 12,
  lowstockthreshold: 5,
  low: false,
  variants: [],
  ...overrides,
});

export const movement = (
  index: number,
  overrides: Partial<InventoryMovement> = {},
): InventoryMovement => ({
  id: uuid(700 + index),
  productid: uuid(1),
  variantid: null,
  productname: 'Ankara dress',
  variant: '',
  change: 5,
  stockafter: 12,
  reason: 'received',
  note: '',
  orderid: null,
  ordernumber: null,
  by: 'Ada Obi',
  createdat: '2026-03-05T14:07:00.000Z',
  ...overrides,
});

const levelOf = (row: InventoryItem) => ({ ...row, low: row.stock <= row.lowstockthreshold });

/** Applies an adjustment to the store as the server would; undefined when it goes below 0. */
function adjusted(store: InventoryItem[], body: StockAdjustmentRequest) {
  const index = store.findIndex((row) => row.id === body.productid);
  const row = store[index] as InventoryItem;
  const variant = row.variants.find((v) => v.id === body.variantid);
  const after = (variant ? variant.stock : row.stock) + body.change;
  if (after < 0) return undefined;
  const variants = row.variants.map((v) => (v === variant ? { ...v, stock: after } : v));
  const stock = variant ? variants.reduce((sum, v) => sum + v.stock, 0) : after;
  store[index] = levelOf({ ...row, variants, stock });
  return { row, variant, after };
}

/**
 * A fake of the inventory API holding `store` and its `history` (newest first): lists answer
 * the store (level filtered like the server), adjustments and thresholds change it.
 */
export function mockInventoryApi(store: InventoryItem[], history: InventoryMovement[] = []) {
  const page = <T>(content: T[]) => ({ content, total: content.length, page: 0, size: 10 });
  const api = fakeApi(
    fakeEndpoint(inventoryEndpoints.list, ({ query: { level } }) => {
      if (level === 'out') return page(store.filter((row) => row.stock === 0));
      return page(level === 'low' ? store.filter((row) => row.low) : store);
    }),
    fakeEndpoint(inventoryEndpoints.adjust, ({ body }) => {
      const done = adjusted(store, body);
      if (!done) return jsonResponse(409, { error: orderMessages.stockBelowZero });
      const created = movement(history.length + 1, {
        productid: done.row.id,
        productname: done.row.name,
        variantid: done.variant?.id ?? null,
        variant: done.variant ? [done.variant.size, done.variant.colour].join(' / ') : '',
        change: body.change,
        stockafter: done.after,
        reason: body.reason,
        note: body.note ?? '',
      });
      history.unshift(created);
      return created;
    }),
    fakeEndpoint(inventoryEndpoints.setThreshold, ({ params, body }) => {
      const index = store.findIndex((row) => row.id === params.id);
      store[index] = levelOf({ ...(store[index] as InventoryItem), ...body });
      return store[index];
    }),
    fakeEndpoint(inventoryEndpoints.movements, ({ query: { product } }) =>
      page(product ? history.filter((m) => m.productid === product) : history),
    ),
  );
  const endpoints = {
    list: inventoryEndpoints.list,
    adjust: inventoryEndpoints.adjust,
    threshold: inventoryEndpoints.setThreshold,
    movements: inventoryEndpoints.movements,
  };
  return { ...api, of: (operation: keyof typeof endpoints) => api.of(endpoints[operation]) };
}

/** The query parameters of a request. */
export const params = (request: RecordedRequest | undefined) =>
  Object.fromEntries(new URL(request?.url ?? '', 'http://localhost').searchParams);
