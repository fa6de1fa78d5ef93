import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { QR_CODE_PATTERN, QR_SCAN_PATH } from '@olivia/contracts/qr-codes';
import { qrCodeEndpoints } from '@olivia/contracts/qr-code-endpoints';
import { loadPageStrings, pageLanguage } from '../../lib/page-strings';
import { sessionOf } from '../../plugins/auth';
import { route } from '../../plugins/endpoint';
import { messagePage, pageShell } from '../payment-links/pay-page/pay-page-html';
import { isBot } from '../storefront/bot-user-agents';
import type { QrCodesService } from './qr-codes.service';

const limit = (max: number, timeWindow: string) => ({ config: { rateLimit: { max, timeWindow } } });

/** The store's QR codes: every signed-in user of the store; the session is the actor. */
export async function qrCodesRoutes(app: FastifyInstance, opts: { qrCodes: QrCodesService }) {
  const { qrCodes } = opts;
  route(app, qrCodeEndpoints.list, (request) =>
    qrCodes.list(sessionOf(request).storeId, request.query),
  );
  route(app, qrCodeEndpoints.storeCode, (request) => qrCodes.storeCode(sessionOf(request)));
  route(app, qrCodeEndpoints.get, (request) =>
    qrCodes.get(sessionOf(request).storeId, request.params.id),
  );
  route(app, qrCodeEndpoints.create, (request) => qrCodes.create(sessionOf(request), request.body));
  route(app, qrCodeEndpoints.update, (request) =>
    qrCodes.update(sessionOf(request), request.params.id, request.body),
  );
  route(app, qrCodeEndpoints.remove, async (request) => {
    await qrCodes.remove(sessionOf(request), request.params.id);
    return { status: 200, message: 'QR code removed' };
  });
  // Drawing a print-size PNG costs a few milliseconds: plenty for a person, not for a loop.
  route(
    app,
    qrCodeEndpoints.image,
    async (request, reply) => {
      const image = await qrCodes.image(
        sessionOf(request).storeId,
        request.params.id,
        request.query,
      );
      return reply
        .type(image.contentType)
        .header('cache-control', 'private, max-age=3600')
        .send(image.body);
    },
    limit(120, '1 minute'),
  );
}

type ScanRequest = FastifyRequest<{ Params: { code: string }; Querystring: { lang?: string } }>;

/**
 * `/q/<code>`, what a printed code opens (outside /api): counts a person's scan (not a bot's)
 * and sends them on with a 302; a code that is gone or switched off answers a small page.
 */
export async function qrScanRoutes(app: FastifyInstance, opts: { qrCodes: QrCodesService }) {
  const { qrCodes } = opts;
  const stringsFor = loadPageStrings('qrScanPage');

  const page = (request: ScanRequest, reply: FastifyReply, status: 404 | 410) => {
    const strings = stringsFor(
      pageLanguage(request.query.lang, request.headers['accept-language']),
    );
    const [title, text] =
      status === 404
        ? [strings.t('notFoundTitle'), strings.t('notFoundText')]
        : [strings.t('goneTitle'), strings.t('goneText')];
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(pageShell(strings, { title, body: messagePage(title, text) }));
  };

  app.get(`${QR_SCAN_PATH}/:code`, limit(120, '1 minute'), async (request: ScanRequest, reply) => {
    const { code } = request.params;
    if (!QR_CODE_PATTERN.test(code)) return page(request, reply, 404);
    const scan = await qrCodes.scan(code, !isBot(request.headers['user-agent']));
    if (scan.outcome === 'missing') return page(request, reply, 404);
    if (scan.outcome === 'gone') return page(request, reply, 410);
    // Never cached: each scan passes here and is counted.
    return reply.header('cache-control', 'no-store').redirect(scan.location, 302);
  });
}
