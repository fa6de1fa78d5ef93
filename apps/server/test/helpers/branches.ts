import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { branchEndpoints } from '@olivia/contracts/branch-endpoints';
import type { Branch, BranchRequest } from '@olivia/contracts/branches';
import { endpointUrl } from '@olivia/contracts/endpoint';
import type { SignedIn } from './factories';

/** A believable shop of an NGN store, open on weekdays, without an address. */
export const newBranch = (overrides: Partial<BranchRequest> = {}): BranchRequest => ({
  name: 'Yaba shop',
  kind: 'shop',
  phone: '+234 803 555 0199',
  hours: [1, 2, 3, 4, 5].map((day) => ({ day, opens: '09:00', closes: '18:00' })),
  ...overrides,
});

export async function createBranch(
  app: FastifyInstance,
  owner: SignedIn,
  overrides: Partial<BranchRequest> = {},
): Promise<Branch> {
  const response = await app.inject({
    method: 'POST',
    url: endpointUrl(branchEndpoints.create),
    headers: owner.headers,
    payload: newBranch(overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Branch>();
}
