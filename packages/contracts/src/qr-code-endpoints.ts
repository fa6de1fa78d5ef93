import { MessageResponseSchema } from './auth';
import { apiPrefixes, defineEndpoint } from './endpoint';
import {
  QrCodeIdParamsSchema,
  QrCodeListSchema,
  QrCodeRequestSchema,
  QrCodeSchema,
  QrCodesQuerySchema,
  QrImageQuerySchema,
  QrImageSchema,
  UpdateQrCodeRequestSchema,
} from './qr-codes';

const main = apiPrefixes.main;

/** QR codes: every signed-in user of the store, on the resource kit (ADR 0008). */
export const qrCodeEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/qr-codes',
    auth: 'session',
    query: QrCodesQuerySchema,
    response: QrCodeListSchema,
  }),
  /**
   * The store's own code, the one /website-link shows: its oldest store code, made (and logged)
   * on first use, so the screen and the list show the same code and its scans.
   */
  storeCode: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/qr-codes/store-code',
    auth: 'session',
    response: QrCodeSchema,
  }),
  get: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/qr-codes/:id',
    auth: 'session',
    params: QrCodeIdParamsSchema,
    response: QrCodeSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/qr-codes',
    auth: 'session',
    body: QrCodeRequestSchema,
    response: QrCodeSchema,
    status: 201,
  }),
  update: defineEndpoint({
    method: 'PUT',
    prefix: main,
    path: '/qr-codes/:id',
    auth: 'session',
    params: QrCodeIdParamsSchema,
    body: UpdateQrCodeRequestSchema,
    response: QrCodeSchema,
  }),
  /** Its address stops working: a scan answers 404. */
  remove: defineEndpoint({
    method: 'DELETE',
    prefix: main,
    path: '/qr-codes/:id',
    auth: 'session',
    params: QrCodeIdParamsSchema,
    response: MessageResponseSchema,
  }),
  /** The code as an image: `image/svg+xml`, or `image/png` of `size` pixels a side. */
  image: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/qr-codes/:id/image',
    auth: 'session',
    params: QrCodeIdParamsSchema,
    query: QrImageQuerySchema,
    response: QrImageSchema,
  }),
};
