import type { FastifyReply, FastifyRequest } from 'fastify';
import { blogMessages } from '@olivia/contracts/blog-messages';
import { forbidden } from '../../lib/errors';

/** SPEC §2's cookie of the blog admin layout; here it holds the server session's token. */
export const BLOG_ADMIN_COOKIE = 'blogAdmin';

/** The `blogAdmin` cookie's value, if the request carries one. */
export function blogAdminToken(request: FastifyRequest): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === BLOG_ADMIN_COOKIE) {
      try {
        return decodeURIComponent(value.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** Sets the cookie: not readable by scripts, never sent by another site, https-only in production. */
export function setBlogAdminCookie(
  reply: FastifyReply,
  token: string,
  options: { maxAgeSeconds: number; secure: boolean },
) {
  const secure = options.secure ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${BLOG_ADMIN_COOKIE}=${token}; Path=/; Max-Age=${options.maxAgeSeconds}; HttpOnly; SameSite=Strict${secure}`,
  );
}

export function clearBlogAdminCookie(reply: FastifyReply, secure: boolean) {
  reply.header(
    'set-cookie',
    `${BLOG_ADMIN_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`,
  );
}

/**
 * A write to the blog must come from the app's own pages (the cookie's SameSite=Strict is the
 * first guard; this is the second, for browsers that ignore it): the browser's `Sec-Fetch-Site`
 * says same-origin, or else its `Origin` is the app's (APP_URL) — outside production, any page of
 * the server's own host (a test server on a free port). A request with neither is refused.
 */
export function sameOriginCheck(options: { appUrl: string; production: boolean }) {
  const appOrigin = new URL(options.appUrl).origin;
  const hostOf = (origin: string) => {
    try {
      return new URL(origin).host;
    } catch {
      return undefined;
    }
  };
  return (request: FastifyRequest) => {
    const site = request.headers['sec-fetch-site'];
    const origin = request.headers.origin;
    const allowed =
      site !== undefined
        ? site === 'same-origin'
        : origin !== undefined &&
          (origin === appOrigin ||
            (!options.production && hostOf(origin) === request.headers.host));
    if (!allowed) throw forbidden(blogMessages.blogCrossSite);
  };
}
