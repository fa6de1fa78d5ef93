import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../../lib/errors';
import { statusOfCode } from '../../plugins/errors';
import { loadPageStrings, pageLanguage, type PageStrings } from '../../lib/page-strings';
import { escapeHtml } from '../payment-links/pay-page/pay-page-html';
import type { BlogAdminAuth } from './blog-admin-auth';
import { sameOriginCheck, setBlogAdminCookie } from './blog-admin-guard';
import { blogShell } from './blog-page-html';

type SignInRequest = FastifyRequest<{
  Querystring: { lang?: string };
  Body: Record<string, string> | undefined;
}>;

const FORM_BYTES = 4 * 1024;
const limit = (max: number) => ({ config: { rateLimit: { max, timeWindow: '15 minutes' } } });

/**
 * The blog admin's sign-in page, `/blogs/sign-in` (issue 29): a plain form that posts back here;
 * a named admin's right password sets the `blogAdmin` cookie of a new server session and goes to
 * /blogs/admin. Works without scripts, like the blog's other pages.
 */
export async function blogSignInRoutes(
  app: FastifyInstance,
  opts: { auth: BlogAdminAuth; appUrl: string; production: boolean },
) {
  const stringsFor = loadPageStrings('blogPage');
  const stringsOf = (request: SignInRequest): PageStrings =>
    stringsFor(pageLanguage(request.query.lang, request.headers['accept-language']));
  const sameOrigin = sameOriginCheck({ appUrl: opts.appUrl, production: opts.production });

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BYTES },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  function form(
    reply: FastifyReply,
    strings: PageStrings,
    status: number,
    state: { email?: string; error?: string } = {},
  ) {
    const { t } = strings;
    const error = state.error ? `<p class="alert" role="alert">${escapeHtml(state.error)}</p>` : '';
    const body = `<h1>${escapeHtml(t('signInTitle'))}</h1><p class="meta">${escapeHtml(t('signInIntro'))}</p>${error}
<form method="post" class="sign-in">
<label for="email">${escapeHtml(t('email'))}</label><input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(state.email ?? '')}">
<label for="password">${escapeHtml(t('password'))}</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<label for="code">${escapeHtml(t('code'))}</label><input id="code" name="code" type="text" inputmode="text" autocomplete="one-time-code" maxlength="40">
<button type="submit">${escapeHtml(t('signIn'))}</button></form>`;
    const html = blogShell(strings, {
      head: {
        title: `${t('signInTitle')} | Olivia`,
        description: '',
        canonical: '',
        noindex: true,
      },
      body,
      blogHome: '/blogs',
      feedUrl: `${opts.appUrl}/blogs/rss.xml`,
    });
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(html);
  }

  app.get('/blogs/sign-in', limit(120), (request: SignInRequest, reply) =>
    form(reply, stringsOf(request), 200),
  );

  app.post('/blogs/sign-in', limit(20), async (request: SignInRequest, reply) => {
    const strings = stringsOf(request);
    const email = String(request.body?.email ?? '')
      .trim()
      .toLowerCase()
      .slice(0, 200);
    const password = String(request.body?.password ?? '').slice(0, 200);
    const code = String(request.body?.code ?? '').slice(0, 40);
    try {
      sameOrigin(request);
      const { token, expiresAt } = await opts.auth.signIn(
        email,
        password,
        {
          ip: request.ip,
          userAgent: request.headers['user-agent'],
        },
        code,
      );
      setBlogAdminCookie(reply, token, {
        maxAgeSeconds: Math.floor((expiresAt.getTime() - Date.now()) / 1000),
        secure: opts.production,
      });
      return reply.redirect('/blogs/admin', 303);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      const status = statusOfCode[error.code];
      return form(reply, strings, status, { email, error: strings.message(error.message) });
    }
  });
}
