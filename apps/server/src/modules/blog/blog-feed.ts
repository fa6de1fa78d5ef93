import { escapeHtml } from '../payment-links/pay-page/pay-page-html';
import type { BlogPostRow } from './blog-posts.repository';

/** The blog's RSS 2.0 feed: the latest published posts, each with its excerpt. */
export function blogFeed(posts: BlogPostRow[], urls: { appUrl: string; feedUrl: string }) {
  const items = posts
    .map((post) => {
      const link = `${urls.appUrl}/blogs/${post.slug}`;
      return `<item><title>${escapeHtml(post.title)}</title><link>${escapeHtml(link)}</link><guid isPermaLink="true">${escapeHtml(link)}</guid><pubDate>${post.publishAt?.toUTCString() ?? ''}</pubDate><description>${escapeHtml(post.excerpt)}</description>${post.tags
        .map((tag) => `<category>${escapeHtml(tag)}</category>`)
        .join('')}</item>`;
    })
    .join('\n');
  const updated = posts[0]?.publishAt?.toUTCString() ?? new Date(0).toUTCString();
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>
<title>Olivia blog</title><link>${escapeHtml(`${urls.appUrl}/blogs`)}</link>
<description>Running a store with Olivia: guides and news</description><language>en</language>
<lastBuildDate>${updated}</lastBuildDate>
<atom:link href="${escapeHtml(urls.feedUrl)}" rel="self" type="application/rss+xml"/>
${items}
</channel></rss>`;
}
