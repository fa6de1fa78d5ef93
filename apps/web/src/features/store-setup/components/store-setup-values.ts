import type { StoreSetup, UpdateStoreSetupRequest } from '@olivia/contracts/store-setup';

/** The form of the store's set-up, from its record (the delivery fee in major units). */
export function storeSetupFormValues(setup: StoreSetup): UpdateStoreSetupRequest {
  return {
    name: setup.name,
    description: setup.description,
    email: setup.email,
    phone: setup.phone,
    address: setup.address,
    deliveryfee: setup.deliveryfee,
    returnwindowdays: setup.returnwindowdays,
  };
}

/** The fields in screen order: server `details` land under them, the first one is focused. */
export const STORE_SETUP_FIELDS = [
  'name',
  'description',
  'email',
  'phone',
  'address',
  'deliveryfee',
  'returnwindowdays',
] as const satisfies readonly (keyof UpdateStoreSetupRequest)[];

/** An amount field's value: empty is NaN, so the contract says what is wrong with it. */
export const amountValue = (value: unknown): number =>
  value === '' || value === null || value === undefined ? Number.NaN : Number(value);
