import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loadPageStrings, pageLanguage, type PageStrings } from '../../lib/page-strings';
import { receiptPage, type PageHtml } from './receipt-page-html';
import { pdfReply } from './receipts.routes';
import type { ReceiptsService } from './receipts.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const limit = (max: number) => ({ config: { rateLimit: { max, timeWindow: '1 minute' } } });

type PageRequest = FastifyRequest<{ Params: { id: string }; Querystring: { lang?: string } }>;

/**
 * A payer's receipt outside the app (issue 27), plain server HTML like the pay pages (ADR 0027):
 * `/r/<id>` and its PDF `/r/<id>/pdf`. The receipt's random id is what lets its payer see it;
 * anything else is the same 404 page.
 */
export async function receiptPageRoutes(
  app: FastifyInstance,
  opts: { receipts: ReceiptsService; html: PageHtml },
) {
  const { receipts, html } = opts;
  const stringsFor = loadPageStrings('receiptPage');
  const stringsOf = (request: PageRequest): PageStrings =>
    stringsFor(pageLanguage(request.query.lang, request.headers['accept-language']));

  const send = (reply: FastifyReply, status: number, page: string) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(page);

  const notFoundPage = (reply: FastifyReply, strings: PageStrings) =>
    send(
      reply,
      404,
      html.shell(strings, {
        title: strings.t('notFoundTitle'),
        body: html.message(strings.t('notFoundTitle'), strings.t('notFoundText')),
      }),
    );

  app.get('/r/:id', limit(120), async (request: PageRequest, reply) => {
    const strings = stringsOf(request);
    const { id } = request.params;
    const view = UUID.test(id) ? await receipts.publicReceipt(id) : undefined;
    if (!view) return notFoundPage(reply, strings);
    const pdf = `/r/${id}/pdf`;
    return send(
      reply,
      200,
      html.shell(strings, {
        title: strings.t(view.receipt.source === 'refund' ? 'refundPageTitle' : 'pageTitle', {
          number: view.receipt.number,
          store: view.store.name,
        }),
        body: receiptPage(html, strings, view, pdf),
      }),
    );
  });

  app.get('/r/:id/pdf', limit(30), async (request: PageRequest, reply) => {
    const { id } = request.params;
    const pdf = UUID.test(id) ? await receipts.publicPdf(id) : undefined;
    if (!pdf) return notFoundPage(reply, stringsOf(request));
    return reply.send(pdfReply(reply, pdf, 'inline'));
  });
}
