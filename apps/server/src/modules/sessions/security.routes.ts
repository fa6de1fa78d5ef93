import type { FastifyInstance } from 'fastify';
import { signInStepEndpoints } from '@olivia/contracts/sign-in-step-endpoints';
import { securityEndpoints } from '@olivia/contracts/security-endpoints';
import { sessionOf } from '../../plugins/auth';
import { route } from '../../plugins/endpoint';
import type { DevicesService } from './devices.service';
import type { SecondStepSignIn } from './second-step.service';

/** Codes are guessable: a rate limit per route besides the attempt limiter (ADR 0007). */
const codeRateLimit = { config: { rateLimit: { max: 30, timeWindow: '15 minutes' } } };

/** Sign-in's second step, the step-up code and the user's devices (ADR 0040). */
export async function securityRoutes(
  app: FastifyInstance,
  opts: { secondStep: SecondStepSignIn; devices: DevicesService },
) {
  const { secondStep, devices } = opts;
  const client = (request: { ip: string; headers: Record<string, unknown> }) => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'] as string | undefined,
  });
  route(
    app,
    signInStepEndpoints.signInCode,
    (request) => secondStep.withCode(request.body, client(request)),
    codeRateLimit,
  );
  route(
    app,
    signInStepEndpoints.signInSetup,
    (request) => secondStep.startSetup(request.body),
    codeRateLimit,
  );
  route(
    app,
    signInStepEndpoints.signInSetupConfirm,
    (request) => secondStep.confirmSetup(request.body, client(request)),
    codeRateLimit,
  );
  route(
    app,
    securityEndpoints.stepUp,
    async (request) => {
      await devices.stepUp(sessionOf(request), request.body.code);
      return { status: 200, message: 'Code confirmed' };
    },
    codeRateLimit,
  );
  route(app, securityEndpoints.devices, async (request) => ({
    content: await devices.list(sessionOf(request)),
  }));
  route(app, securityEndpoints.signOutDevice, async (request) => {
    await devices.signOut(sessionOf(request), request.params.id);
    return { status: 200, message: 'Signed out' };
  });
  route(app, securityEndpoints.signOutOtherDevices, async (request) => {
    const ended = await devices.signOutOthers(sessionOf(request));
    return { status: 200, message: `Signed out ${ended}` };
  });
}
