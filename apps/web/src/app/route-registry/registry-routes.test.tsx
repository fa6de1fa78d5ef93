import { screen, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render';
import { toRouteObjects } from './registry-routes';
import type { RouteEntry } from './route-entry';

function ThingsList() {
  return (
    <section aria-label="Things">
      <h1>Things</h1>
      <Outlet />
    </section>
  );
}

function NewThingDrawer() {
  return <div role="dialog" aria-label="New thing" />;
}

/** A tiny registry: a list screen with a create screen as its child. */
const registry: RouteEntry[] = [
  {
    path: '/things/all',
    titleKey: 'products',
    screen: async () => ({ Component: ThingsList }),
    children: [
      { path: 'new', titleKey: 'orders', screen: async () => ({ Component: NewThingDrawer }) },
    ],
  },
];

describe('registry routes', () => {
  it('renders a child route inside its parent list, titled by the child', async () => {
    const { router } = renderRoutes(toRouteObjects(registry), '/things/all/new');
    const list = await screen.findByRole('region', { name: 'Things' });
    expect(within(list).getByRole('dialog', { name: 'New thing' })).toBeInTheDocument();
    expect(router.state.matches.map((match) => match.route.handle)).toEqual([
      { titleKey: 'products' },
      { titleKey: 'orders' },
    ]);
  });

  it('renders the list alone at its own path', async () => {
    renderRoutes(toRouteObjects(registry), '/things/all');
    expect(await screen.findByRole('heading', { name: 'Things' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
