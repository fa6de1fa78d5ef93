import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PAYMENT_LINK_SLUG, StartLinkPaymentRequestSchema } from '@olivia/contracts/payment-links';
import { DomainError } from '../../../lib/errors';
import { loadPageStrings, pageLanguage, type PageStrings } from '../../../lib/page-strings';
import { isBot } from '../../storefront/bot-user-agents';
import type { LinkCheckout } from '../link-checkout.service';
import { linkPage, messagePage, pageShell, paymentPage, type FormState } from './pay-page-html';
import { PAY_SCRIPT } from './pay-script';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const FORM_BYTES = 16 * 1024;
const limit = (max: number, timeWindow: string) => ({ config: { rateLimit: { max, timeWindow } } });

type PageRequest = FastifyRequest<{
  Params: { slug: string; id?: string };
  Querystring: { lang?: string; amount?: string };
}>;

/** An amount a link's QR code carries (`?amount=`): a plain number in major units, or none. */
const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;
const presetAmount = (amount: unknown) =>
  typeof amount === 'string' && AMOUNT.test(amount) ? amount : undefined;

/** The form's fields as the contract takes them: `answers.0`… into `answers`, amount a number. */
function formBody(fields: Record<string, string>) {
  const answers = [0, 1, 2].map((index) => fields[`answers.${index}`] ?? '');
  const amount = fields.amount?.trim();
  return {
    name: fields.name ?? '',
    email: fields.email?.trim() ?? '',
    phone: fields.phone ?? '',
    address: fields.address ?? '',
    answers,
    ...(amount ? { amount: Number(amount) } : {}),
    method: fields.method === 'card' ? 'card' : 'transfer',
    bank: fields.method === 'card' ? '' : (fields.bank ?? ''),
    code: fields.code ?? '',
  };
}

/**
 * The payer's pages of a payment link, rendered here as plain HTML with one small script
 * (ADR 0027): `/pay/<slug>` (the link and its form; the form posts back to it) and
 * `/pay/<slug>/p/<id>` (the account to pay into, then the thanks). No framework reaches a
 * payer's phone.
 */
