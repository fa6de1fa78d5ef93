import { storeSetupEndpoints } from '@olivia/contracts/store-setup-endpoints';
import { walletEndpoints } from '@olivia/contracts/wallet-endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../test/fetch-mock';
import { signInAs } from '../../test/fixtures';
import {
  figures,
  mockDashboardApi,
  ORDER_ID,
  renderDashboard,
  TRAFFIC,
} from './test/dashboard-api';

const figure = (label: string) => {
  const card = screen.getByText(label).parentElement?.parentElement;
  if (!card) throw new Error(`no card ${label}`);
  return card;
};

describe('/dashboard panels (docs/product/screens.md)', () => {
  beforeEach(() => sessionStorage.clear());

  it("shows the store's figures, the last 24 hours, the visits and the newest orders", async () => {
    signInAs();
    mockDashboardApi();
    renderDashboard();
    expect(await screen.findByText('Bronze rank')).toBeVisible();
    expect(within(figure('Products')).getByText('42')).toBeVisible();
    expect(figure('Products')).toHaveAttribute('href', '/products/all');
    expect(within(figure('Categories')).getByText('6')).toBeVisible();
    expect(figure('Categories')).toHaveAttribute('href', '/category/all');
    expect(within(figure('Inflows (last 24hrs)')).getByText('₦750.50')).toBeVisible();
    expect(within(figure('Inflows (last 24hrs)')).getByText('Transactions: 2')).toBeVisible();
    expect(within(figure('Outflows (last 24hrs)')).getByText('₦120.00')).toBeVisible();
    expect(within(figure('Outflows (last 24hrs)')).getByText('Transactions: 1')).toBeVisible();

    const visits = screen.getByRole('region', { name: 'Personal Website Visits' });
    expect(await within(visits).findByText('15,320')).toBeVisible();
    for (const [label, count] of [
      ['Last 24hrs', '12'],
      ['Last 7 Days', '85'],
      ['Last 30 Days', '1,204'],
    ] as const) {
      expect(within(visits).getByText(label).nextElementSibling).toHaveTextContent(count);
    }

    const orders = screen.getByRole('region', { name: 'Recent Orders' });
    const headers = within(orders)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['S/N', 'Total amount', 'Order status', 'Created at']);
    const rows = within(orders).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent(/^1₦31,500\.00Paid/);
    expect(rows[1]).toHaveTextContent(/^2₦8,000\.00Delivered/);
    await userEvent.click(within(orders).getByRole('link', { name: 'Open order 1042' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(`/orders/all/${ORDER_ID}`);
  });

  it('says so when there are no orders, and links to all orders', async () => {
    signInAs();
    mockDashboardApi({ dashboard: () => jsonResponse(200, figures({ ordersList: [] })) });
    renderDashboard();
    expect(await screen.findByText('There are no recent orders yet.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'View all orders' })).toHaveAttribute(
      'href',
      '/orders/all',
    );
  });

  it('hides the amounts, not the counts, from a sub-user who may not see the balance', async () => {
    signInAs({
      userCategory: 'OLIVIA_SUB_USER',
      setup: { controlchat: false, viewbalance: false },
    });
    mockDashboardApi({
      dashboard: () => jsonResponse(200, figures({ inflowTotal: null, outflowTotal: null })),
    });
    renderDashboard();
    expect(await within(await findFigure('Inflows (last 24hrs)')).findByText('•••')).toBeVisible();
    expect(within(figure('Inflows (last 24hrs)')).getByText('Transactions: 2')).toBeVisible();
    expect(screen.queryByText('₦750.50')).toBeNull();
  });

  it("shows 'Failed to get details' when the visits cannot load, and retries", async () => {
    signInAs();
    mockDashboardApi({
      traffic: (_request, call) =>
        call === 1 ? jsonResponse(404, { error: 'Not Found' }) : jsonResponse(200, TRAFFIC),
    });
    renderDashboard();
    const visits = await screen.findByRole('region', { name: 'Personal Website Visits' });
    expect(
      await within(visits).findByText('Failed to get details', {}, { timeout: 20_000 }),
    ).toBeVisible();
    await userEvent.click(within(visits).getByRole('button', { name: 'Retry' }));
    expect(await within(visits).findByText('15,320')).toBeVisible();
  });

  it('refreshes the tier: the rank, then the dashboard and the traffic load again', async () => {
    signInAs();
    const api = mockDashboardApi({
      dashboard: (_request, call) =>
        jsonResponse(
          200,
          call === 1
            ? figures()
            : figures({ walletDetails: { ...figures().walletDetails, rank: 'silver' } }),
        ),
    });
    renderDashboard();
    expect(await screen.findByText('Bronze rank')).toBeVisible();
    await waitFor(() => expect(api.of(storeSetupEndpoints.traffic)).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Refresh tier' }));
    expect(await screen.findByText('Silver rank')).toBeVisible();
    expect(api.of(walletEndpoints.refreshTier)).toHaveLength(1);
    await waitFor(() => expect(api.of(storeSetupEndpoints.traffic)).toHaveLength(2));
    expect(api.of(walletEndpoints.dashboard)).toHaveLength(2);
  });

  it('tells the merchant when the refresh fails, and keeps the rank', async () => {
    signInAs();
    mockDashboardApi({ refresh: () => jsonResponse(500, { error: 'Internal Server Error' }) });
    renderDashboard();
    expect(await screen.findByText('Bronze rank')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh tier' }));
    expect(
      await screen.findByText('Something went wrong, try again later', {}, { timeout: 20_000 }),
    ).toBeVisible();
    expect(screen.getByText('Bronze rank')).toBeVisible();
  });

  it('shows the retry screen when the server cannot be reached, and loads on Retry', async () => {
    signInAs();
    mockDashboardApi({
      dashboard: (_request, call) =>
        call === 1
          ? Promise.reject(new TypeError('Failed to fetch'))
          : jsonResponse(200, figures()),
    });
    renderDashboard();
    expect(
      await screen.findByText(
        'Unable to retrieve data. Check your internet connection and retry',
        {},
        { timeout: 20_000 },
      ),
    ).toBeVisible();
    const retries = screen.getAllByRole('button', { name: 'Retry' });
    await userEvent.click(retries[retries.length - 1] as HTMLElement);
    expect(await screen.findByText('Bronze rank')).toBeVisible();
    expect(within(figure('Products')).getByText('42')).toBeVisible();
  });

  it("says 'Something went wrong, try again.' for an answer that is not the dashboard's", async () => {
    signInAs();
    mockDashboardApi({ dashboard: () => jsonResponse(200, { unexpected: true }) });
    renderDashboard();
    expect(await screen.findByText('Something went wrong, try again.')).toBeVisible();
  });
});

async function findFigure(label: string) {
  await screen.findByText(label);
  return figure(label);
}
