import { SUB_USER } from '@olivia/contracts/roles';
import { screen, waitFor } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { subUserEndpoints } from '@olivia/contracts/sub-user-endpoints';
import { fakeApi, fakeEndpoint } from '../../test/fake-api';
import { jsonResponse } from '../../test/fetch-mock';
import { signInAs } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { samplePath } from '../../test/spec-routes';
import { ROUTE_REGISTRY } from '../route-registry/route-registry';
import { routes } from '../router';
import { MainUserGuard } from './main-user-guard';

const guarded = (path: string) =>
  (matchRoutes(routes, path) ?? []).some((match) => match.route.Component === MainUserGuard);

const signedIn = ROUTE_REGISTRY.filter((entry) => entry.access !== 'public');
/** Each entry's path and its children's, with a sample value for each parameter. */
const pathsOf = (entry: (typeof signedIn)[number]) => [
  entry.path,
  ...(entry.children ?? []).map((child) => `${entry.path}/${child.path}`),
];
const sample = (pattern: string) => samplePath(pattern.replace(/:(\w+)/g, '{$1}'));

describe('main-user guard', () => {
  it.each(signedIn.filter((entry) => entry.only === 'mainUser').flatMap(pathsOf))(
    '%s (main user only) is behind the guard',
    (path) => expect(guarded(sample(path))).toBe(true),
  );

  it('leaves every other screen to every signed-in user', () => {
    const open = signedIn.filter((entry) => entry.only !== 'mainUser').flatMap(pathsOf);
    expect(open.filter((path) => guarded(sample(path)))).toEqual([]);
  });

  it.each(['/sub-users/all', '/sub-users/all/new'])(
    'refuses a sub-user who types %s, without asking the API for sub-users',
    async (path) => {
      const endpoints = Object.values(subUserEndpoints);
      const api = fakeApi(
        ...endpoints.map((endpoint) =>
          fakeEndpoint(endpoint, () => jsonResponse(404, { error: 'Not Found' })),
        ),
      );
      signInAs({ userCategory: SUB_USER });
      renderRoutes(routes, path);
      expect(
        await screen.findByRole('heading', { name: 'You cannot open this page' }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Sub-users' })).not.toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(endpoints.flatMap((endpoint) => api.of(endpoint))).toEqual([]);
      // The title follows in an effect after the heading's render.
      await waitFor(() => expect(document.title).toMatch(/^Not allowed \| Olivia/));
    },
  );

  it('shows the main user the screen', async () => {
    fakeApi(
      fakeEndpoint(subUserEndpoints.list, () => ({ content: [], total: 0, page: 0, size: 10 })),
    );
    signInAs();
    renderRoutes(routes, '/sub-users/all');
    expect(await screen.findByRole('heading', { name: 'Sub-users' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No sub-users yet' })).toBeInTheDocument();
  });
});