export async function payPageRoutes(
  app: FastifyInstance,
  opts: { checkout: LinkCheckout; sandbox: boolean },
) {
  const { checkout } = opts;
  const stringsFor = loadPageStrings('payPage');
  const stringsOf = (request: PageRequest): PageStrings =>
    stringsFor(pageLanguage(request.query.lang, request.headers['accept-language']));
  const withLanguage = (path: string, strings: PageStrings) =>
    strings.language === 'en' ? path : `${path}?lang=${strings.language}`;

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BYTES },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const send = (reply: FastifyReply, status: number, html: string) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(html);

  const notFoundPage = (reply: FastifyReply, strings: PageStrings) =>
    send(
      reply,
      404,
      pageShell(strings, {
        title: strings.t('notFoundTitle'),
        body: messagePage(strings.t('notFoundTitle'), strings.t('notFoundText')),
      }),
    );

  async function renderLink(
    request: PageRequest,
    reply: FastifyReply,
    status: number,
    form?: FormState,
  ) {
    const strings = stringsOf(request);
    const { slug } = request.params;
    if (!PAYMENT_LINK_SLUG.test(slug)) return notFoundPage(reply, strings);
    let link;
    try {
      const view = request.method === 'GET' && !isBot(request.headers['user-agent']);
      link = await checkout.link(slug, { view });
    } catch (error) {
      if (error instanceof DomainError && error.code === 'not_found') {
        return notFoundPage(reply, strings);
      }
      throw error;
    }
    const body = linkPage(strings, link, withLanguage(`/pay/${slug}`, strings), form);
    return send(
      reply,
      status,
      pageShell(strings, { title: strings.t('payStore', { store: link.store.name }), body }),
    );
  }

  /** The page again with the code's saving, or its reason on the field. */
  async function applyCode(
    request: PageRequest,
    reply: FastifyReply,
    values: Record<string, string>,
    body: ReturnType<typeof formBody>,
  ) {
    const strings = stringsOf(request);
    const code = body.code.trim().slice(0, 40);
    if (code === '') return renderLink(request, reply, 200, { values, errors: {} });
    try {
      const quote = await checkout.quote(request.params.slug, {
        code,
        email: body.email.slice(0, 200),
        amount: undefined,
      });
      return renderLink(request, reply, 200, { values, errors: {}, quote });
    } catch (error) {
      if (!(error instanceof DomainError) || !error.details?.code) throw error;
      const errors = { code: strings.message(error.details.code[0] ?? '') };
      return renderLink(request, reply, 400, { values, errors });
    }
  }

  app.get('/pay-assets/pay.js', (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(PAY_SCRIPT),
  );

  /** `?amount=` pre-fills the amount a payer chooses (a QR code's amount); a fixed link ignores it. */
  app.get('/pay/:slug', limit(120, '1 minute'), (request: PageRequest, reply) => {
    const amount = presetAmount(request.query.amount);
    return renderLink(request, reply, 200, amount ? { values: { amount }, errors: {} } : undefined);
  });

  app.post('/pay/:slug', limit(20, '1 hour'), async (request: PageRequest, reply) => {
    const strings = stringsOf(request);
    const fields = (request.body ?? {}) as Record<string, string>;
    const values = Object.fromEntries(
      Object.entries(fields).filter(([, value]) => typeof value === 'string'),
    );
    const body = formBody(values);
    // Apply: the code priced with the page as it is (ADR 0034); nothing starts.
    if (values.intent === 'apply') return applyCode(request, reply, values, body);
    const parsed = StartLinkPaymentRequestSchema.safeParse(body);
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path.join('.');
        errors[key] ??= strings.message(issue.message);
      }
      return renderLink(request, reply, 400, { values, errors });
    }
    try {
      const payment = await checkout.start(request.params.slug, parsed.data);
      if (payment.checkouturl) return reply.redirect(payment.checkouturl, 303);
      const path = withLanguage(`/pay/${request.params.slug}/p/${payment.id}`, strings);
      return reply.redirect(path, 303);
    } catch (error) {
      if (!(error instanceof DomainError) || error.code === 'not_found') {
        if (error instanceof DomainError) return notFoundPage(reply, strings);
        throw error;
      }
      const errors = Object.fromEntries(
        Object.entries(error.details ?? {}).map(([key, [message = '']]) => [
          key,
          strings.message(message),
        ]),
      );
      const status = error.code === 'invalid' ? 400 : error.code === 'conflict' ? 409 : 502;
      // The link's products (`items.<i>`: gone or short of stock) have no field: an alert says so.
      const onFields = Object.keys(errors).some((key) => !key.startsWith('items.'));
      const alert = onFields ? undefined : strings.message(error.message);
      return renderLink(request, reply, status, { values, errors, alert });
    }
  });

  app.get('/pay/:slug/p/:id', limit(120, '1 minute'), async (request: PageRequest, reply) => {
    const strings = stringsOf(request);
    const { slug, id = '' } = request.params;
    if (!UUID.test(id)) return notFoundPage(reply, strings);
    let payment;
    try {
      payment = await checkout.payment(id, { verify: true });
    } catch (error) {
      if (error instanceof DomainError && error.code === 'not_found') {
        return notFoundPage(reply, strings);
      }
      throw error;
    }
    if (payment.link.slug !== slug) return notFoundPage(reply, strings);
    const body = paymentPage(strings, payment, {
      startAgain: withLanguage(`/pay/${slug}`, strings),
      sandbox: opts.sandbox,
    });
    const pending = payment.status === 'pending';
    return send(
      reply,
      200,
      pageShell(strings, {
        title: strings.t('payStore', { store: payment.store.name }),
        body,
        script: pending,
        refreshSeconds: pending ? 10 : undefined,
        redirect: payment.redirecturl || undefined,
      }),
    );
  });
}
