import { MessageResponseSchema } from './auth';
import {
  BlogAdminSchema,
  BlogAdminSignInSchema,
  BlogPostIdParamsSchema,
  BlogPostListSchema,
  BlogPostRequestSchema,
  BlogPostSchema,
  BlogPostsQuerySchema,
  BlogPreviewRequestSchema,
  BlogPreviewSchema,
} from './blog';
import { apiPrefixes, defineEndpoint } from './endpoint';
import { UploadResponseSchema, UPLOAD_FIELD } from './upload';

const main = apiPrefixes.main;

/**
 * The blog admin's API (issue 29). Not a store's session: each call carries the `blogAdmin`
 * cookie the sign-in set (httpOnly, SameSite=Strict), which the server checks against its
 * session table, and every write must come from the app's own origin. Hence `auth: 'public'`
 * here: the blog's own check runs on the server (`modules/blog/blog-admin-guard.ts`).
 */
export const blogEndpoints = {
  signIn: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/blog-admin/session',
    auth: 'public',
    body: BlogAdminSignInSchema,
    response: BlogAdminSchema,
  }),
  /** Who the cookie names, or 401: the web's blog-admin guard asks this. */
  session: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/blog-admin/session',
    auth: 'public',
    response: BlogAdminSchema,
  }),
  signOut: defineEndpoint({
    method: 'DELETE',
    prefix: main,
    path: '/blog-admin/session',
    auth: 'public',
    response: MessageResponseSchema,
  }),
  list: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/blog-admin/posts',
    auth: 'public',
    query: BlogPostsQuerySchema,
    response: BlogPostListSchema,
  }),
  get: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/blog-admin/posts/:id',
    auth: 'public',
    params: BlogPostIdParamsSchema,
    response: BlogPostSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/blog-admin/posts',
    auth: 'public',
    body: BlogPostRequestSchema,
    response: BlogPostSchema,
    status: 201,
  }),
  update: defineEndpoint({
    method: 'PUT',
    prefix: main,
    path: '/blog-admin/posts/:id',
    auth: 'public',
    params: BlogPostIdParamsSchema,
    body: BlogPostRequestSchema,
    response: BlogPostSchema,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    prefix: main,
    path: '/blog-admin/posts/:id',
    auth: 'public',
    params: BlogPostIdParamsSchema,
    response: MessageResponseSchema,
  }),
  /** The body's Markdown as readers will see it: rendered and sanitised by the server. */
  preview: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/blog-admin/preview',
    auth: 'public',
    body: BlogPreviewRequestSchema,
    response: BlogPreviewSchema,
  }),
  /** A cover image, stored as the app's other public images are (ADR 0011). */
  uploadCover: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/blog-admin/cover',
    auth: 'public',
    multipart: { field: UPLOAD_FIELD },
    response: UploadResponseSchema,
  }),
};
