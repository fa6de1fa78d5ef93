import { endpointUrl } from '@olivia/contracts/endpoint';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { readBlobText } from '../../../test/blob';
import { changeLanguage } from '../../../lib/i18n';
import { walletEndpoints } from '@olivia/contracts/wallet-endpoints';
import { fakeApi, fakeEndpoint } from '../../../test/fake-api';
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
    fakeApi(
      fakeEndpoint(walletEndpoints.transactions, () => ({
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
      })),
    );
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'Transactions' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Wallet transactions' });
    expect(await within(table).findByText('TOP_REF1')).toBeInTheDocument();
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Credit +₦2,500.00');
    expect(second).toHaveTextContent('Debit −₦510.00');
    expect(second).toHaveTextContent('Transfer');
    expect(second).toHaveTextContent('Failed');
    expect(first).toHaveTextContent('Wallet top-up by bank transfer to Wema Bank 0123456789');
    expect(first).toHaveTextContent('5 Mar 2026');
    expect(document.title).toMatch(/^Transactions \| Olivia/);
  });

  it('sends page, size, sort, order, q, from and to from the URL to the reports API', async () => {
    const requests = mockReports(0);
    renderScreen(
      '/transactions/all?page=3&size=20&sort=amount&order=desc&q=top&type=FEE&status=FAILED&from=2026-03-01&to=2026-03-07',
    );
    await screen.findByText('No records');
    expect(requests[0]?.url.startsWith(`${endpointUrl(walletEndpoints.transactions)}?`)).toBe(true);
    expect(params(requests[0])).toEqual({
      page: '2',
      size: '20',
      sort: 'amount',
      order: 'desc',
      q: 'top',
      type: 'FEE',
      status: 'FAILED',
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
        'TOP_REF1,Top-up,2500,Successful,Wallet top-up by bank transfer to Wema Bank 0123456789,2026-03-05T14:07:00.000Z',
      );
      expect(lines).toHaveLength(151);
    } finally {
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
    }
  });

  it('filters by type and status, keeping them in the URL and going back to the first page', async () => {
    const requests = mockReports(0);
    renderScreen('/transactions/all?page=2');
    await screen.findByText('No records');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Type'), 'Reversal');
    await user.selectOptions(screen.getByLabelText('Status'), 'Pending');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/transactions/all?type=REVERSAL&status=PENDING',
      ),
    );
    await waitFor(() =>
      expect(params(requests.at(-1))).toMatchObject({
        page: '0',
        type: 'REVERSAL',
        status: 'PENDING',
      }),
    );
    await user.selectOptions(screen.getByLabelText('Type'), 'All types');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/transactions/all?status=PENDING'),
    );
  });

  it('refuses a From date after the To date under the field, asking the server nothing', async () => {
    const requests = mockReports(3);
    renderScreen('/transactions/all');
    await screen.findByText('TOP_REF1');
    const before = requests.length;
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-09' } });
    const message = 'The From date must be on or before the To date';
    const to = screen.getByLabelText('To');
    await waitFor(() => expect(to).toHaveAccessibleDescription(message));
    expect(to).toHaveAttribute('aria-invalid', 'true');
    const table = screen.getByRole('table', { name: 'Wallet transactions' });
    expect(within(table).getByText(message)).toBeInTheDocument();
    expect(screen.queryByText('No records')).not.toBeInTheDocument();
    expect(screen.queryByText('TOP_REF1')).not.toBeInTheDocument();
    // Only the To date's own request (a valid range then) reached the server.
    expect(requests.slice(before).every((r) => params(r).from === undefined)).toBe(true);

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-02-20' } });
    await waitFor(() => expect(params(requests.at(-1))).toMatchObject({ from: '2026-02-20' }));
    await waitFor(() => expect(to).not.toHaveAccessibleDescription(message));
  });

  it('counts the selected rows and exports only them while any are selected', async () => {
    const requests = mockReports(25);
    const downloads = captureCsv();
    try {
      renderScreen('/transactions/all');
      const user = userEvent.setup();
      await screen.findByText('TOP_REF1');
      await user.click(screen.getByRole('checkbox', { name: 'Select row 2' }));
      await user.click(screen.getByRole('checkbox', { name: 'Select row 4' }));
      expect(screen.getByRole('status')).toHaveTextContent('2 selected');
      const before = requests.length;
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      const lines = (await downloads.text()).split('\r\n');
      expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(['TOP_REF2', 'TOP_REF4']);
      expect(requests.length).toBe(before); // the selection is on screen: nothing to fetch

      await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
      expect(screen.getByRole('status')).toHaveTextContent('10 selected');
      await user.click(screen.getByRole('button', { name: 'Clear selection' }));
      expect(screen.getByRole('status')).not.toHaveTextContent('selected');
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      await waitFor(async () => expect((await downloads.text()).split('\r\n')).toHaveLength(26));
    } finally {
      downloads.restore();
    }
  });

  it('writes dates and descriptions in the chosen language', async () => {
    mockReports(1);
    await changeLanguage('fr');
    try {
      renderScreen();
      const table = await screen.findByRole('table', { name: 'Transactions du portefeuille' });
      await within(table).findByText('TOP_REF1');
      const [, row] = within(table).getAllByRole('row');
      expect(row).toHaveTextContent(
        'Recharge du portefeuille par virement vers Wema Bank 0123456789',
      );
      expect(row).toHaveTextContent('5 mars 2026');
      expect(row).toHaveTextContent('Réussie');
    } finally {
      await changeLanguage('en');
    }
  });
});

/** Catches CSV downloads: `text()` reads the latest. */
function captureCsv() {
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  let latest: Blob | undefined;
  URL.createObjectURL = vi.fn((blob: Blob) => {
    latest = blob;
    return 'blob:transactions';
  });
  URL.revokeObjectURL = vi.fn();
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  return {
    async text() {
      await waitFor(() => expect(latest).toBeDefined());
      return readBlobText(latest ?? new Blob());
    },
    restore() {
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
      click.mockRestore();
    },
  };
}
