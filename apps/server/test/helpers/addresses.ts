import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { addressEndpoints } from '@olivia/contracts/address-endpoints';
import type { Address, AddressRequest } from '@olivia/contracts/addresses';
import { endpointUrl } from '@olivia/contracts/endpoint';
import type { SignedIn } from './factories';

type Headers = Record<string, string>;

/** A believable address of an NGN store (the factories' sign-up currency). */
export const newAddress = (overrides: Partial<AddressRequest> = {}): AddressRequest => ({
  kind: 'pickup',
  label: 'Yaba shop',
  contactname: 'Tunde Bakare',
  phone: '+234 803 555 0199',
  line1: '14 Tejuosho Market Road',
  city: 'Yaba',
  state: 'Lagos',
  lga: 'Lagos Mainland',
  landmark: 'Opposite the footbridge',
  ...overrides,
});

export const postAddress = (app: FastifyInstance, headers: Headers, payload: unknown) =>
  app.inject({
    method: 'POST',
    url: endpointUrl(addressEndpoints.create),
    headers,
    payload: payload as Record<string, unknown>,
  });

export async function createAddress(
  app: FastifyInstance,
  owner: SignedIn,
  overrides: Partial<AddressRequest> = {},
): Promise<Address> {
  const response = await postAddress(app, owner.headers, newAddress(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Address>();
}

export const makeDefault = (app: FastifyInstance, headers: Headers, id: string) =>
  app.inject({ method: 'POST', url: endpointUrl(addressEndpoints.makeDefault, { id }), headers });

export async function listAddresses(app: FastifyInstance, headers: Headers, query = '') {
  const response = await app.inject({
    url: `${endpointUrl(addressEndpoints.list)}${query}`,
    headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ content: Address[]; total: number }>();
}
