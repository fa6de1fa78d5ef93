import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../helpers/test-app';
import { signUp, uniqueAddress, type SignedIn } from '../../helpers/factories';
import { codeOf, turnOnTwoFactor } from '../../helpers/two-factor';
import { asAdmin, blogSignIn, cookieOf, postUrl, SAME_ORIGIN } from './blog-helpers';

let app: FastifyInstance;
let admin: SignedIn;
let merchant: SignedIn;
let cookie: string;

beforeAll(async () => {
  const probe = await buildTestApp();
  // Two users on one database: the admin is named by the setting, the merchant is not.
  admin = await signUp(probe);
  merchant = await signUp(probe);
  await probe.close();
  app = await buildTestApp({ BLOG_ADMIN_EMAILS: `someone@olivia.test, ${admin.email}` });
  cookie = cookieOf(await blogSignIn(app, admin.email, admin.password));
});

afterAll(() => app.close());

describe('blog admin sign-in', () => {
  it('sets an httpOnly, SameSite=Strict cookie for a named admin and says who they are', async () => {
    const response = await blogSignIn(app, admin.email.toUpperCase(), admin.password);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email: admin.email, name: expect.any(String) });
    const header = String(response.headers['set-cookie']);
    expect(header).toMatch(
      /^blogAdmin=[\w-]{40,}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Strict$/,
    );
  });

  it('refuses a wrong password (401) and a user who is not a blog admin (403), with no cookie', async () => {
    const wrong = await blogSignIn(app, admin.email, 'Not-the-password1');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['set-cookie']).toBeUndefined();
    const notAdmin = await blogSignIn(app, merchant.email, merchant.password);
    expect(notAdmin.statusCode).toBe(403);
    expect(notAdmin.json().error).toBe('Sign in as a blog admin to do this');
    expect(notAdmin.headers['set-cookie']).toBeUndefined();
  });

  it('answers who the cookie names, and 401 signed out or with a cookie typed by hand', async () => {
    const me = await asAdmin(app, cookie, { method: 'GET', url: '/api/olivia/blog-admin/session' });
    expect(me.json()).toMatchObject({ email: admin.email });
    for (const forged of [
      undefined,
      'blogAdmin=1',
      'blogAdmin=true',
      `blogAdmin=${'a'.repeat(43)}`,
    ]) {
      const response = await asAdmin(app, forged, {
        method: 'GET',
        url: '/api/olivia/blog-admin/session',
      });
      expect(response.statusCode).toBe(401);
    }
  });

  it('a merchant’s app session opens nothing of the blog', async () => {
    const response = await asAdmin(app, undefined, {
      method: 'GET',
      url: postUrl(),
      headers: merchant.headers,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('blog admin log-out', () => {
  it('ends the server session: the old cookie opens nothing afterwards', async () => {
    const own = cookieOf(await blogSignIn(app, admin.email, admin.password));
    const out = await asAdmin(app, own, {
      method: 'DELETE',
      url: '/api/olivia/blog-admin/session',
    });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/^blogAdmin=; Path=\/; Max-Age=0; HttpOnly/);
    const after = await asAdmin(app, own, { method: 'GET', url: '/api/olivia/blog-admin/session' });
    expect(after.statusCode).toBe(401);
    // The other session of the same admin stays.
    const other = await asAdmin(app, cookie, {
      method: 'GET',
      url: '/api/olivia/blog-admin/session',
    });
    expect(other.statusCode).toBe(200);
  });

  it('a log-out from another site is refused and ends nothing', async () => {
    const own = cookieOf(await blogSignIn(app, admin.email, admin.password));
    const out = await asAdmin(app, own, {
      method: 'DELETE',
      url: '/api/olivia/blog-admin/session',
      headers: { origin: 'https://evil.example' },
    });
    expect(out.statusCode).toBe(403);
    const still = await asAdmin(app, own, { method: 'GET', url: '/api/olivia/blog-admin/session' });
    expect(still.statusCode).toBe(200);
  });
});

describe('a blog admin with two-step sign-in on (ADR 0040)', () => {
  it('is asked the code after the password, refused a wrong one, and signed in with a right one', async () => {
    const guarded = await signUp(app);
    const withCode = await buildTestApp({ BLOG_ADMIN_EMAILS: guarded.email });
    try {
      const { secret, recoverycodes } = await turnOnTwoFactor(withCode, guarded.headers);
      const noCode = await blogSignIn(withCode, guarded.email, guarded.password);
      expect(noCode.statusCode).toBe(401);
      expect(noCode.json()).toEqual({
        error: 'Enter a code from your authenticator app to continue',
      });
      expect(noCode.headers['set-cookie']).toBeUndefined();
      const wrong = await blogSignIn(withCode, guarded.email, guarded.password, '000000');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.headers['set-cookie']).toBeUndefined();
      const right = await blogSignIn(
        withCode,
        guarded.email,
        guarded.password,
        await codeOf(secret, 1),
      );
      expect(right.statusCode, right.body).toBe(200);
      expect(String(right.headers['set-cookie'])).toMatch(/^blogAdmin=/);
      const recovered = await blogSignIn(
        withCode,
        guarded.email,
        guarded.password,
        recoverycodes[0],
      );
      expect(recovered.statusCode, recovered.body).toBe(200);
    } finally {
      await withCode.close();
    }
  });
});

describe('the blog admin’s sign-in page', () => {
  const formPost = (
    fields: Record<string, string>,
    headers: Record<string, string> = SAME_ORIGIN,
  ) =>
    app.inject({
      method: 'POST',
      url: '/blogs/sign-in',
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
      remoteAddress: uniqueAddress(),
    });

  it('is a plain form that signs a named admin in and goes to /blogs/admin', async () => {
    const page = await app.inject({ method: 'GET', url: '/blogs/sign-in' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post"');
    expect(page.body).toContain('<meta name="robots" content="noindex">');
    expect(page.body).toContain('<input id="code" name="code" type="text"');
    const response = await formPost({ email: admin.email, password: admin.password });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/blogs/admin');
    const me = await asAdmin(app, cookieOf(response), {
      method: 'GET',
      url: '/api/olivia/blog-admin/session',
    });
    expect(me.statusCode).toBe(200);
  });

  it('says why it refuses, sets no cookie, and refuses a form posted from another site', async () => {
    const wrong = await formPost({ email: admin.email, password: 'Wrong#Pass1' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['set-cookie']).toBeUndefined();
    const notAdmin = await formPost({ email: merchant.email, password: merchant.password });
    expect(notAdmin.statusCode).toBe(403);
    expect(notAdmin.body).toContain('Sign in as a blog admin to do this');
    const crossSite = await formPost(
      { email: admin.email, password: admin.password },
      { origin: 'https://evil.example' },
    );
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.headers['set-cookie']).toBeUndefined();
  });
});
