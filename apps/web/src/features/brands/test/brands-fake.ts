import { brandEndpoints } from '@olivia/contracts/brand-endpoints';
import type { Brand } from '@olivia/contracts/brands';
import { uploadEndpoints } from '@olivia/contracts/upload-endpoints';
import { fakeApi, fakeEndpoint } from '../../../test/fake-api';
import { jsonResponse } from '../../../test/fetch-mock';

export const brandId = (index: number) => `00000000-0000-4000-8000-0000000000${10 + index}`;

export const brand = (index: number, overrides: Partial<Brand> = {}): Brand => ({
  id: brandId(index),
  name: ['Vlisco', 'Woodin', 'Da Viva'][index - 1] ?? `Brand ${index}`,
  description: index === 1 ? 'Dutch wax prints' : '',
  logourl: index === 1 ? '/files/logo-1' : '',
  active: index !== 3,
  productcount: index === 1 ? 4 : 0,
  createdat: '2026-03-05T14:07:00.000Z',
  ...overrides,
});

/**
 * A fake of the brands API holding `store` (changed by create, update and remove) and the image
 * upload (answering `/files/logo-N`). Lists answer the store narrowed by `status`, like the server.
 */
export function fakeBrandsApi(store: Brand[], create?: () => Response | undefined) {
  let uploads = 0;
  const indexOf = (id: string) => store.findIndex((b) => b.id === id);
  return fakeApi(
    fakeEndpoint(brandEndpoints.list, ({ query }) => {
      const content = store.filter(
        (b) => !query.status || b.active === (query.status === 'active'),
      );
      return { content, total: content.length, page: 0, size: 10 };
    }),
    fakeEndpoint(
      brandEndpoints.get,
      ({ params }) => store[indexOf(params.id)] ?? jsonResponse(404, { error: 'Not Found' }),
    ),
    fakeEndpoint(brandEndpoints.create, ({ body }) => {
      const refused = create?.();
      if (refused) return refused;
      const created = { ...brand(store.length + 1), productcount: 0, ...body } as Brand;
      store.push(created);
      return created;
    }),
    fakeEndpoint(brandEndpoints.update, ({ params, body }) => {
      const index = indexOf(params.id);
      store[index] = { ...store[index], ...body } as Brand;
      return store[index];
    }),
    fakeEndpoint(brandEndpoints.remove, ({ params }) => {
      store.splice(indexOf(params.id), 1);
      return { status: 200, message: 'Brand removed' };
    }),
    fakeEndpoint(uploadEndpoints.uploadImage, () => ({
      imageURL: `/files/logo-${(uploads += 2)}`,
    })),
  );
}
