import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../helpers/test-app';
import { signUp } from '../../helpers/factories';
import { asAdmin, blogSignIn, cookieOf, postBody, postUrl } from './blog-helpers';

let app: FastifyInstance & { runDueJobs?: () => Promise<number> };
let clock = new Date('2026-03-01T09:00:00Z');
let cookie: string;
const run = `${Date.now().toString(36)}`;

async function write(overrides: Parameters<typeof postBody>[0]) {
  const response = await asAdmin(app, cookie, {
    method: 'POST',
    url: postUrl(),
    payload: postBody(overrides),
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json<{ id: string; slug: string }>();
}

const page = (url: string) => app.inject({ method: 'GET', url });

beforeAll(async () => {
  const probe = await buildTestApp();
  const admin = await signUp(probe, { firstname: 'Ada', lastname: 'Obi' });
  await probe.close();
  app = await buildTestApp({ BLOG_ADMIN_EMAILS: admin.email }, { jobs: { now: () => clock } });
  cookie = cookieOf(await blogSignIn(app, admin.email, admin.password));
});

afterAll(() => app.close());

describe('a post’s page', () => {
  it('is rendered by the server with its body sanitised and its SEO', async () => {
    const post = await write({
      title: 'Five ways to sell more on WhatsApp',
      slug: `sell-more-${run}`,
      excerpt: 'Small habits that turn chats into orders.',
      coverurl: '/files/00000000-0000-0000-0000-000000000001',
      body: '## Answer fast\n\nReply within the hour.\n\n<script>alert(1)</script>\n\n[x](javascript:alert(1))',
      tags: ['chat', `tag-${run}`],
      seodescription: 'How merchants sell more on WhatsApp.',
      status: 'published',
    });
    const response = await page(`/blogs/${post.slug}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(html).toContain('<h1>Five ways to sell more on WhatsApp</h1>');
    expect(html).toContain('By Ada Obi');
    expect(html).toContain('1 min read');
    expect(html).toContain('<h2>Answer fast</h2>');
    expect(html).toContain('<title>Five ways to sell more on WhatsApp | Olivia</title>');
    expect(html).toContain(
      '<meta name="description" content="How merchants sell more on WhatsApp.">',
    );
    expect(html).toContain(`<link rel="canonical" href="http://olivia.test/blogs/${post.slug}">`);
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toContain(
      '<meta property="og:image" content="http://olivia.test/files/00000000-0000-0000-0000-000000000001">',
    );
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(ld)).toMatchObject({
      '@type': 'Article',
      headline: 'Five ways to sell more on WhatsApp | Olivia',
      author: { '@type': 'Person', name: 'Ada Obi' },
      datePublished: clock.toISOString(),
    });
    // Nothing that runs: the only script element is the structured data.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).not.toMatch(/<[^>]*javascript:/);
  });

  it('shows related posts, those sharing a tag first', async () => {
    const tag = `related-${run}`;
    const first = await write({ slug: `first-${run}`, tags: [tag], status: 'published' });
    await write({ slug: `second-${run}`, title: 'The second', tags: [tag], status: 'published' });
    const html = (await page(`/blogs/${first.slug}`)).body;
    expect(html).toContain('Related posts');
    expect(html).toContain(`href="/blogs/second-${run}"`);
  });

  it('answers 404 for a draft, an unknown address or a bad one, and leaves /blogs/admin to the app', async () => {
    const draft = await write({ slug: `draft-${run}` });
    for (const url of [`/blogs/${draft.slug}`, `/blogs/nothing-${run}`, '/blogs/%3Cscript%3E']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('Post not found');
    }
    // No web build in tests: the app's fallback answers, not the blog's page.
    const admin = await page('/blogs/admin');
    expect(admin.body).not.toContain('Post not found');
  });

  it('is in the reader’s language when asked', async () => {
    const post = await write({ slug: `lang-${run}`, status: 'published' });
    const html = (await page(`/blogs/${post.slug}?lang=fr`)).body;
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('min de lecture');
  });
});

describe('scheduled posts', () => {
  it('stay hidden until their time, then the durable job publishes them', async () => {
    const at = new Date(clock.getTime() + 60 * 60_000);
    const post = await write({
      slug: `scheduled-${run}`,
      status: 'scheduled',
      publishat: at.toISOString(),
    });
    expect((await page(`/blogs/${post.slug}`)).statusCode).toBe(404);
    while ((await app.runDueJobs?.()) ?? 0);
    expect((await page(`/blogs/${post.slug}`)).statusCode).toBe(404);
    clock = new Date(at.getTime() + 1000);
    while ((await app.runDueJobs?.()) ?? 0);
    expect((await page(`/blogs/${post.slug}`)).statusCode).toBe(200);
    const admin = await asAdmin(app, cookie, { method: 'GET', url: postUrl(post.id) });
    expect(admin.json()).toMatchObject({ status: 'published', publishat: at.toISOString() });
  });

  it('unpublished before its time, a scheduled post stays a draft', async () => {
    const at = new Date(clock.getTime() + 60 * 60_000);
    const body = postBody({ status: 'scheduled', publishat: at.toISOString() });
    const created = await asAdmin(app, cookie, { method: 'POST', url: postUrl(), payload: body });
    const { id } = created.json<{ id: string }>();
    await asAdmin(app, cookie, {
      method: 'PUT',
      url: postUrl(id),
      payload: { ...body, status: 'draft' },
    });
    clock = new Date(at.getTime() + 1000);
    while ((await app.runDueJobs?.()) ?? 0);
    const admin = await asAdmin(app, cookie, { method: 'GET', url: postUrl(id) });
    expect(admin.json().status).toBe('draft');
  });
});

describe('the index and the feed', () => {
  it('lists published posts, filters by tag and pages by ten', async () => {
    const tag = `paging-${run}`;
    for (let index = 0; index < 12; index += 1) {
      clock = new Date(clock.getTime() + 1000);
      await write({
        slug: `paged-${index}-${run}`,
        title: `Paged ${index}`,
        tags: [tag],
        status: 'published',
      });
    }
    const first = await page(`/blogs?tag=${tag}`);
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain(`Posts tagged “${tag}”`);
    expect(first.body.match(/<li><h2>/g)).toHaveLength(10);
    expect(first.body).toContain('Paged 11');
    expect(first.body).toContain(`href="/blogs?tag=${tag}&#38;page=1"`);
    const second = await page(`/blogs?tag=${tag}&page=1`);
    expect(second.body.match(/<li><h2>/g)).toHaveLength(2);
    expect(second.body).toContain('Paged 0');
    expect(second.body).toContain('Newer posts');
    const all = await page('/blogs');
    expect(all.body).toContain('The Olivia blog');
    expect(all.body).not.toContain(`draft-${run}`);
  });

  it('offers an RSS feed of the latest published posts', async () => {
    const response = await page('/blogs/rss.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(response.body).toMatch(/^<\?xml version="1.0"/);
    expect(response.body).toContain('<item><title>Paged 11</title>');
    expect(response.body).not.toContain(`draft-${run}`);
  });
});

describe('GET /blog/latest (the landing page’s posts)', () => {
  it('answers the newest published posts, at most three, without drafts, to anyone', async () => {
    const before = clock;
    clock = new Date('2030-01-01T09:00:00Z');
    try {
      for (const n of [1, 2, 3, 4]) {
        clock = new Date(clock.getTime() + 60_000);
        await write({
          title: `Latest ${n} ${run}`,
          slug: `latest-${n}-${run}`,
          status: 'published',
        });
      }
      await write({ title: `Draft ${run}`, slug: `latest-draft-${run}`, status: 'draft' });
      const response = await app.inject({ method: 'GET', url: '/api/olivia/blog/latest' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=300');
      const { content } = response.json<{ content: { slug: string; title: string }[] }>();
      expect(content.map((post) => post.slug)).toEqual([
        `latest-4-${run}`,
        `latest-3-${run}`,
        `latest-2-${run}`,
      ]);
    } finally {
      clock = before;
    }
  });
});
