import { walletEndpoints } from '@olivia/contracts/wallet-endpoints';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { params, transaction } from '../../features/transactions/test/transactions-api';
import { jsonResponse } from '../../test/fetch-mock';
import { signInAs } from '../../test/fixtures';
import { mockDashboardApi, renderDashboard, type Answer } from './test/dashboard-api';

describe('/dashboard Recent Transactions (docs/product/screens.md)', () => {
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

  it('lists the last 7 days, 10 a page, refs in uppercase, each opening its detail', async () => {
    signInAs();
    const api = mockDashboardApi({ transactions: reports(12) });
    renderDashboard();
    const panel = await screen.findByRole('region', { name: 'Recent Transactions' });
    expect(await within(panel).findByText('TOP_REF1')).toBeVisible();
    expect(params(api.of(walletEndpoints.transactions)[0])).toMatchObject({
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
    const api = mockDashboardApi({ transactions: reports(25) });
    renderDashboard();
    const panel = await screen.findByRole('region', { name: 'Recent Transactions' });
    await within(panel).findByText('TOP_REF1');
    await userEvent.click(within(panel).getByRole('button', { name: /next/i }));
    await waitFor(() => expect(params(api.of(walletEndpoints.transactions).at(-1)).page).toBe('1'));
    await userEvent.click(within(panel).getByRole('button', { name: /Amount/ }));
    await waitFor(() =>
      expect(params(api.of(walletEndpoints.transactions).at(-1))).toMatchObject({
        page: '0',
        sort: 'amount',
      }),
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
    const api = mockDashboardApi({ transactions: reports(3) });
    renderDashboard();
    await screen.findByText('Bronze rank');
    expect(screen.queryByRole('region', { name: 'Recent Transactions' })).toBeNull();
    expect(api.of(walletEndpoints.transactions)).toHaveLength(0);
  });
});
