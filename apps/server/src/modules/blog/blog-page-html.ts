import type { PageStrings } from '../../lib/page-strings';
import { escapeHtml } from '../payment-links/pay-page/pay-page-html';
import type { BlogPostRow } from './blog-posts.repository';

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:17px/1.65 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#fff;color:#1c1d21}
a{color:#2456d6}header.site{border-bottom:1px solid #eceef1}header.site div{max-width:720px;margin:0 auto;padding:12px 16px;display:flex;justify-content:space-between;align-items:center}
.brand{font-weight:700;font-size:1.15rem;text-decoration:none;color:#1c1d21}.brand span{color:#2456d6}
main{max-width:720px;margin:0 auto;padding:20px 16px 40px}
h1{font-size:2rem;line-height:1.2;margin:8px 0 12px}h2{font-size:1.4rem;margin:1.6em 0 .5em}h3{font-size:1.15rem}
.meta{color:#5f6470;font-size:.92rem;margin:0 0 16px}
.cover{width:100%;height:auto;aspect-ratio:16/9;object-fit:cover;border-radius:12px;background:#eceef1;margin:8px 0 20px}
article img{max-width:100%;height:auto;border-radius:8px}
pre{background:#f4f5f7;padding:12px;border-radius:8px;overflow:auto;font-size:.9rem}code{font-size:.9em}
blockquote{margin:1em 0;padding:.2em 1em;border-left:4px solid #c7cad1;color:#3d4049}
table{border-collapse:collapse}th,td{border:1px solid #dfe1e6;padding:6px 10px}
.tags{display:flex;flex-wrap:wrap;gap:8px;list-style:none;padding:0;margin:20px 0}
.tags a{display:inline-block;padding:3px 12px;border-radius:999px;background:#e8ecf8;color:#1c3f9e;text-decoration:none;font-size:.85rem}
.tags a[aria-current]{background:#2456d6;color:#fff}
.posts{list-style:none;padding:0;margin:0}.posts li{padding:18px 0;border-bottom:1px solid #eceef1}
.posts h2{font-size:1.25rem;margin:0 0 4px}.posts h2 a{color:#1c1d21;text-decoration:none}.posts p{margin:4px 0}
.related{margin-top:36px;border-top:1px solid #eceef1;padding-top:8px}
nav.pages{display:flex;justify-content:space-between;margin:24px 0}
form.sign-in label{display:block;font-weight:600;font-size:.9rem;margin:14px 0 4px}form.sign-in input{width:100%;font:inherit;padding:10px 12px;border:1px solid #c7cad1;border-radius:8px}
form.sign-in button{margin-top:20px;width:100%;padding:12px;border:0;border-radius:8px;background:#2456d6;color:#fff;font:inherit;font-weight:600;cursor:pointer}
.alert{background:#fdecea;color:#8c1d18;padding:10px 12px;border-radius:8px}
footer{text-align:center;color:#5f6470;font-size:.85rem;padding:24px 16px;border-top:1px solid #eceef1}
`;

/** A date as readers see it: English long form, in UTC (the server's pages have no zone). */
export const postDate = (date: Date | null, language: string) =>
  date
    ? new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date)
    : '';

/** A value in a `<script type="application/ld+json">`: JSON that cannot close its element. */
const jsonLd = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export interface PageHead {
  title: string;
  description: string;
  canonical: string;
  /** Open Graph and Article structured data, for a post's page. */
  article?: { image: string; published: string; modified: string; author: string; tags: string[] };
  /** The index's next and previous pages. */
  prev?: string;
  next?: string;
  noindex?: boolean;
}

function headOf(head: PageHead, feedUrl: string) {
  const meta = (property: string, content: string) =>
    content ? `<meta property="${property}" content="${escapeHtml(content)}">` : '';
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    head.noindex
      ? '<meta name="robots" content="noindex">'
      : `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    `<link rel="alternate" type="application/rss+xml" title="Olivia blog" href="${escapeHtml(feedUrl)}">`,
    head.prev ? `<link rel="prev" href="${escapeHtml(head.prev)}">` : '',
    head.next ? `<link rel="next" href="${escapeHtml(head.next)}">` : '',
    meta('og:site_name', 'Olivia'),
    meta('og:type', head.article ? 'article' : 'website'),
    meta('og:title', head.title),
    meta('og:description', head.description),
    meta('og:url', head.canonical),
    `<meta name="twitter:card" content="${head.article?.image ? 'summary_large_image' : 'summary'}">`,
  ];
  const article = head.article;
  if (article) {
    tags.push(
      meta('og:image', article.image),
      meta('article:published_time', article.published),
      meta('article:modified_time', article.modified),
      meta('article:author', article.author),
      ...article.tags.map((tag) => meta('article:tag', tag)),
      `<script type="application/ld+json">${jsonLd({
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: head.title,
        description: head.description,
        ...(article.image ? { image: [article.image] } : {}),
        datePublished: article.published,
        dateModified: article.modified,
        author: { '@type': 'Person', name: article.author },
        publisher: { '@type': 'Organization', name: 'Olivia' },
        mainEntityOfPage: { '@type': 'WebPage', '@id': head.canonical },
        keywords: article.tags.join(', '),
      })}</script>`,
    );
  }
  return tags.filter(Boolean).join('\n');
}

/** A whole blog page: the stylesheet inline, no script to run. */
export function blogShell(
  strings: PageStrings,
  page: { head: PageHead; body: string; blogHome: string; feedUrl: string },
) {
  const { language, t } = strings;
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
${headOf(page.head, page.feedUrl)}
<style>${STYLE}</style></head><body>
<header class="site"><div><a class="brand" href="/">Olivia<span>.</span></a><a href="${escapeHtml(page.blogHome)}">${escapeHtml(t('blog'))}</a></div></header>
<main>${page.body}</main>
<footer><a href="${escapeHtml(page.feedUrl)}">${escapeHtml(t('rss'))}</a> · <a href="/blogs/sign-in" rel="nofollow">${escapeHtml(t('adminLink'))}</a></footer></body></html>`;
}

export const tagLink = (strings: PageStrings, tag: string, current?: string) =>
  `<a href="/blogs?tag=${encodeURIComponent(tag)}${strings.language === 'en' ? '' : `&amp;lang=${strings.language}`}"${
    tag === current ? ' aria-current="page"' : ''
  }>${escapeHtml(tag)}</a>`;

export const postPath = (strings: PageStrings, slug: string) =>
  `/blogs/${slug}${strings.language === 'en' ? '' : `?lang=${strings.language}`}`;

/** One post in a list: title, date, reading time and excerpt. */
export function postSummary(strings: PageStrings, post: BlogPostRow, minutes: number) {
  const { t, language } = strings;
  return `<li><h2><a href="${postPath(strings, post.slug)}">${escapeHtml(post.title)}</a></h2>
<p class="meta">${escapeHtml(postDate(post.publishAt, language))} · ${escapeHtml(t('minutesRead', { minutes: String(minutes) }))}</p>
${post.excerpt ? `<p>${escapeHtml(post.excerpt)}</p>` : ''}</li>`;
}

/** A post's page: title, author, date, reading time, cover, the sanitised body, tags, related. */
export function postPage(
  strings: PageStrings,
  post: BlogPostRow,
  view: { html: string; minutes: number; related: { post: BlogPostRow; minutes: number }[] },
) {
  const { t, language } = strings;
  const cover = post.coverUrl
    ? `<img class="cover" src="${escapeHtml(post.coverUrl)}" alt="" width="720" height="405">`
    : '';
  const tags =
    post.tags.length > 0
      ? `<ul class="tags" aria-label="${escapeHtml(t('tags'))}">${post.tags
          .map((tag) => `<li>${tagLink(strings, tag)}</li>`)
          .join('')}</ul>`
      : '';
  const related =
    view.related.length > 0
      ? `<section class="related"><h2>${escapeHtml(t('related'))}</h2><ul class="posts">${view.related
          .map((item) => postSummary(strings, item.post, item.minutes))
          .join('')}</ul></section>`
      : '';
  const published = post.publishAt?.toISOString() ?? '';
  return `<article><h1>${escapeHtml(post.title)}</h1>
<p class="meta">${escapeHtml(t('byAuthor', { author: post.authorName }))} · <time datetime="${published}">${escapeHtml(
    postDate(post.publishAt, language),
  )}</time> · ${escapeHtml(t('minutesRead', { minutes: String(view.minutes) }))}</p>
${cover}${view.html}${tags}</article>${related}`;
}

/** The index: the tags to filter by, the posts of the page, and links to the pages beside it. */
export function indexPage(
  strings: PageStrings,
  view: {
    posts: { post: BlogPostRow; minutes: number }[];
    tags: string[];
    tag?: string;
    prev?: string;
    next?: string;
  },
) {
  const { t } = strings;
  const heading = view.tag ? t('taggedTitle', { tag: view.tag }) : t('indexTitle');
  const tags =
    view.tags.length > 0
      ? `<ul class="tags" aria-label="${escapeHtml(t('tags'))}">${view.tags
          .map((tag) => `<li>${tagLink(strings, tag, view.tag)}</li>`)
          .join('')}</ul>`
      : '';
  const posts =
    view.posts.length > 0
      ? `<ul class="posts">${view.posts.map((item) => postSummary(strings, item.post, item.minutes)).join('')}</ul>`
      : `<p>${escapeHtml(t('noPosts'))}</p>`;
  const pages =
    view.prev || view.next
      ? `<nav class="pages" aria-label="${escapeHtml(t('pages'))}">${
          view.prev
            ? `<a href="${escapeHtml(view.prev)}" rel="prev">${escapeHtml(t('newer'))}</a>`
            : '<span></span>'
        }${view.next ? `<a href="${escapeHtml(view.next)}" rel="next">${escapeHtml(t('older'))}</a>` : ''}</nav>`
      : '';
  return `<h1>${escapeHtml(heading)}</h1><p class="meta">${escapeHtml(t('indexIntro'))}</p>${tags}${posts}${pages}`;
}

export const notFoundBody = (strings: PageStrings) =>
  `<h1>${escapeHtml(strings.t('notFoundTitle'))}</h1><p>${escapeHtml(strings.t('notFoundText'))}</p><p><a href="/blogs">${escapeHtml(strings.t('indexTitle'))}</a></p>`;
