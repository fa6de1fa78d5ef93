import { blogEndpoints } from '@olivia/contracts/blog-endpoints';
import { referralEndpoints } from '@olivia/contracts/referral-endpoints';
import { screen, waitFor } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeApi, fakeEndpoint } from '../test/fake-api';
import { signInAs } from '../test/fixtures';
import { renderRoutes } from '../test/render';
import { samplePath, SPEC_SIGNED_IN_ROUTES, toPattern } from '../test/spec-routes';
import { SignedInGuard } from './guards/signed-in-guard';
import { ROUTE_REGISTRY } from './route-registry/route-registry';
import { routes } from './router';

/**
 * docs/product/screens.md's public paths with a sample value for each parameter, and the route each
 * must reach.
 */
const PUBLIC_ROUTES: ReadonlyArray<[path: string, pattern: string]> = [
  ['/', '/'],
  ['/blogs/7', '/blogs/:id'],
  ['/sign-up', '/sign-up'],
  ['/sign-up/REF1', '/sign-up/:id'],
  ['/sign-in', '/sign-in'],
  ['/website', '/website'],
  ['/faqs', '/faqs'],
  ['/recover-password', '/recover-password'],
  ['/reset-password', '/reset-password'],
  ['/recover-password/complete', '/recover-password/complete'],
  ['/blogs/admin', '/blogs/admin'],
  ['/blogs/create', '/blogs/create/:id?'],
  ['/blogs/create/5', '/blogs/create/:id?'],
];

/** The route `path` reaches: its pattern (an index route stands for its parent's `/`). */
function reach(path: string) {
  const matches = matchRoutes(routes, path) ?? [];
  const leaf = matches.at(-1)?.route;
  return {
    pattern: leaf?.index ? '/' : leaf?.path,
    handle: leaf?.handle as unknown,
    signedIn: matches.some((match) => match.route.Component === SignedInGuard),
  };
}

const signedInEntries = ROUTE_REGISTRY.filter((entry) => entry.access !== 'public');

describe('route table', () => {
  it('has every signed-in route of docs/product/screens.md in the registry once, and no other', () => {
    const registered = signedInEntries.map((entry) => entry.path);
    expect(new Set(registered).size).toBe(registered.length);
    expect([...registered].sort()).toEqual(SPEC_SIGNED_IN_ROUTES.map(toPattern).sort());
  });

  it.each(SPEC_SIGNED_IN_ROUTES)('%s opens its registry screen behind the sign-in', (spec) => {
    const entry = ROUTE_REGISTRY.find(({ path }) => path === toPattern(spec));
    expect(entry, 'registry entry').toBeDefined();
    expect(reach(samplePath(spec))).toEqual({
      pattern: toPattern(spec),
      handle: { titleKey: entry?.titleKey },
      signedIn: true,
    });
  });

  it.each(PUBLIC_ROUTES)('%s opens %s without signing in', (path, pattern) => {
    expect(reach(path)).toMatchObject({ pattern, signedIn: false });
  });

  it('sends unknown paths to the catch-all', () => {
    expect(reach('/no/such/page').pattern).toBe('*');
    expect(reach('/dashboard/extra').pattern).toBe('*');
  });

  it('shows a not-found page for unknown paths', async () => {
    renderRoutes(routes, '/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('shows /qr-code/all as the referrals screen', async () => {
    signInAs();
    fakeApi(
      fakeEndpoint(referralEndpoints.summary, () => ({
        code: 'ADAFAB26',
        link: 'http://localhost/sign-up/ADAFAB26',
        signedup: 0,
        verified: 0,
        reward: 'not_yet_earning' as const,
      })),
      fakeEndpoint(referralEndpoints.list, () => ({ content: [], total: 0, page: 0, size: 10 })),
    );
    renderRoutes(routes, '/qr-code/all');
    expect(await screen.findByRole('heading', { name: 'Referrals' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Your referral link' })).toBeInTheDocument();
    expect(document.title).toBe('Referrals | Olivia - Run your store from one place');
  });

  it('sends the blog admin layout to / when the server knows no blog admin session', async () => {
    // A cookie typed by hand: the server answers 401, whatever the browser holds.
    document.cookie = 'blogAdmin=1; Path=/';
    const api = fakeApi(
      fakeEndpoint(
        blogEndpoints.session,
        () =>
          new Response(JSON.stringify({ error: 'Sign in as a blog admin to do this' }), {
            status: 401,
          }),
      ),
    );
    const { router } = renderRoutes(routes, '/blogs/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.of(blogEndpoints.session)).toHaveLength(1);
    document.cookie = 'blogAdmin=; Path=/; Max-Age=0';
  });

  it('opens the blog admin layout for a server session, and its log-out icon ends it', async () => {
    const api = fakeApi(
      fakeEndpoint(blogEndpoints.session, () => ({ email: 'ada@example.com', name: 'Ada Obi' })),
      fakeEndpoint(blogEndpoints.preview, () => ({ html: '' })),
      fakeEndpoint(blogEndpoints.signOut, () => ({ status: 200, message: 'Signed out' })),
    );
    const { router } = renderRoutes(routes, '/blogs/create');
    expect(await screen.findByRole('heading', { name: 'Write a blog post' })).toBeInTheDocument();
    screen.getByRole('button', { name: 'Log out of blog admin' }).click();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.of(blogEndpoints.signOut)).toHaveLength(1);
  });
});
