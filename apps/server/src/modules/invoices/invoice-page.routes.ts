import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { invoicePayEndpoints } from '@olivia/contracts/invoice-endpoints';
import { PayInvoiceRequestSchema } from '@olivia/contracts/invoices';
import { DomainError } from '../../lib/errors';
import { loadPageStrings, pageLanguage, type PageStrings } from '../../lib/page-strings';
import {
  messagePage,
  pageShell,
  paymentPage,
  type FormState,
} from '../payment-links/pay-page/pay-page-html';
import { pdfReply } from '../receipts/public';
import type { InvoiceCheckout } from './invoice-checkout.service';
import { invoicePage } from './invoice-page-html';
import type { InvoicesService } from './invoices.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const limit = (max: number, timeWindow: string) => ({ config: { rateLimit: { max, timeWindow } } });

type PageRequest = FastifyRequest<{
  Params: { id: string; paymentId?: string };
  Querystring: { lang?: string };
}>;

/**
 * An invoice's pages for its customer (ADR 0029), plain server HTML like the pay pages:
 * `/i/<id>` (the invoice and the form paying all or part), `/i/<id>/p/<payment>` (the account
 * or the card's outcome), `/i/<id>/pdf`. A draft is not found.
 */
export async function invoicePageRoutes(
  app: FastifyInstance,
  opts: { checkout: InvoiceCheckout; invoices: InvoicesService; sandbox: boolean },
) {
  const { checkout, invoices } = opts;
  const pageStrings = loadPageStrings('invoicePage');
  const payStrings = loadPageStrings('payPage');
  const languageOf = (request: PageRequest) =>
    pageLanguage(request.query.lang, request.headers['accept-language']);
  const withLanguage = (path: string, strings: PageStrings) =>
    strings.language === 'en' ? path : `${path}?lang=${strings.language}`;

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const send = (reply: FastifyReply, status: number, html: string) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(html);

  const notFoundPage = (reply: FastifyReply, request: PageRequest) => {
    const strings = pageStrings(languageOf(request));
    return send(
      reply,
      404,
      pageShell(strings, {
        title: strings.t('notFoundTitle'),
        body: messagePage(strings.t('notFoundTitle'), strings.t('notFoundText')),
      }),
    );
  };

  const isNotFound = (error: unknown) => error instanceof DomainError && error.code === 'not_found';

  async function render(
    request: PageRequest,
    reply: FastifyReply,
    status: number,
    form?: FormState,
  ) {
    const language = languageOf(request);
    const strings = { page: pageStrings(language), pay: payStrings(language) };
    const view = await checkout.page(request.params.id);
    const invoice = invoices.toDto(view.invoice);
    const body = invoicePage(
      strings,
      { ...view, invoice },
      withLanguage(`/i/${invoice.id}`, strings.page).replace(/\?.*$/, ''),
      form,
    );
    return send(
      reply,
      status,
      pageShell(strings.page, {
        title: strings.page.t('title', { number: invoice.number, store: view.store.name }),
        body,
      }),
    );
  }

  app.get('/i/:id', limit(120, '1 minute'), async (request: PageRequest, reply) => {
    if (!UUID.test(request.params.id)) return notFoundPage(reply, request);
    try {
      return await render(request, reply, 200);
    } catch (error) {
      if (isNotFound(error)) return notFoundPage(reply, request);
      throw error;
    }
  });

  app.get('/i/:id/pdf', limit(30, '1 minute'), async (request: PageRequest, reply) => {
    if (!UUID.test(request.params.id)) return notFoundPage(reply, request);
    try {
      return pdfReply(reply, await invoices.pdf(null, request.params.id), 'inline');
    } catch (error) {
      if (isNotFound(error)) return notFoundPage(reply, request);
      throw error;
    }
  });

  app.post('/i/:id', limit(20, '1 hour'), async (request: PageRequest, reply) => {
    if (!UUID.test(request.params.id)) return notFoundPage(reply, request);
    const strings = payStrings(languageOf(request));
    const fields = Object.fromEntries(
      Object.entries((request.body ?? {}) as Record<string, unknown>).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
    const method = fields.method === 'transfer' ? 'transfer' : 'card';
    const parsed = PayInvoiceRequestSchema.safeParse({
      amount: fields.amount ? Number(fields.amount) : undefined,
      method,
      bank: method === 'transfer' ? (fields.bank ?? '') : '',
    });
    try {
      if (!parsed.success) {
        const errors: Record<string, string> = {};
        for (const issue of parsed.error.issues) {
          errors[issue.path.join('.')] ??= strings.message(issue.message);
        }
        return await render(request, reply, 400, { values: fields, errors });
      }
      const payment = await checkout.start(request.params.id, parsed.data);
      if (payment.checkouturl) return reply.redirect(payment.checkouturl, 303);
      return reply.redirect(withLanguage(`/i/${request.params.id}/p/${payment.id}`, strings), 303);
    } catch (error) {
      if (isNotFound(error)) return notFoundPage(reply, request);
      if (!(error instanceof DomainError)) throw error;
      const errors = Object.fromEntries(
        Object.entries(error.details ?? {}).map(([key, [message = '']]) => [
          key,
          strings.message(message),
        ]),
      );
      const status = error.code === 'invalid' ? 400 : error.code === 'conflict' ? 409 : 502;
      const alert = Object.keys(errors).length > 0 ? undefined : strings.message(error.message);
      return render(request, reply, status, { values: fields, errors, alert });
    }
  });

  app.get('/i/:id/p/:paymentId', limit(120, '1 minute'), async (request: PageRequest, reply) => {
    const { id, paymentId = '' } = request.params;
    if (!UUID.test(id) || !UUID.test(paymentId)) return notFoundPage(reply, request);
    const strings = payStrings(languageOf(request));
    let payment;
    try {
      payment = await checkout.payment(paymentId, { verify: true });
    } catch (error) {
      if (isNotFound(error)) return notFoundPage(reply, request);
      throw error;
    }
    if (payment.link.slug !== id) return notFoundPage(reply, request);
    const pending = payment.status === 'pending';
    return send(
      reply,
      200,
      pageShell(strings, {
        title: strings.t('payStore', { store: payment.store.name }),
        body: paymentPage(strings, payment, {
          startAgain: withLanguage(`/i/${id}`, strings),
          sandbox: opts.sandbox,
          pollUrl: endpointUrl(invoicePayEndpoints.payment, { id: payment.id }),
        }),
        script: pending,
        refreshSeconds: pending ? 10 : undefined,
      }),
    );
  });
}
