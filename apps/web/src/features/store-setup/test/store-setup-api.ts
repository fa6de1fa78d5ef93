import type { StoreSetup } from '@olivia/contracts/store-setup';
import { storeSetupEndpoints } from '@olivia/contracts/store-setup-endpoints';
import { uploadEndpoints } from '@olivia/contracts/upload-endpoints';
import {
  fakeEndpoint,
  fakeNamedApi,
  type FakeAnswer,
  type FakeEndpoint,
} from '../../../test/fake-api';

export const storeSetup = (overrides: Partial<StoreSetup> = {}): StoreSetup => ({
  name: 'Ada Stores',
  url: 'ada-stores',
  description: 'Hand-made bags and shoes.',
  email: 'hello@ada.example.com',
  phone: '+2348012345678',
  address: '12 Marina Road, Lagos',
  deliveryfee: 1500.5,
  returnwindowdays: 14,
  currency: 'NGN',
  logourl: '',
  ...overrides,
});

/** The endpoints the fake answers, by the names tests give their answers and counts. */
type Operation = 'get' | 'update' | 'setLogo' | 'removeLogo' | 'upload';

/**
 * A fake of the set-up API holding one record: writes change it, like the server, and each
 * logo upload answers the next `/files/logo-N`.
 */
export function mockStoreSetupApi(
  initial: StoreSetup = storeSetup(),
  answers: Partial<Record<Operation, FakeAnswer>> = {},
) {
  let record = initial;
  let uploads = 0;
  const defaults = {
    get: fakeEndpoint(storeSetupEndpoints.get, () => record),
    update: fakeEndpoint(storeSetupEndpoints.update, ({ body }) => {
      record = { ...record, ...body };
      return record;
    }),
    setLogo: fakeEndpoint(storeSetupEndpoints.setLogo, ({ body }) => {
      record = { ...record, logourl: body.logourl };
      return record;
    }),
    removeLogo: fakeEndpoint(storeSetupEndpoints.removeLogo, () => {
      record = { ...record, logourl: '' };
      return { status: 200, message: 'Logo removed' };
    }),
    upload: fakeEndpoint(uploadEndpoints.uploadImage, () => ({
      imageURL: `/files/logo-${(uploads += 1)}`,
    })),
  } satisfies Record<Operation, FakeEndpoint>;
  const api = fakeNamedApi(defaults, answers);
  return { ...api, record: () => record };
}

/** A small image of `type` (`size` bytes) to upload. */
export const image = (name = 'logo.png', type = 'image/png', size = 4) =>
  new File([new Uint8Array(size)], name, { type });
