import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { blogEndpoints } from '@olivia/contracts/blog-endpoints';
import { MAIN_USER } from '@olivia/contracts/roles';
import { route } from '../../plugins/endpoint';
import { readUpload } from '../files/files.routes';
import type { FilesService } from '../files/files.service';
import type { BlogAdminAuth, BlogAdminIdentity } from './blog-admin-auth';
import {
  blogAdminToken,
  clearBlogAdminCookie,
  sameOriginCheck,
  setBlogAdminCookie,
} from './blog-admin-guard';
import type { BlogService } from './blog.service';
import { renderPostMarkdown } from './markdown';

const signInLimit = { config: { rateLimit: { max: 20, timeWindow: '15 minutes' } } };
const uploadLimit = { config: { rateLimit: { max: 60, timeWindow: '15 minutes' } } };

/**
 * The blog admin's API (issue 29): sign-in sets the `blogAdmin` cookie of a server session;
 * every other call needs that session, and every write must come from the app's own pages.
 */
export async function blogAdminRoutes(
  app: FastifyInstance,
  opts: {
    auth: BlogAdminAuth;
    blog: BlogService;
    files: FilesService;
    appUrl: string;
    production: boolean;
  },
) {
  const { auth, blog } = opts;
  const sameOrigin = sameOriginCheck({ appUrl: opts.appUrl, production: opts.production });
  const admins = new WeakMap<FastifyRequest, BlogAdminIdentity>();
  const reading = async (request: FastifyRequest) => {
    admins.set(request, await auth.authenticate(blogAdminToken(request)));
  };
  /** A write: from the app's own origin first (nothing of the cookie is looked at otherwise). */
  const writing = async (request: FastifyRequest) => {
    sameOrigin(request);
    await reading(request);
  };
  const adminOf = (request: FastifyRequest) => {
    const admin = admins.get(request);
    if (!admin) throw new Error('blog admin route without its guard');
    return admin;
  };
  const who = (admin: BlogAdminIdentity) => ({ email: admin.email, name: admin.name });

  route(
    app,
    blogEndpoints.signIn,
    async (request, reply) => {
      sameOrigin(request);
      const { token, expiresAt, admin } = await auth.signIn(
        request.body.email,
        request.body.password,
        { ip: request.ip, userAgent: request.headers['user-agent'] },
        request.body.code,
      );
      setBlogAdminCookie(reply, token, {
        maxAgeSeconds: Math.floor((expiresAt.getTime() - Date.now()) / 1000),
        secure: opts.production,
      });
      return who(admin);
    },
    signInLimit,
  );

  route(app, blogEndpoints.session, (request) => who(adminOf(request)), { preHandler: reading });

  route(app, blogEndpoints.signOut, async (request, reply) => {
    sameOrigin(request);
    await auth.signOut(blogAdminToken(request));
    clearBlogAdminCookie(reply, opts.production);
    return { status: 200, message: 'Signed out' };
  });

  route(app, blogEndpoints.list, (request) => blog.list(request.query), { preHandler: reading });
  route(app, blogEndpoints.get, (request) => blog.get(request.params.id), { preHandler: reading });
  route(app, blogEndpoints.create, (request) => blog.create(request.body, adminOf(request)), {
    preHandler: writing,
  });
  route(app, blogEndpoints.update, (request) => blog.update(request.params.id, request.body), {
    preHandler: writing,
  });
  route(
    app,
    blogEndpoints.remove,
    async (request) => {
      await blog.remove(request.params.id);
      return { status: 200, message: 'Deleted' };
    },
    { preHandler: writing },
  );
  route(
    app,
    blogEndpoints.preview,
    (request) => ({ html: renderPostMarkdown(request.body.body) }),
    {
      preHandler: writing,
    },
  );

  await app.register(async (uploads) => {
    await uploads.register(fastifyMultipart);
    route(
      uploads,
      blogEndpoints.uploadCover,
      (request) => {
        const admin = adminOf(request);
        return opts.files.upload({ storeId: admin.storeId, userType: MAIN_USER }, 'banner', () =>
          readUpload(request, blogEndpoints.uploadCover.multipart.field, 'banner'),
        );
      },
      { preHandler: writing, ...uploadLimit },
    );
  });
}
