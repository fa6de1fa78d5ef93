import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BLOG_SLUG } from '@olivia/contracts/blog';
import type { Database } from '../../db/client';
import { loadPageStrings, pageLanguage, type PageStrings } from '../../lib/page-strings';
import { blogShell, indexPage, notFoundBody, postPage, type PageHead } from './blog-page-html';
import {
  findPublishedBySlug,
  listPublishedPosts,
  publishedTags,
  relatedPosts,
  type BlogPostRow,
} from './blog-posts.repository';
import { blogFeed } from './blog-feed';
import { readingMinutes, renderPostMarkdown } from './markdown';

const PAGE_SIZE = 10;
/** SPEC §2's admin pages under /blogs/: the web app's, not a post. */
const APP_PAGES = new Set(['admin', 'create']);
const limit = { config: { rateLimit: { max: 240, timeWindow: '1 minute' } } };

type PageRequest = FastifyRequest<{
  Params: { id?: string };
  Querystring: { lang?: string; tag?: string; page?: string };
}>;

/**
 * Olivia's blog for readers and search engines (issue 29), rendered here as plain HTML like the
 * pay pages (ADR 0027): no script, the stylesheet inline. `/blogs` (the index, `?tag=`,
 * `?page=`), `/blogs/rss.xml` (the feed) and `/blogs/<slug>` (SPEC §2's /blogs/{id}: a post).
 * /blogs/admin and /blogs/create are the web app's pages and fall through to it.
 */
export async function blogPagesRoutes(
  app: FastifyInstance,
  opts: { db: Database; appUrl: string; now?: () => Date },
) {
  const { db, appUrl } = opts;
  const now = opts.now ?? (() => new Date());
  const stringsFor = loadPageStrings('blogPage');
  const stringsOf = (request: PageRequest): PageStrings =>
    stringsFor(pageLanguage(request.query.lang, request.headers['accept-language']));
  const feedUrl = `${appUrl}/blogs/rss.xml`;
  const withMinutes = (post: BlogPostRow) => ({ post, minutes: readingMinutes(post.body) });

  const send = (reply: FastifyReply, status: number, html: string) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'public, max-age=60')
      .send(html);

  const page = (strings: PageStrings, head: PageHead, body: string) =>
    blogShell(strings, { head, body, blogHome: '/blogs', feedUrl });

  const notFound = (reply: FastifyReply, strings: PageStrings) =>
    send(
      reply,
      404,
      page(
        strings,
        { title: strings.t('notFoundTitle'), description: '', canonical: '', noindex: true },
        notFoundBody(strings),
      ),
    );

  app.get('/blogs', limit, async (request: PageRequest, reply) => {
    const strings = stringsOf(request);
    const tag = request.query.tag?.trim().toLowerCase().slice(0, 30) || undefined;
    const pageNumber = Math.min(
      Math.max(0, Number.parseInt(request.query.page ?? '0', 10) || 0),
      1000,
    );
    const at = now();
    const [{ rows, total }, tags] = await Promise.all([
      listPublishedPosts(db, { tag, page: pageNumber, size: PAGE_SIZE, at }),
      publishedTags(db, at),
    ]);
    const href = (n: number) => {
      const query = new URLSearchParams();
      if (tag) query.set('tag', tag);
      if (n > 0) query.set('page', String(n));
      if (strings.language !== 'en') query.set('lang', strings.language);
      const text = query.toString();
      return `/blogs${text ? `?${text}` : ''}`;
    };
    const prev = pageNumber > 0 ? href(pageNumber - 1) : undefined;
    const next = (pageNumber + 1) * PAGE_SIZE < total ? href(pageNumber + 1) : undefined;
    const title = tag ? strings.t('taggedTitle', { tag }) : strings.t('indexTitle');
    const head: PageHead = {
      title: `${title} | Olivia`,
      description: strings.t('indexIntro'),
      canonical: `${appUrl}${href(pageNumber).replace(/[?&]lang=\w+/, '')}`,
      prev: prev && `${appUrl}${prev}`,
      next: next && `${appUrl}${next}`,
      noindex: rows.length === 0 && pageNumber > 0,
    };
    const body = indexPage(strings, { posts: rows.map(withMinutes), tags, tag, prev, next });
    return send(reply, 200, page(strings, head, body));
  });

  app.get('/blogs/rss.xml', limit, async (_request, reply) => {
    const { rows } = await listPublishedPosts(db, { page: 0, size: 20, at: now() });
    return reply
      .type('application/rss+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(blogFeed(rows, { appUrl, feedUrl }));
  });

  app.get('/blogs/:id', limit, async (request: PageRequest, reply) => {
    const slug = request.params.id ?? '';
    if (APP_PAGES.has(slug)) return reply.callNotFound();
    const strings = stringsOf(request);
    if (!BLOG_SLUG.test(slug) || slug.length > 80) return notFound(reply, strings);
    const at = now();
    const post = await findPublishedBySlug(db, slug, at);
    if (!post) return notFound(reply, strings);
    const related = await relatedPosts(db, post, at);
    const canonical = `${appUrl}/blogs/${post.slug}`;
    const cover = post.coverUrl && new URL(post.coverUrl, appUrl).toString();
    const head: PageHead = {
      title: post.seoTitle || `${post.title} | Olivia`,
      description: post.seoDescription || post.excerpt,
      canonical,
      article: {
        image: cover,
        published: post.publishAt?.toISOString() ?? '',
        modified: post.updatedAt.toISOString(),
        author: post.authorName,
        tags: post.tags,
      },
    };
    const body = postPage(strings, post, {
      html: renderPostMarkdown(post.body),
      minutes: readingMinutes(post.body),
      related: related.map(withMinutes),
    });
    return send(reply, 200, page(strings, head, body));
  });
}
