import type {
  InventoryItem,
  InventoryMovement,
  StockAdjustmentRequest,
} from '@olivia/contracts/store-admin';
import { messages } from '@olivia/contracts/messages';
import { jsonResponse, mockFetch, type RecordedRequest } from '../../../test/fetch-mock';

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

type Answer = (request: RecordedRequest) => Response | Promise<Response>;
type Operation = 'list' | 'adjust' | 'threshold' | 'movements';

const operationOf = ({ url }: RecordedRequest): Operation | undefined => {
  const path = new URL(url, 'http://localhost').pathname;
  if (path === '/api/olivia/inventory') return 'list';
  if (path === '/api/olivia/inventory/adjustments') return 'adjust';
  if (path === '/api/olivia/inventory/movements') return 'movements';
  if (/^\/api\/olivia\/inventory\/[\w-]+\/threshold$/.test(path)) return 'threshold';
  return undefined;
};

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
export function mockInventoryApi(
  store: InventoryItem[],
  history: InventoryMovement[] = [],
  answers: Partial<Record<Operation, Answer>> = {},
) {
  const page = (content: unknown[]) =>
    jsonResponse(200, { content, total: content.length, page: 0, size: 10 });
  const defaults: Record<Operation, Answer> = {
    list: ({ url }) => {
      const level = new URL(url, 'http://localhost').searchParams.get('level');
      if (level === 'out') return page(store.filter((row) => row.stock === 0));
      return page(level === 'low' ? store.filter((row) => row.low) : store);
    },
    adjust: ({ body }) => {
      const request = body as StockAdjustmentRequest;
      const done = adjusted(store, request);
      if (!done) return jsonResponse(409, { error: messages.stockBelowZero });
      const created = movement(history.length + 1, {
        productid: done.row.id,
        productname: done.row.name,
        variantid: done.variant?.id ?? null,
        variant: done.variant ? [done.variant.size, done.variant.colour].join(' / ') : '',
        change: request.change,
        stockafter: done.after,
        reason: request.reason,
        note: request.note ?? '',
      });
      history.unshift(created);
      return jsonResponse(201, created);
    },
    threshold: ({ url, body }) => {
      const index = store.findIndex((row) => url.includes(row.id));
      store[index] = levelOf({ ...(store[index] as InventoryItem), ...(body as object) });
      return jsonResponse(200, store[index]);
    },
    movements: ({ url }) => {
      const product = new URL(url, 'http://localhost').searchParams.get('product');
      return page(product ? history.filter((m) => m.productid === product) : history);
    },
  };
  const requests = mockFetch((request) => {
    const operation = operationOf(request);
    if (!operation) return jsonResponse(404, { error: 'Not Found' });
    return (answers[operation] ?? defaults[operation])(request);
  });
  const of = (operation: Operation) => requests.filter((r) => operationOf(r) === operation);
  return { requests, of };
}

/** The query parameters of a request. */
export const params = (request: RecordedRequest | undefined) =>
  Object.fromEntries(new URL(request?.url ?? '', 'http://localhost').searchParams);
