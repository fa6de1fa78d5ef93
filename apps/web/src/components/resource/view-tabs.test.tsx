import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useView, ViewTabs } from './view-tabs';

const VIEWS = ['zones', 'runs', 'drivers'] as const;

function Screen() {
  const view = useView(VIEWS);
  return (
    <>
      <ViewTabs views={VIEWS} label="Lists" labelOf={(name) => name.toUpperCase()} />
      <p>Showing {view}</p>
    </>
  );
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/list', Component: Screen }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('ViewTabs', () => {
  it('marks the view ?view= names, the first one without it or with an unknown one', () => {
    renderAt('/list?view=runs&page=3');
    expect(screen.getByRole('link', { name: 'RUNS' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'ZONES' })).not.toHaveAttribute('aria-current');
    expect(screen.getByText('Showing runs')).toBeInTheDocument();
  });

  it('opens each view on its first page, unfiltered; the first one without ?view=', async () => {
    const router = renderAt('/list?view=nonsense&q=ikeja');
    expect(screen.getByText('Showing zones')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Lists' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'DRIVERS' }));
    expect(router.state.location.search).toBe('?view=drivers');
    expect(screen.getByText('Showing drivers')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'ZONES' }));
    expect(router.state.location.search).toBe('');
  });
});
