import type { StoreSetup } from '@olivia/contracts/store-admin';
import { jsonResponse, mockFetch, type RecordedRequest } from '../../../test/fetch-mock';

export const storeSetup = (overrides: Partial<StoreSetup> = {}): StoreSetup => ({
  name: 'Ada Stores',
  url: 'ada-stores',
  description: 'Hand-made bags and shoes.',
  email: 'hello@ada.example.com',
  phone: '+2348012345678',
  address: '12 Marina Road, Lagos',
  deliveryfee: 1500.5,
  currency: 'NGN',
  logourl: '',
  ...overrides,
});

type Answer = (request: RecordedRequest) => Response | Promise<Response>;
type Operation = 'get' | 'update' | 'setLogo' | 'removeLogo' | 'upload';

const operationOf = ({ method, url }: RecordedRequest): Operation | undefined => {
  const path = new URL(url, 'http://localhost').pathname;
  if (path === '/api/olivia/app-images' && method === 'POST') return 'upload';
  if (path === '/api/olivia/store-setup') return method === 'PUT' ? 'update' : 'get';
  if (path === '/api/olivia/store-setup/logo') return method === 'PUT' ? 'setLogo' : 'removeLogo';
  return undefined;
};

/**
 * A fake of the set-up API holding one record: writes change it, like the server, and each
 * logo upload answers the next `/files/logo-N`.
 */
export function mockStoreSetupApi(
  initial: StoreSetup = storeSetup(),
  answers: Partial<Record<Operation, Answer>> = {},
) {
  let record = initial;
  let uploads = 0;
  const defaults: Record<Operation, Answer> = {
    get: () => jsonResponse(200, record),
    update: ({ body }) => {
      record = { ...record, ...(body as Partial<StoreSetup>) };
      return jsonResponse(200, record);
    },
    setLogo: ({ body }) => {
      record = { ...record, logourl: (body as { logourl: string }).logourl };
      return jsonResponse(200, record);
    },
    removeLogo: () => {
      record = { ...record, logourl: '' };
      return jsonResponse(200, { status: 200, message: 'Logo removed' });
    },
    upload: () => jsonResponse(200, { imageURL: `/files/logo-${(uploads += 1)}` }),
  };
  const requests = mockFetch((request) => {
    const operation = operationOf(request);
    if (!operation) return jsonResponse(404, { error: 'Not Found' });
    return (answers[operation] ?? defaults[operation])(request);
  });
  const of = (operation: Operation) => requests.filter((r) => operationOf(r) === operation);
  return { requests, of, record: () => record };
}

/** A small image of `type` (`size` bytes) to upload. */
export const image = (name = 'logo.png', type = 'image/png', size = 4) =>
  new File([new Uint8Array(size)], name, { type });
