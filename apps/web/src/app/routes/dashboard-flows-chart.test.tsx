import { walletEndpoints } from '@olivia/contracts/wallet-endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../test/fetch-mock';
import { signInAs } from '../../test/fixtures';
import { mockDashboardApi, renderDashboard } from './test/dashboard-api';

const day = (offset: number) => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
};

describe('/dashboard flows chart (beyond docs/product, issue 14)', () => {
  beforeEach(() => sessionStorage.clear());

  it("draws the range's money in and out beside the previous period's", async () => {
    signInAs();
    const api = mockDashboardApi({
      flows: () =>
        jsonResponse(200, {
          currency: 'NGN',
          current: [
            { day: '2026-11-20', inflow: 1500, outflow: 200 },
            { day: '2026-11-21', inflow: 0, outflow: 100 },
          ],
          previous: [
            { day: '2026-11-18', inflow: 1000, outflow: 0 },
            { day: '2026-11-19', inflow: 0, outflow: 0 },
          ],
        }),
    });
    renderDashboard();
    const panel = await screen.findByRole('region', { name: 'Recent Transactions' });
    const chart = await within(panel).findByRole('figure');
    const inflows = within(chart).getAllByText('Inflows')[0]?.parentElement;
    expect(inflows).toHaveTextContent('₦1,500.00');
    expect(inflows).toHaveTextContent('Previous period: ₦1,000.00 · +50% on the previous period');
    const outflows = within(chart).getAllByText('Outflows')[0]?.parentElement;
    expect(outflows).toHaveTextContent('₦300.00');
    expect(outflows).toHaveTextContent('nothing in the previous period');
    expect(within(chart).getByRole('img', { name: /^Money in and out/ })).toBeVisible();
    // For screen readers: the figures per day.
    const rows = within(within(chart).getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toContain(
      '20 Nov 2026₦1,500.00₦200.00₦1,000.00₦0.00',
    );

    const [flows] = api.of(walletEndpoints.flows);
    const query = new URL(flows?.url ?? '', 'http://localhost').searchParams;
    expect([query.get('from'), query.get('to')]).toEqual([day(-7), day(0)]);
  });

  it('says so when the chart cannot load, and leaves the table working', async () => {
    signInAs();
    mockDashboardApi({ flows: () => jsonResponse(500, { error: 'Internal Server Error' }) });
    renderDashboard();
    const panel = await screen.findByRole('region', { name: 'Recent Transactions' });
    await waitFor(
      () => expect(within(panel).getByText('Unable to load the chart.')).toBeVisible(),
      { timeout: 15_000 },
    );
    expect(within(panel).getByRole('table', { name: 'Recent Transactions' })).toBeVisible();
  });
});
