import { brandEndpoints } from '@olivia/contracts/brand-endpoints';
import type { Brand } from '@olivia/contracts/brands';
import type { Category, Product } from '@olivia/contracts/catalog';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { jsonResponse, mockFetch, type RecordedRequest } from '../../../test/fetch-mock';

export const uuid = (index: number) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;

export const shoes: Category = {
  id: uuid(901),
  name: 'Shoes',
  description: '',
  productcount: 1,
  createdat: '2026-03-01T10:00:00.000Z',
};

export const vlisco: Brand = {
  id: uuid(902),
  name: 'Vlisco',
  description: '',
  logourl: '',
  active: true,
  productcount: 0,
  createdat: '2026-03-01T10:00:00.000Z',
};

export const product = (index: number, overrides: Partial<Product> = {}): Product => ({
  id: uuid(index),
  name: ['Ankara dress', 'Leather sandals', 'Beaded bag'][index - 1] ?? `Product ${index}`,
  description: '',
  price: 15000,
  compareatprice: null,
  sku: `SKU-${index}`,
  images: [],
  categoryid: null,
  categoryname: '',
  brandid: null,
  brandname: '',
  stock: 12,
  status: 'active',
  variants: [],
  createdat: '2026-03-05T14:07:00.000Z',
  updatedat: '2026-03-05T14:07:00.000Z',
  ...overrides,
});

type Answer = (request: RecordedRequest) => Response | Promise<Response>;
type Operation =
  | 'list'
  | 'get'
  | 'create'
  | 'update'
  | 'remove'
  | 'bulkStatus'
  | 'import'
  | 'categories'
  | 'brands'
  | 'upload';

const operationOf = ({ method, url }: RecordedRequest): Operation | undefined => {
  const path = new URL(url, 'http://localhost').pathname;
  if (path === '/api/olivia/categories') return 'categories';
  if (path === endpointUrl(brandEndpoints.list)) return 'brands';
  if (path === '/api/olivia/app-images') return 'upload';
  if (path === '/api/olivia/products') return method === 'POST' ? 'create' : 'list';
  if (path === '/api/olivia/products/bulk-status') return 'bulkStatus';
  if (path === '/api/olivia/products/import') return 'import';
  if (/^\/api\/olivia\/products\/[\w-]+$/.test(path)) {
    if (method === 'GET') return 'get';
    return method === 'DELETE' ? 'remove' : 'update';
  }
  return undefined;
};

const byId = (store: Product[], url: string) => store.findIndex((p) => url.endsWith(p.id));

/** The product the server would answer for a request body: ids and totals filled in. */
function saved(base: Product, body: Partial<Product>): Product {
  const variants = (body.variants ?? base.variants).map((v, i) => ({
    ...v,
    id: v.id ?? uuid(500 + i),
  }));
  const stock = variants.length
    ? variants.reduce((sum, v) => sum + v.stock, 0)
    : (body.stock ?? base.stock);
  const categoryid = body.categoryid === undefined ? base.categoryid : body.categoryid;
  const categoryname = categoryid === shoes.id ? shoes.name : '';
  const brandid = body.brandid === undefined ? base.brandid : body.brandid;
  const brandname = brandid === vlisco.id ? vlisco.name : '';
  return { ...base, ...body, variants, stock, categoryid, categoryname, brandid, brandname };
}

/**
 * A fake of the products API holding `store`, with the categories and brands the form and filter offer and
 * the image upload (each upload answers the next `/files/img-N`). Lists answer the store without
 * archived products unless `status=archived` is asked, like the server; writes show up next time.
 */
export function mockProductsApi(
  store: Product[],
  answers: Partial<Record<Operation, Answer>> = {},
) {
  let uploads = 0;
  const page = (content: unknown[]) =>
    jsonResponse(200, { content, total: content.length, page: 0, size: 10 });
  const defaults: Record<Operation, Answer> = {
    list: ({ url }) => {
      const status = new URL(url, 'http://localhost').searchParams.get('status');
      return page(store.filter((p) => (status ? p.status === status : p.status !== 'archived')));
    },
    get: ({ url }) => {
      const found = store[byId(store, url)];
      return found ? jsonResponse(200, found) : jsonResponse(404, { error: 'Not Found' });
    },
    create: ({ body }) => {
      const created = saved(product(store.length + 1), body as Partial<Product>);
      store.push(created);
      return jsonResponse(201, created);
    },
    update: ({ url, body }) => {
      const index = byId(store, url);
      store[index] = saved(store[index] as Product, body as Partial<Product>);
      return jsonResponse(200, store[index]);
    },
    remove: ({ url }) => {
      const index = byId(store, url);
      store[index] = { ...(store[index] as Product), status: 'archived' };
      return jsonResponse(200, { status: 200, message: 'Product archived' });
    },
    bulkStatus: ({ body }) => {
      const { ids, status } = body as { ids: string[]; status: Product['status'] };
      const result = { done: [] as string[], refused: [] as { id: string; reason: string }[] };
      for (const id of [...ids].sort()) {
        const index = store.findIndex((p) => p.id === id);
        const found = store[index];
        if (!found) {
          result.refused.push({ id, reason: 'Not Found' });
          continue;
        }
        store[index] = { ...found, status };
        result.done.push(id);
      }
      return jsonResponse(200, result);
    },
    // A product per run of one name (rows of one product follow each other), each a draft.
    import: ({ body }) => {
      const { rows } = body as { rows: { name: string }[] };
      const names = rows.map((row) => row.name).filter((name, i) => name !== rows[i - 1]?.name);
      for (const name of names) store.push(product(store.length + 1, { name, status: 'draft' }));
      return jsonResponse(201, { created: names.length, categoriesCreated: 0 });
    },
    categories: () => page([shoes]),
    brands: () => page([vlisco]),
    upload: () => jsonResponse(200, { imageURL: `/files/img-${(uploads += 1)}` }),
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
