import type { DashboardResponse } from '@olivia/contracts/wallet';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { params, transaction } from '../../features/transactions/test/transactions-api';
import { dashboard } from '../../features/wallet/test/wallet-api';
import { jsonResponse, mockFetch, type RecordedRequest } from '../../test/fetch-mock';
import { signInAs } from '../../test/fixtures';
import { LocationProbe, renderRoutes } from '../../test/render';
import { DashboardScreen } from './dashboard-screen';

type Answer = (request: RecordedRequest, call: number) => Response | Promise<Response>;
const ORDER_ID = '00000000-0000-4000-8000-000000000701';

const figures = (overrides: Partial<DashboardResponse> = {}): DashboardResponse => ({
  ...dashboard(),
  setuplogo: false,
  setupproducts: false,
  totalProducts: 42,
  totalCategories: 6,
  inflowTotal: 750.5,
  inflowsCount: 2,
  outflowTotal: 120,
  outflowsCount: 1,
  ordersList: [
    {
      id: ORDER_ID,
      number: 1042,
      total: 31500,
      orderStatus: 'paid',
      createdat: '2026-11-20T10:00:00.000Z',
    },
    {
      id: '00000000-0000-4000-8000-000000000702',
      number: 1041,
      total: 8000,
      orderStatus: 'delivered',
      createdat: '2026-11-19T10:00:00.000Z',
    },
  ],
  ...overrides,
});
const TRAFFIC = { last24hrs: 12, lastWeek: 85, lastMonth: 1204, lastYear: 15320 };

/** The dashboard's API: its call, the traffic and the tier refresh, counted per operation. */
function mockDashboardApi(
  answers: { dashboard?: Answer; traffic?: Answer; refresh?: Answer; transactions?: Answer } = {},
) {
  const calls = { dashboard: 0, traffic: 0, refresh: 0 };
  const requests = mockFetch((request) => {
    const path = new URL(request.url, 'http://localhost').pathname;
    if (path === '/api/olivia/products/dashboard') {
      calls.dashboard += 1;
      return (answers.dashboard ?? (() => jsonResponse(200, figures())))(request, calls.dashboard);
    }
    if (path === '/api/olivia/products/website/hits') {
      calls.traffic += 1;
      return (answers.traffic ?? (() => jsonResponse(200, TRAFFIC)))(request, calls.traffic);
    }
    if (path === '/api/olivia/loan/refresh/batch') {
      calls.refresh += 1;
      return (answers.refresh ?? (() => jsonResponse(200, { rank: 'silver' })))(
        request,
        calls.refresh,
      );
    }
    if (path === '/api/reports/transactions' && answers.transactions) {
      return answers.transactions(request, 0);
    }
    return jsonResponse(200, { content: [], total: 0, page: 0, size: 20 });
  });
  return { calls, requests };
}

function renderDashboard() {
  return renderRoutes(
    [
      { path: '/dashboard', Component: DashboardScreen },
      { path: '*', Component: LocationProbe },
    ],
    '/dashboard',
  );
}

/** A figure's card: its label, then the card around the label's block. */
const figure = (label: string) => {
  const card = screen.getByText(label).parentElement?.parentElement;
  if (!card) throw new Error(`no card ${label}`);
  return card;
};

describe('/dashboard panels (SPEC §2)', () => {
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
    await waitFor(() => expect(api.calls.traffic).toBe(1));
    await userEvent.click(screen.getByRole('button', { name: 'Refresh tier' }));
    expect(await screen.findByText('Silver rank')).toBeVisible();
    expect(api.calls.refresh).toBe(1);
    await waitFor(() => expect(api.calls.traffic).toBe(2));
    expect(api.calls.dashboard).toBe(2);
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

describe('/dashboard Recent Transactions (SPEC §2)', () => {
  beforeEach(() => sessionStorage.clear());

  const day = (offset: number) => {
    const date = new Date();
    date.setUTCDate(date.getUTCDate() + offset);
    return date.toISOString().slice(0, 10);
  };
  /** A reports API with `total` movements, answering the page asked for. */
  const reports =
    (total: number): Answer =>
    (request) => {
      const query = params(request);
      const page = Number(query.page);
      const size = Number(query.size);
      const count = Math.max(0, Math.min(size, total - page * size));
      const content = Array.from({ length: count }, (_, i) => transaction(page * size + i + 1));
      return jsonResponse(200, { content, total, page, size });
    };
  const listRequests = (requests: RecordedRequest[]) =>
    requests.filter((request) => request.url.includes('/api/reports/transactions'));

  it('lists the last 7 days, 10 a page, refs in uppercase, each opening its detail', async () => {
    signInAs();
    const { requests } = mockDashboardApi({ transactions: reports(12) });
    renderDashboard();
    const panel = await screen.findByRole('region', { name: 'Recent Transactions' });
    expect(await within(panel).findByText('TOP_REF1')).toBeVisible();
    expect(params(listRequests(requests)[0])).toMatchObject({
      from: day(-7),
      to: day(0),
      page: '0',
      size: '10',
      sort: 'createdat',
      order: 'desc',
    });
    expect(within(panel).getByLabelText('From')).toHaveValue(day(-7));
    expect(within(panel).getByLabelText('To')).toHaveValue(day(0));
    await userEvent.click(
      within(panel).getByRole('link', { name: 'Open the details of TOP_REF1' }),
    );
    expect(await screen.findByTestId('location')).toHaveTextContent('/transactions/all/t1');
  });

  it('goes back to page 1 when the sort changes', async () => {
    signInAs();
    const { requests } = mockDashboardApi({ transactions: reports(25) });
    renderDashboard();
    const panel = await screen.findByRole('region', { name: 'Recent Transactions' });
    await within(panel).findByText('TOP_REF1');
    await userEvent.click(within(panel).getByRole('button', { name: /next/i }));
    await waitFor(() => expect(params(listRequests(requests).at(-1)).page).toBe('1'));
    await userEvent.click(within(panel).getByRole('button', { name: /Amount/ }));
    await waitFor(() =>
      expect(params(listRequests(requests).at(-1))).toMatchObject({ page: '0', sort: 'amount' }),
    );
  });

  it('says there are none yet, and none for the dates once they are changed', async () => {
    signInAs();
    mockDashboardApi({ transactions: reports(0) });
    renderDashboard();
    const panel = await screen.findByRole('region', { name: 'Recent Transactions' });
    expect(await within(panel).findByText('There are no recent transactions yet.')).toBeVisible();
    expect(within(panel).queryByRole('button', { name: 'Clear dates' })).toBeNull();
    fireEvent.change(within(panel).getByLabelText('From'), { target: { value: day(-30) } });
    expect(
      await within(panel).findByText('No agency transactions for this date yet'),
    ).toBeVisible();
    // back to the last 7 days: nothing to clear there
    await userEvent.click(within(panel).getByRole('button', { name: 'Clear dates' }));
    expect(await within(panel).findByText('There are no recent transactions yet.')).toBeVisible();
    expect(within(panel).queryByRole('button', { name: 'Clear dates' })).toBeNull();
  });

  it('is not shown to a sub-user who may not see the balance', async () => {
    signInAs({
      userCategory: 'OLIVIA_SUB_USER',
      setup: { controlchat: false, viewbalance: false },
    });
    const { requests } = mockDashboardApi({ transactions: reports(3) });
    renderDashboard();
    await screen.findByText('Bronze rank');
    expect(screen.queryByRole('region', { name: 'Recent Transactions' })).toBeNull();
    expect(listRequests(requests)).toHaveLength(0);
  });
});
