import { afterEach, describe, expect, it } from 'vitest';
import { QUESTIONS } from '../../features/marketing/routes/faqs-route';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderPublicPage } from './render-public-face';
import type { ServerRenderState } from './server-render-state';

const POST = {
  slug: 'first-order',
  title: 'Your first order',
  excerpt: 'From a product to a paid order in an afternoon.',
  // 23:30 UTC: another day in most zones; the page shows the UTC day on both sides
  publishedat: '2026-03-01T23:30:00.000Z',
  coverurl: '',
};

/** The blog answers `posts` (or fails), as the server's in-process API would. */
function blogAnswers(posts: (typeof POST)[] | null) {
  return mockFetch(({ url }) =>
    url.includes('/blog/latest')
      ? posts
        ? jsonResponse(200, { content: posts })
        : jsonResponse(503, { error: 'Service Unavailable' })
      : jsonResponse(404, { error: 'Not Found' }),
  );
}

async function serverPage(path: string, preferred?: string) {
  window.history.replaceState(null, '', path);
  const page = await renderPublicPage(path, preferred);
  if (!page) throw new Error(`${path} was not rendered`);
  const container = document.createElement('div');
  container.innerHTML = page.html;
  return { page, container };
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('server rendering of the public face', () => {
  it('renders the landing page in English with the header, the sign-up links and the newest posts', async () => {
    const calls = blogAnswers([POST]);
    const { page, container } = await serverPage('/');
    expect(page.language).toBe('en');
    expect(page.title).toBe('Home | Olivia - Run your store from one place');
    expect(page.description.length).toBeGreaterThan(20);
    expect(page.description.length).toBeLessThanOrEqual(160);
    expect(container.querySelector('h1')?.textContent).toBe('Run your online store from one place');
    const links = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(expect.arrayContaining(['/sign-in', '/sign-up', '/faqs', '/website']));
    // a signed-out visitor's header: sign in, not the dashboard
    expect(container.querySelector('header')?.textContent).toContain('Sign in');
    expect(links).not.toContain('/dashboard');
    expect(container.textContent).toContain('From the blog');
    expect(container.querySelector('a[href="/blogs/first-order"]')?.textContent).toBe(
      'Your first order',
    );
    expect(container.querySelector('time')?.textContent).toBe('Mar 1, 2026');
    expect(page.html).not.toMatch(/<script|<template|<!--\$\?-->/);
    const state = JSON.parse(page.state) as ServerRenderState;
    expect(state.language).toBe('en');
    expect(state.namespaces).toContain('marketing');
    expect(state.queries.queries.map((query) => query.queryKey)).toEqual([
      ['marketing', 'latest-posts'],
    ]);
    expect(calls).toHaveLength(1);
  });

  it('renders in the language of ?lang=, else of the saved choice, else English', async () => {
    blogAnswers([POST]);
    const french = await serverPage('/?lang=fr');
    expect(french.page.language).toBe('fr');
    expect(french.page.title).toBe(
      'Accueil | Olivia - Gérez votre boutique depuis un seul endroit',
    );
    expect(french.container.querySelector('h1')?.textContent).toBe(
      'Gérez votre boutique en ligne depuis un seul endroit',
    );
    expect(french.container.textContent).toContain('Se connecter');
    expect(french.container.textContent).toContain('Sur le blog');
    expect(french.container.querySelector('time')?.textContent).toBe('1 mars 2026');

    const saved = await serverPage('/faqs', 'fr');
    expect(saved.page.language).toBe('fr');
    expect(saved.container.querySelector('h1')?.textContent).toBe('Questions fréquentes');
    expect((await serverPage('/faqs?lang=de', 'fr')).page.language).toBe('de');
    // an unknown language is English, as in the app
    expect((await serverPage('/faqs?lang=xx', 'klingon')).page.language).toBe('en');
  });

  it('renders /faqs with every question and /website with its points and call to sign up', async () => {
    blogAnswers([]);
    const faqs = await serverPage('/faqs');
    expect(faqs.page.title).toBe(
      'Frequently asked questions | Olivia - Run your store from one place',
    );
    expect(faqs.container.querySelectorAll('main button[aria-expanded="false"]')).toHaveLength(
      QUESTIONS.length,
    );
    // every answer is in the page (folded), for a reader without the app and for search engines
    expect(faqs.container.textContent).toContain('after typing their password to confirm');
    const website = await serverPage('/website/');
    expect(website.container.querySelector('h1')?.textContent).toBe('Your store website');
    expect(website.container.querySelectorAll('main li')).toHaveLength(4);
    expect(website.container.querySelector('main a[href="/sign-up"]')).not.toBeNull();
  });

  it('shows no blog section while the blog is empty or cannot answer', async () => {
    blogAnswers(null);
    const { container } = await serverPage('/');
    expect(container.querySelector('h1')).not.toBeNull();
    expect(container.textContent).not.toContain('From the blog');
  });

  it('leaves other pages to the browser', async () => {
    blogAnswers([]);
    for (const path of ['/sign-in', '/dashboard', '/faqs/x', '/store/x', '/blogs']) {
      expect(await renderPublicPage(path)).toBeNull();
    }
  });
});
