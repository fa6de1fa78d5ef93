import type { FastifyInstance } from 'fastify';
import { pinEndpoints } from '@olivia/contracts/pin-endpoints';
import { sessionOf } from '../../plugins/auth';
import { route } from '../../plugins/endpoint';
import type { PinsService } from './pins.service';

/** A PIN is a guessable secret: besides the failure counter, a rate limit per route. */
const pinRateLimit = { config: { rateLimit: { max: 30, timeWindow: '15 minutes' } } };

export async function pinsRoutes(app: FastifyInstance, opts: { pins: PinsService }) {
  route(app, pinEndpoints.hasPersonalPin, (request) =>
    opts.pins.hasPersonalPin(sessionOf(request)),
  );
  route(
    app,
    pinEndpoints.setPersonalPin,
    (request) => opts.pins.setPersonalPin(sessionOf(request), request.body),
    pinRateLimit,
  );
  route(
    app,
    pinEndpoints.setStaffPin,
    (request) => opts.pins.setStaffPin(sessionOf(request), request.body),
    pinRateLimit,
  );
}
