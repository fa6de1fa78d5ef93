import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { SignInResponse, SignUpRequest } from '@olivia/contracts/auth';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema/accounts';
import { testDatabase } from './test-app';

export const STRONG_PASSWORD = 'Kettle#Blue42';

/** A unique address per call, so tests sharing a database never collide. */
export const uniqueEmail = (label = 'merchant') =>
  `${label}.${randomUUID().slice(0, 8)}@example.com`;

/** A distinct client address per call, so throttling in one test never reaches another. */
let addressCounter = 0;
export const uniqueAddress = () => {
  addressCounter += 1;
  return `10.${process.pid % 250}.${Math.floor(addressCounter / 250)}.${addressCounter % 250}`;
};

export function signUpBody(overrides: Partial<SignUpRequest> = {}): SignUpRequest {
  return {
    businessname: 'Kettle & Co',
    firstname: 'Amaka',
    lastname: 'Eze',
    email: uniqueEmail(),
    phone: '+2348012345678',
    password: STRONG_PASSWORD,
    currency: 'NGN',
    ...overrides,
  };
}

export interface SignedIn {
  body: SignInResponse;
  headers: { token: string; systemid: string };
  email: string;
  password: string;
}

export async function signUp(
  app: FastifyInstance,
  overrides: Partial<SignUpRequest> = {},
): Promise<SignedIn> {
  const payload = signUpBody(overrides);
  const response = await app.inject({
    method: 'POST',
    url: '/api/olivia/signup',
    payload,
    remoteAddress: uniqueAddress(),
  });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.body}`);
  const body = response.json<SignInResponse>();
  return {
    body,
    headers: { token: body.token, systemid: body.systemid },
    email: payload.email.toLowerCase(),
    password: payload.password,
  };
}

export async function signIn(app: FastifyInstance, email: string, password: string) {
  return app.inject({
    method: 'POST',
    url: '/api/olivia/signin/web',
    payload: { username: email, password },
    remoteAddress: uniqueAddress(),
  });
}

/**
 * A store whose main user is a verified agent, as verification would leave it; real-money
 * providers move money only for agents.
 */
export async function signUpAgent(
  app: FastifyInstance,
  overrides: Partial<SignUpRequest> = {},
): Promise<SignedIn> {
  const merchant = await signUp(app, overrides);
  const { db } = await testDatabase();
  await db.update(users).set({ isAgent: true }).where(eq(users.email, merchant.email));
  return { ...merchant, body: { ...merchant.body, isAgent: true } };
}
