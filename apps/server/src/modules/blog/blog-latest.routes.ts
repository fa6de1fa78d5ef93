import type { FastifyInstance } from 'fastify';
import { blogPublicEndpoints, LATEST_POSTS_SHOWN } from '@olivia/contracts/blog-public-endpoints';
import type { Database } from '../../db/client';
import { route } from '../../plugins/endpoint';
import { listPublishedPosts } from './blog-posts.repository';

/** The newest published posts for the landing page (issue 29); cached briefly by browsers. */
export async function blogLatestRoutes(
  app: FastifyInstance,
  opts: { db: Database; now: () => Date },
) {
  route(app, blogPublicEndpoints.latest, async (_request, reply) => {
    const { rows } = await listPublishedPosts(opts.db, {
      page: 0,
      size: LATEST_POSTS_SHOWN,
      at: opts.now(),
    });
    void reply.header('cache-control', 'public, max-age=300');
    return {
      content: rows.map((post) => ({
        slug: post.slug,
        title: post.title,
        excerpt: post.excerpt,
        publishedat: (post.publishAt ?? post.createdAt).toISOString(),
        coverurl: post.coverUrl,
      })),
    };
  });
}
