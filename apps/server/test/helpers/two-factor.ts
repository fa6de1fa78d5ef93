import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { authEndpoints } from '@olivia/contracts/auth-endpoints';
import { signInStepEndpoints } from '@olivia/contracts/sign-in-step-endpoints';
import { securityEndpoints } from '@olivia/contracts/security-endpoints';
import { expect } from 'vitest';
import { uniqueAddress } from './factories';

type Headers = { token: string; systemid: string };
/** Ten codes; the tests use the first four. */
type RecoveryCodeList = [string, string, string, string, ...string[]];

/** The code of `secret` `stepsAhead` 30-second steps from now (1: the next one, still accepted). */
export const codeOf = (secret: string, stepsAhead = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

export const securityCall = (
  app: FastifyInstance,
  endpoint: (typeof securityEndpoints)[keyof typeof securityEndpoints],
  headers: Headers | Record<string, never>,
  payload?: unknown,
  params?: { id: string },
) =>
  app.inject({
    method: endpoint.method,
    url: endpointUrl(endpoint as { prefix: typeof endpoint.prefix; path: string }, params),
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** Turns two-step sign-in on for the signed-in user: its secret and recovery codes. */
export async function turnOnTwoFactor(app: FastifyInstance, headers: Headers) {
  const setup = await securityCall(app, securityEndpoints.startSetup, headers);
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json<{ secret: string }>();
  const confirmed = await securityCall(app, securityEndpoints.confirmSetup, headers, {
    code: await codeOf(secret),
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const { recoverycodes } = confirmed.json<{ recoverycodes: string[] }>();
  expect(recoverycodes).toHaveLength(10);
  return { secret, recoverycodes: recoverycodes as RecoveryCodeList };
}

/** Sign-in's first step; answers the parsed body and status. */
export async function passwordStep(app: FastifyInstance, email: string, password: string) {
  const response = await app.inject({
    method: 'POST',
    url: endpointUrl(authEndpoints.signIn),
    payload: { username: email, password },
    remoteAddress: uniqueAddress(),
  });
  return response;
}

export const codeStep = (app: FastifyInstance, challenge: string, code: string) =>
  app.inject({
    method: 'POST',
    url: endpointUrl(signInStepEndpoints.signInCode),
    payload: { challenge, code },
    remoteAddress: uniqueAddress(),
  });
