import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

/** Markdown as a post's author writes it; raw HTML in it is shown as text, never run. */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: true });

/**
 * What a post's HTML may hold (DESIGN §2 'rich text'): text structure, links and images. No
 * script, style, frame or form; no `on*` or `style` attribute; links and images only over
 * http(s) (or mailto for links) and site-relative paths — no `javascript:` or `data:`.
 */
const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'blockquote',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    's',
    'del',
    'code',
    'pre',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'loading'],
    ol: ['start'],
    th: ['align'],
    td: ['align'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A post's links leave the site without lending it their standing or the opener's window.
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }),
    img: sanitizeHtml.simpleTransform('img', { loading: 'lazy' }),
  },
};

/** Cleans HTML to the allow-list above. */
export const sanitizePostHtml = (html: string) => sanitizeHtml(html, ALLOWED);

/** A post's Markdown as the HTML readers see: rendered, then sanitised. */
export const renderPostMarkdown = (body: string) => sanitizePostHtml(markdown.render(body));

/** The words of a post's Markdown, for its reading time (about 200 words a minute, at least 1). */
export function readingMinutes(body: string): number {
  const words = body
    .replace(/[#>*_`~[\]()!|-]/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}
