import { advertEndpoints } from '@olivia/contracts/advert-endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { advert, mockAdvertsApi, params } from '../test/adverts-api';
import { advertsTable, location, renderAdverts, rowOf } from '../test/render-adverts';

describe('/adverts/all', () => {
  it('lists the campaigns with their cost, reach, days and status; the URL is the query', async () => {
    const api = mockAdvertsApi([
      advert(2),
      advert(3, { status: 'ended', daysrun: 5, refunded: 4000, enddate: '2026-03-06' }),
    ]);
    renderAdverts('/adverts/all?status=running&sort=total&order=asc');
    expect(await screen.findByRole('heading', { name: 'Adverts' })).toBeInTheDocument();
    const running = await rowOf('shop2.example');
    for (const text of [
      'Facebook, Instagram',
      '₦14,000.00',
      '3,095',
      'Ran for 3 days so far',
      '2 Mar 2026',
      '8 Mar 2026',
      'Running',
      '9,310',
    ]) {
      expect(running).toHaveTextContent(text);
    }
    const ended = await rowOf('shop3.example');
    expect(ended).toHaveTextContent('Refunded: ₦4,000.00');
    expect(ended).toHaveTextContent('Ended');
    // An ended campaign has nothing left to do.
    expect(within(ended).queryByRole('button', { name: /Actions for/ })).not.toBeInTheDocument();
    expect(params(api.of(advertEndpoints.list)[0])).toEqual({
      page: '0',
      size: '10',
      sort: 'total',
      order: 'asc',
      status: 'running',
    });
    expect(document.title).toMatch(/^Adverts \| Olivia/);
  });

  it("keeps each campaign's actions reachable: the table scrolls in its card, actions pinned", async () => {
    mockAdvertsApi([advert(2), advert(3, { status: 'paused' })]);
    renderAdverts();
    const table = await advertsTable();
    // Wider than its card (1440 px with the sidebar, or a phone held sideways), the table
    // scrolls inside it, and the actions stay at the card's end edge.
    expect(table.parentElement).toHaveClass('overflow-x-auto');
    expect(within(table).getByRole('columnheader', { name: 'Actions' })).toHaveClass(
      'sm:sticky',
      'sm:end-0',
    );
    for (const domain of ['shop2.example', 'shop3.example']) {
      const button = within(await rowOf(domain)).getByRole('button', {
        name: `Actions for the advert on ${domain}`,
      });
      expect(button).toBeVisible();
      expect(button.closest('td')).toHaveClass('sm:sticky', 'sm:end-0');
    }
  });

  it("says 'No adverts' and offers the first campaign", async () => {
    mockAdvertsApi([]);
    const { user } = renderAdverts();
    const empty = await screen.findByRole('region', { name: 'Advert campaigns' });
    expect(within(empty).getByRole('heading', { name: 'No adverts' })).toBeInTheDocument();
    await user.click(within(empty).getByRole('link', { name: 'New campaign' }));
    expect(await screen.findByRole('dialog', { name: 'New campaign' })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/adverts/all/new');
  });

  it('shows a sub-user the campaigns, without paying for or changing one', async () => {
    mockAdvertsApi([advert(2)]);
    renderAdverts('/adverts/all', { userCategory: 'OLIVIA_SUB_USER' });
    await rowOf('shop2.example');
    expect(screen.queryByRole('link', { name: 'New campaign' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Actions for/ })).not.toBeInTheDocument();
  });

  it('ends a campaign after saying what goes back to the wallet; Escape cancels', async () => {
    const api = mockAdvertsApi([advert(2)]);
    const { user } = renderAdverts();
    const row = await rowOf('shop2.example');
    const openEnd = async () => {
      await user.click(
        within(row).getByRole('button', { name: 'Actions for the advert on shop2.example' }),
      );
      await user.click(await screen.findByRole('menuitem', { name: 'End' }));
      return screen.findByRole('dialog', { name: 'End the advert on shop2.example?' });
    };
    expect(await openEnd()).toHaveTextContent('₦8,000.00 for the days it has not run');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.of(advertEndpoints.end)).toHaveLength(0);

    await user.click(within(await openEnd()).getByRole('button', { name: 'End' }));
    expect(
      await screen.findByText(
        'The advert on shop2.example has ended: ₦8,000.00 went back to your wallet.',
      ),
    ).toBeInTheDocument();
    expect(api.of(advertEndpoints.end)).toHaveLength(1);
    await waitFor(async () =>
      expect(within(await advertsTable()).getByText('Ended')).toBeInTheDocument(),
    );
  });

  it('pauses a running campaign and resumes it', async () => {
    const api = mockAdvertsApi([advert(2)]);
    const { user } = renderAdverts();
    const act = async (action: string, title: string) => {
      const row = await rowOf('shop2.example');
      await user.click(
        within(row).getByRole('button', { name: 'Actions for the advert on shop2.example' }),
      );
      await user.click(await screen.findByRole('menuitem', { name: action }));
      const dialog = await screen.findByRole('dialog', { name: title });
      await user.click(within(dialog).getByRole('button', { name: action }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    };
    await act('Pause', 'Pause the advert on shop2.example?');
    expect(await screen.findByText('The advert on shop2.example is paused.')).toBeInTheDocument();
    await waitFor(async () => expect(await rowOf('shop2.example')).toHaveTextContent('Paused'));
    await act('Resume', 'Resume the advert on shop2.example?');
    expect(api.of(advertEndpoints.pause)).toHaveLength(1);
    expect(api.of(advertEndpoints.resume)).toHaveLength(1);
  });
});
