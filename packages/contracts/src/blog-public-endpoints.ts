import { z } from 'zod';
import { apiPrefixes, defineEndpoint } from './endpoint';

/** A published post as the landing page lists it (issue 29: 'the landing page shows the latest'). */
export const LatestPostSchema = z.object({
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  publishedat: z.string(),
  coverurl: z.string(),
});
export type LatestPost = z.infer<typeof LatestPostSchema>;
export const LatestPostsSchema = z.object({ content: z.array(LatestPostSchema) });

/** How many of the newest posts the landing page shows. */
export const LATEST_POSTS_SHOWN = 3;

/** The blog's public API: what a visitor's page reads, no sign-in. */
export const blogPublicEndpoints = {
  latest: defineEndpoint({
    method: 'GET',
    prefix: apiPrefixes.main,
    path: '/blog/latest',
    auth: 'public',
    response: LatestPostsSchema,
  }),
};
