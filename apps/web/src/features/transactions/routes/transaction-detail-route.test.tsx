import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { walletEndpoints } from '@olivia/contracts/wallet-endpoints';
import { fakeApi, fakeEndpoint } from '../../../test/fake-api';
import { signInAs } from '../../../test/fixtures';
import { LocationProbe, renderRoutes } from '../../../test/render';
import { fakeTransactionDetails, transaction, transactionDetail } from '../test/transactions-api';
import { TransactionDetailRoute } from './transaction-detail-route';
import { TransactionsRoute } from './transactions-route';

/** The list holds two payments of one top-up; the detail answers for either, 404 otherwise. */
function mockApi() {
  const first = transactionDetail(1, { ref: 'top_shared', amount: 490, fee: 10, paid: 500 });
  const second = transactionDetail(2, {
    ref: 'top_shared',
    amount: 510,
    fee: 0,
    paid: 510,
    paymentRef: 'evt_payment2',
  });
  const content = [
    transaction(1, { ref: 'top_shared', amount: 490 }),
    transaction(2, { ref: 'top_shared', amount: 510 }),
  ];
  return fakeApi(
    fakeEndpoint(walletEndpoints.transactions, () => ({ content, total: 2, page: 0, size: 10 })),
    fakeTransactionDetails([first, second]),
  );
}

function renderScreen(path = '/transactions/all?q=shared') {
  signInAs();
  return renderRoutes(
    [
      {
        path: '/transactions/all',
        element: (
          <>
            <TransactionsRoute />
            <LocationProbe />
          </>
        ),
        children: [{ path: ':id', element: <TransactionDetailRoute /> }],
      },
    ],
    path,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('/transactions/all/:id', () => {
  it('opens a row in a drawer: each payment of one top-up with its own reference and fee', async () => {
    mockApi();
    renderScreen();
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Wallet transactions' });
    await within(table).findAllByText('TOP_SHARED');
    const [, firstRow, secondRow] = within(table).getAllByRole('row');
    if (!firstRow || !secondRow) throw new Error('two rows expected');

    // A click anywhere on the row opens it, keeping the list's search in the URL.
    await user.click(within(firstRow).getByText('Top-up'));
    let drawer = await screen.findByRole('dialog', { name: 'Transaction details' });
    expect(screen.getByTestId('location')).toHaveTextContent('/transactions/all/t1?q=shared');
    const receipt = await within(drawer).findByRole('region', { name: 'Receipt' });
    expect(receipt).toHaveTextContent('Ada Stores');
    expect(receipt).toHaveTextContent('ReferenceTOP_SHARED');
    expect(receipt).toHaveTextContent('Payment referenceevt_payment1');
    expect(receipt).toHaveTextContent('Provider referenceSBX-top_ref1');
    expect(receipt).toHaveTextContent('Amount₦490.00');
    expect(receipt).toHaveTextContent('Fee₦10.00');
    expect(receipt).toHaveTextContent('Total paid₦500.00');
    expect(receipt).toHaveTextContent('CounterpartyOlivia Sandbox · Wema Bank · 0123456789');
    expect(receipt).toHaveTextContent('Top-up requested5 Mar 2026');
    expect(receipt).toHaveTextContent('Recorded5 Mar 2026');

    await user.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent('/transactions/all?q=shared');

    // The reference is a link for the keyboard.
    within(secondRow).getByRole('link', { name: 'Open the details of TOP_SHARED' }).focus();
    await user.keyboard('{Enter}');
    drawer = await screen.findByRole('dialog', { name: 'Transaction details' });
    const other = await within(drawer).findByRole('region', { name: 'Receipt' });
    expect(other).toHaveTextContent('Payment referenceevt_payment2');
    expect(other).toHaveTextContent('Fee₦0.00');
  });

  it('prints the receipt alone, with formatted money and local dates', async () => {
    mockApi();
    renderScreen('/transactions/all/t1');
    const user = userEvent.setup();
    const drawer = await screen.findByRole('dialog', { name: 'Transaction details' });
    await within(drawer).findByRole('region', { name: 'Receipt' });
    let printed = '';
    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      printed = document.querySelector('.print-table-root')?.textContent ?? '';
      expect(document.body).toHaveClass('printing-table');
    });
    await user.click(within(drawer).getByRole('button', { name: 'Print receipt' }));
    expect(print).toHaveBeenCalledOnce();
    expect(printed).toContain('Fee₦10.00');
    expect(printed).toContain('Payment referenceevt_payment1');
    expect(printed).toMatch(/Printed \d{1,2} \w{3} \d{4}/);
    window.dispatchEvent(new Event('afterprint'));
    expect(document.querySelector('.print-table-root')).toBeNull();
    expect(document.body).not.toHaveClass('printing-table');
  });

  it("says so when the transaction is not the store's", async () => {
    mockApi();
    renderScreen('/transactions/all/00000000-0000-4000-8000-000000000000');
    const drawer = await screen.findByRole('dialog', { name: 'Transaction details' });
    expect(
      await within(drawer).findByText('This transaction does not exist in your store.'),
    ).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Print receipt' })).toBeNull();
  });
});
