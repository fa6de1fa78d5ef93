import { describe, expect, it } from 'vitest';
import {
  readingMinutes,
  renderPostMarkdown,
  sanitizePostHtml,
} from '../../../src/modules/blog/markdown';

/** The usual cross-site scripting payloads, as an author (or a stolen admin session) might type them. */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '[click](javascript:alert(1))',
  '[click](JaVaScRiPt:alert(1))',
  '[click](java&#x09;script:alert(1))',
  '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '![x](javascript:alert(1))',
  '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
  '<a href="javascript:alert(1)">x</a>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<form action="https://evil.example"><input name=a></form>',
  '<object data="x.swf"></object><embed src="x.swf">',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
];

describe('a post body rendered and sanitised', () => {
  it.each(PAYLOADS)('keeps nothing that runs of %s', (payload) => {
    const html = renderPostMarkdown(`Hello\n\n${payload}\n\nbye`);
    expect(html).not.toMatch(/<script|<iframe|<svg|<object|<embed|<form|<math|<div/i);
    // Inside a real tag (escaped text such as `&lt;img onerror=…` is harmless words).
    expect(html).not.toMatch(/<[^>]*\son\w+=/i);
    expect(html).not.toMatch(/<[^>]*(href|src)="\s*(javascript|data):/i);
    expect(html).not.toMatch(/<[^>]*style=/i);
    expect(html).toContain('<p>Hello</p>');
  });

  it('shows raw HTML in Markdown as text, not as markup', () => {
    expect(renderPostMarkdown('<b>bold</b>')).toBe('<p>&lt;b&gt;bold&lt;/b&gt;</p>\n');
  });

  it('cleans HTML given to it directly: no script, no handler, no javascript: link', () => {
    const html = sanitizePostHtml(
      '<p onclick="x()">a<script>alert(1)</script><a href="javascript:alert(1)">b</a><img src="data:image/png;base64,AA" onerror="x()"></p>',
    );
    expect(html).toBe('<p>a<a rel="noopener noreferrer nofollow">b</a><img loading="lazy" /></p>');
  });

  it('keeps what a post is made of: headings, lists, emphasis, code, quotes, links and images', () => {
    const html = renderPostMarkdown(
      [
        '## Stock',
        '',
        '- **one**',
        '- _two_',
        '',
        '> quoted',
        '',
        '`code` and [a link](https://olivia.example/guide) and ![a shelf](/files/abc)',
        '',
        '```',
        'x = 1',
        '```',
      ].join('\n'),
    );
    expect(html).toContain('<h2>Stock</h2>');
    expect(html).toContain('<li><strong>one</strong></li>');
    expect(html).toContain('<li><em>two</em></li>');
    expect(html).toContain('<blockquote>');
    expect(html).toContain('<code>code</code>');
    expect(html).toContain(
      '<a href="https://olivia.example/guide" rel="noopener noreferrer nofollow">a link</a>',
    );
    expect(html).toContain('<img src="/files/abc" alt="a shelf" loading="lazy" />');
    expect(html).toContain('<pre><code>x = 1\n</code></pre>');
  });

  it('refuses protocol-relative links, which leave the site', () => {
    expect(renderPostMarkdown('[x](//evil.example/a)')).not.toContain('evil.example/a"');
  });
});

describe('reading time', () => {
  it('is a minute for short posts and about 200 words a minute for long ones', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('word '.repeat(50))).toBe(1);
    expect(readingMinutes('word '.repeat(1000))).toBe(5);
  });
});
