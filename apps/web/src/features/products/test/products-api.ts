import { brandEndpoints } from '@olivia/contracts/brand-endpoints';
import type { Brand } from '@olivia/contracts/brands';
import type { Category, Product } from '@olivia/contracts/catalog';
import { bulkEndpoints } from '@olivia/contracts/bulk-endpoints';
import { categoryEndpoints, productEndpoints } from '@olivia/contracts/catalog-endpoints';
import { productImportEndpoints } from '@olivia/contracts/product-import-endpoints';
import { uploadEndpoints } from '@olivia/contracts/upload-endpoints';
import {
  fakeEndpoint,
  fakeNamedApi,
  type FakeAnswer,
  type FakeEndpoint,
} from '../../../test/fake-api';
import { jsonResponse, type RecordedRequest } from '../../../test/fetch-mock';

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
  costprice: null,
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

/** The endpoints the fake answers, by the names tests give their answers and counts. */
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

const byId = (store: Product[], id: string) => store.findIndex((p) => p.id === id);

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
 * A fake of the products API holding `store`, with the categories and brands the form and
 * filter offer and the image upload (each upload answers the next `/files/img-N`). Lists answer
 * the store without archived products unless `status=archived` is asked, like the server; writes
 * show up next time. `answers` replaces an operation's answer.
 */
export function mockProductsApi(
  store: Product[],
  answers: Partial<Record<Operation, FakeAnswer>> = {},
) {
  let uploads = 0;
  const page = <T>(content: T[]) => ({ content, total: content.length, page: 0, size: 10 });
  const defaults = {
    list: fakeEndpoint(productEndpoints.list, ({ query }) =>
      page(
        store.filter((p) => (query.status ? p.status === query.status : p.status !== 'archived')),
      ),
    ),
    get: fakeEndpoint(
      productEndpoints.get,
      ({ params }) => store[byId(store, params.id)] ?? jsonResponse(404, { error: 'Not Found' }),
    ),
    create: fakeEndpoint(productEndpoints.create, ({ body }) => {
      const created = saved(product(store.length + 1), body as Partial<Product>);
      store.push(created);
      return created;
    }),
    update: fakeEndpoint(productEndpoints.update, ({ params, body }) => {
      const index = byId(store, params.id);
      store[index] = saved(store[index] as Product, body as Partial<Product>);
      return store[index];
    }),
    remove: fakeEndpoint(productEndpoints.remove, ({ params }) => {
      const index = byId(store, params.id);
      store[index] = { ...(store[index] as Product), status: 'archived' };
      return { status: 200, message: 'Product archived' };
    }),
    bulkStatus: fakeEndpoint(bulkEndpoints.productStatus, ({ body: { ids, status } }) => {
      const result = { done: [] as string[], refused: [] as { id: string; reason: string }[] };
      for (const id of [...ids].sort()) {
        const index = byId(store, id);
        const found = store[index];
        if (!found) {
          result.refused.push({ id, reason: 'Not Found' });
          continue;
        }
        store[index] = { ...found, status };
        result.done.push(id);
      }
      return result;
    }),
    // A product per run of one name (rows of one product follow each other), each a draft.
    import: fakeEndpoint(productImportEndpoints.import, ({ body: { rows } }) => {
      const names = rows.map((row) => row.name).filter((name, i) => name !== rows[i - 1]?.name);
      for (const name of names) store.push(product(store.length + 1, { name, status: 'draft' }));
      return { created: names.length, categoriesCreated: 0 };
    }),
    categories: fakeEndpoint(categoryEndpoints.list, () => page([shoes])),
    brands: fakeEndpoint(brandEndpoints.list, () => page([vlisco])),
    upload: fakeEndpoint(uploadEndpoints.uploadImage, () => ({
      imageURL: `/files/img-${(uploads += 1)}`,
    })),
  } satisfies Record<Operation, FakeEndpoint>;
  const api = fakeNamedApi(defaults, answers);
  return api;
}

/** The query parameters of a request. */
export const params = (request: RecordedRequest | undefined) =>
  Object.fromEntries(new URL(request?.url ?? '', 'http://localhost').searchParams);
