import type { FastifyInstance, InjectOptions } from 'fastify';
import { endpointUrl } from '@olivia/contracts/endpoint';
import type { BlogPostRequest } from '@olivia/contracts/blog';
import { uniqueAddress } from '../../helpers/factories';

/** The app's own origin, as the test app's APP_URL names it. */
export const SAME_ORIGIN = { origin: 'http://olivia.test' };

/** `blogAdmin=<token>` from a sign-in's answer. */
export function cookieOf(response: { headers: Record<string, unknown> }): string {
  const header = String(response.headers['set-cookie'] ?? '');
  const match = /blogAdmin=([^;]*)/.exec(header);
  if (!match?.[1]) throw new Error(`no blogAdmin cookie in ${header}`);
  return `blogAdmin=${match[1]}`;
}

export function blogSignIn(app: FastifyInstance, email: string, password: string, code?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/olivia/blog-admin/session',
    headers: SAME_ORIGIN,
    payload: { email, password, ...(code === undefined ? {} : { code }) },
    remoteAddress: uniqueAddress(),
  });
}

/** A call to a blog-admin endpoint with `cookie`, from the app's own pages unless told. */
export function asAdmin(
  app: FastifyInstance,
  cookie: string | undefined,
  request: Omit<InjectOptions, 'headers'> & { headers?: Record<string, string> },
) {
  return app.inject({
    ...request,
    headers: { ...SAME_ORIGIN, ...(cookie ? { cookie } : {}), ...request.headers },
  });
}

export const postUrl = (id?: string) =>
  id ? `/api/olivia/blog-admin/posts/${id}` : '/api/olivia/blog-admin/posts';

export const endpoint = endpointUrl;

let counter = 0;
export function postBody(overrides: Partial<BlogPostRequest> = {}): BlogPostRequest {
  counter += 1;
  return {
    title: 'Selling on WhatsApp without losing orders',
    slug: `whatsapp-orders-${Date.now().toString(36)}-${counter}`,
    excerpt: 'Keep every chat order in one list.',
    body: '## Why\n\nOne list for every order.\n\n<script>alert(1)</script>',
    tags: ['Chat', 'orders'],
    seotitle: '',
    seodescription: '',
    status: 'draft',
    ...overrides,
  };
}
