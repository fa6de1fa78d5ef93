import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../helpers/test-app';
import { signUp, type SignedIn } from '../../helpers/factories';
import { picture, multipartBody } from '../../helpers/uploads';
import { asAdmin, blogSignIn, cookieOf, postBody, postUrl } from './blog-helpers';

let app: FastifyInstance;
let admin: SignedIn;
let cookie: string;

beforeAll(async () => {
  const probe = await buildTestApp();
  // The admin is named by the setting.
  admin = await signUp(probe);
  await probe.close();
  app = await buildTestApp({ BLOG_ADMIN_EMAILS: `someone@olivia.test, ${admin.email}` });
  cookie = cookieOf(await blogSignIn(app, admin.email, admin.password));
});

afterAll(() => app.close());

describe('blog admin writes', () => {
  it('refuses every endpoint signed out and with a forged cookie', async () => {
    const created = await asAdmin(app, cookie, {
      method: 'POST',
      url: postUrl(),
      payload: postBody(),
    });
    const id = created.json().id as string;
    const calls = [
      { method: 'GET', url: postUrl() },
      { method: 'GET', url: postUrl(id) },
      { method: 'POST', url: postUrl(), payload: postBody() },
      { method: 'PUT', url: postUrl(id), payload: postBody() },
      { method: 'DELETE', url: postUrl(id) },
      { method: 'POST', url: '/api/olivia/blog-admin/preview', payload: { body: 'x' } },
    ] as const;
    for (const forged of [undefined, 'blogAdmin=1']) {
      for (const call of calls) {
        const response = await asAdmin(app, forged, { ...call });
        expect(response.statusCode, `${call.method} ${call.url}`).toBe(401);
      }
    }
  });

  it('refuses a write from another site even with the admin’s cookie', async () => {
    const crossSite: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site', origin: 'http://olivia.test' },
      { 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of crossSite) {
      const response = await asAdmin(app, cookie, {
        method: 'POST',
        url: postUrl(),
        payload: postBody(),
        headers,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe('This request did not come from the blog admin');
    }
    // Neither Origin nor Sec-Fetch-Site: not a browser on our page.
    const bare = await app.inject({
      method: 'POST',
      url: postUrl(),
      payload: postBody(),
      headers: { cookie },
    });
    expect(bare.statusCode).toBe(403);
    const sameOrigin = await asAdmin(app, cookie, {
      method: 'POST',
      url: postUrl(),
      payload: postBody(),
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(sameOrigin.statusCode).toBe(201);
  });

  it('writes, reads, lists, searches, edits and removes a post', async () => {
    const body = postBody({ title: 'Pricing your first bundle' });
    const created = await asAdmin(app, cookie, { method: 'POST', url: postUrl(), payload: body });
    expect(created.statusCode).toBe(201);
    const post = created.json();
    expect(post).toMatchObject({
      slug: body.slug,
      status: 'draft',
      publishat: null,
      tags: ['chat', 'orders'],
    });
    expect(post.authorname).not.toBe('');

    const listed = await asAdmin(app, cookie, {
      method: 'GET',
      url: `${postUrl()}?q=${encodeURIComponent('first bundle')}`,
    });
    expect(listed.json().content.map((row: { id: string }) => row.id)).toEqual([post.id]);
    expect(listed.json().content[0].body).toBeUndefined();

    const edited = await asAdmin(app, cookie, {
      method: 'PUT',
      url: postUrl(post.id),
      payload: { ...body, title: 'Pricing bundles', status: 'published' },
    });
    expect(edited.json()).toMatchObject({ title: 'Pricing bundles', status: 'published' });
    const firstPublished = edited.json().publishat;
    const again = await asAdmin(app, cookie, {
      method: 'PUT',
      url: postUrl(post.id),
      payload: { ...body, status: 'published' },
    });
    expect(again.json().publishat).toBe(firstPublished);

    const unpublished = await asAdmin(app, cookie, {
      method: 'PUT',
      url: postUrl(post.id),
      payload: { ...body, status: 'draft' },
    });
    expect(unpublished.json()).toMatchObject({ status: 'draft', publishat: null });

    const removed = await asAdmin(app, cookie, { method: 'DELETE', url: postUrl(post.id) });
    expect(removed.statusCode).toBe(200);
    const gone = await asAdmin(app, cookie, { method: 'GET', url: postUrl(post.id) });
    expect(gone.statusCode).toBe(404);
  });

  it('answers 400 on bad input and 409 on a taken address', async () => {
    const cases = [
      [{ slug: 'Not A Slug' }, 'Use lower-case letters, numbers and dashes'],
      [{ slug: 'admin' }, 'This address is kept for the blog itself; choose another'],
      [{ title: '' }, 'Field is required'],
      [{ status: 'scheduled' as const }, 'Choose when to publish'],
      [
        { status: 'scheduled' as const, publishat: '2001-01-01T00:00:00Z' },
        'Choose a time in the future',
      ],
      [{ coverurl: 'javascript:alert(1)' }, undefined],
      [{ tags: Array.from({ length: 9 }, (_, i) => `t${i}`) }, 'Use at most 8 tags'],
    ] as const;
    for (const [overrides, message] of cases) {
      const response = await asAdmin(app, cookie, {
        method: 'POST',
        url: postUrl(),
        payload: postBody(overrides),
      });
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      if (message) expect(JSON.stringify(response.json())).toContain(message);
    }
    const body = postBody();
    await asAdmin(app, cookie, { method: 'POST', url: postUrl(), payload: body });
    const twice = await asAdmin(app, cookie, { method: 'POST', url: postUrl(), payload: body });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe('Another post already has this address');
  });

  it('gives one post per address when two writers race for it', async () => {
    const body = postBody();
    const answers = await Promise.all(
      [0, 1, 2].map(() => asAdmin(app, cookie, { method: 'POST', url: postUrl(), payload: body })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
  });

  it('previews Markdown as sanitised HTML', async () => {
    const response = await asAdmin(app, cookie, {
      method: 'POST',
      url: '/api/olivia/blog-admin/preview',
      payload: { body: '# Hi\n\n[x](javascript:alert(1)) <img src=x onerror=alert(1)>' },
    });
    expect(response.statusCode).toBe(200);
    const { html } = response.json();
    expect(html).toContain('<h1>Hi</h1>');
    expect(html).not.toMatch(/<[^>]*(onerror|javascript:)/);
  });

  it('stores a cover image as a public file', async () => {
    const upload = multipartBody(await picture('png', 800, 450));
    const response = await asAdmin(app, cookie, {
      method: 'POST',
      url: '/api/olivia/blog-admin/cover',
      payload: upload.payload,
      headers: { 'content-type': upload.contentType },
    });
    expect(response.statusCode).toBe(200);
    const { imageURL } = response.json();
    expect(imageURL).toMatch(/^\/files\//);
    const file = await app.inject({ method: 'GET', url: imageURL });
    expect(file.headers['content-type']).toBe('image/jpeg');
    const forged = await asAdmin(app, 'blogAdmin=1', {
      method: 'POST',
      url: '/api/olivia/blog-admin/cover',
      payload: upload.payload,
      headers: { 'content-type': upload.contentType },
    });
    expect(forged.statusCode).toBe(401);
  });
});
