import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { readBlobText } from '../../../test/blob';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { signInAs } from '../../../test/fixtures';
import { LocationProbe, renderAt } from '../../../test/render';
import { mockReports, params, transaction } from '../test/transactions-api';
import { TransactionsRoute } from './transactions-route';

function renderScreen(path = '/transactions/all') {
  signInAs();
  renderAt(
    path,
    <>
      <TransactionsRoute />
      <LocationProbe />
    </>,
  );
}

describe('/transactions/all', () => {
  it('lists the transactions with uppercase refs, signed amounts and dates', async () => {
    mockFetch(() =>
      jsonResponse(200, {
        content: [
          transaction(1),
          transaction(2, {
            direction: 'debit',
            amount: 510,
            agencyTxn: 'TRANSFER',
            status: 'FAILED',
          }),
        ],
        total: 2,
        page: 0,
        size: 10,
      }),
    );
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'Transactions' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Wallet transactions' });
    expect(await within(table).findByText('TOP_REF1')).toBeInTheDocument();
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Credit +₦2,500.00');
    expect(second).toHaveTextContent('Debit −₦510.00');
    expect(second).toHaveTextContent('FAILED');
    expect(first).toHaveTextContent('Wallet top-up');
    expect(document.title).toMatch(/^Transactions \| Olivia/);
  });

  it('sends page, size, sort, order, q, from and to from the URL to the reports API', async () => {
    const requests = mockReports(0);
    renderScreen(
      '/transactions/all?page=3&size=20&sort=amount&order=desc&q=top&from=2026-03-01&to=2026-03-07',
    );
    await screen.findByText('No records');
    expect(requests[0]?.url.startsWith('/api/reports/transactions?')).toBe(true);
    expect(params(requests[0])).toEqual({
      page: '2',
      size: '20',
      sort: 'amount',
      order: 'desc',
      q: 'top',
      from: '2026-03-01',
      to: '2026-03-07',
    });
  });

  it('keeps the dates in the URL, going back to the first page', async () => {
    const requests = mockReports(0);
    renderScreen('/transactions/all?page=2');
    await screen.findByText('No records');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-07' } });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/transactions/all?from=2026-03-01&to=2026-03-07',
      ),
    );
    await waitFor(() =>
      expect(params(requests.at(-1))).toMatchObject({
        page: '0',
        from: '2026-03-01',
        to: '2026-03-07',
      }),
    );
  });

  it('sorts by a column, sending it to the API', async () => {
    const requests = mockReports(2);
    renderScreen();
    const user = userEvent.setup();
    await screen.findByText('TOP_REF1');
    await user.click(screen.getByRole('button', { name: 'Reference' }));
    await waitFor(() =>
      expect(params(requests.at(-1))).toMatchObject({ sort: 'ref', order: 'asc' }),
    );
  });

  it('exports every matching row as CSV, fetching pages of 100', async () => {
    const requests = mockReports(150);
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    let csv: Blob | undefined;
    URL.createObjectURL = vi.fn((blob: Blob) => {
      csv = blob;
      return 'blob:transactions';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    try {
      renderScreen('/transactions/all?q=top');
      const user = userEvent.setup();
      await screen.findByText('TOP_REF1');
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(click).toHaveBeenCalled());
      const pages = requests.filter((r) => params(r).size === '100').map((r) => params(r));
      expect(pages).toEqual([
        { page: '0', size: '100', q: 'top' },
        { page: '1', size: '100', q: 'top' },
      ]);
      const lines = (await readBlobText(csv ?? new Blob())).split('\r\n');
      expect(lines[0]).toBe('\uFEFFReference,Type,Amount,Status,Description,Date');
      expect(lines[1]).toBe(
        'TOP_REF1,TOP-UP,2500,SUCCESSFUL,Wallet top-up,2026-03-05T14:07:00.000Z',
      );
      expect(lines).toHaveLength(151);
    } finally {
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
    }
  });
});
