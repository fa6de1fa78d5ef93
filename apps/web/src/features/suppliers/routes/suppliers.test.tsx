import { purchaseOrderEndpoints } from '@olivia/contracts/purchase-order-endpoints';
import { supplierEndpoints } from '@olivia/contracts/supplier-endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { screenPaths } from '../../../lib/screen-paths';
import { signInAs } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render';
import { fakeSuppliersApi, orderId, supplier, supplierId } from '../test/suppliers-fake';

function renderSuppliers(path: string = screenPaths.suppliers) {
  signInAs();
  return { ...renderScreen(screenPaths.suppliers, path), user: userEvent.setup() };
}

const dialogOf = async (title: string) =>
  (await screen.findByText(title, { selector: 'h2' })).closest('[role="dialog"]') as HTMLElement;

describe('/suppliers/all', () => {
  it('lists suppliers with terms, paid and owed; the archived filter goes in the query', async () => {
    const api = fakeSuppliersApi([supplier(1), supplier(2, { active: false })]);
    const { user } = renderSuppliers();
    const table = await screen.findByRole('table', { name: 'Suppliers' });
    const row = (await within(table).findByText('Kano Textile Mills')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('14 days · 7 days lead time');
    expect(row).toHaveTextContent('₦120,000.00');
    expect(row).toHaveTextContent('₦30,000.00');
    await user.selectOptions(screen.getByLabelText('Status'), 'Archived');
    await waitFor(() =>
      expect(api.of(supplierEndpoints.list).at(-1)?.url).toContain('active=false'),
    );
  });

  it('says what suppliers are for when there are none, and offers to add one', async () => {
    fakeSuppliersApi([]);
    renderSuppliers();
    expect(await screen.findByText('No suppliers yet')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'New supplier' }).length).toBeGreaterThan(0);
  });

  it('adds a supplier with a bank account', async () => {
    const api = fakeSuppliersApi([]);
    const { user } = renderSuppliers(`${screenPaths.suppliers}/new`);
    const drawer = await dialogOf('New supplier');
    await user.type(within(drawer).getByLabelText('Business name'), 'Aba Leather Works');
    await user.selectOptions(await within(drawer).findByLabelText('Bank'), 'Access Bank');
    await user.type(within(drawer).getByLabelText('Account number'), '0000000001');
    await user.click(within(drawer).getByRole('button', { name: 'Add supplier' }));
    await waitFor(() => expect(api.of(supplierEndpoints.create)).toHaveLength(1));
    expect(api.of(supplierEndpoints.create)[0]?.body).toMatchObject({
      name: 'Aba Leather Works',
      bankcode: '044',
      accountnumber: '0000000001',
      products: [],
    });
  });

  it('edits a supplier: the drawer shows their bank once the banks arrive, and keeps it', async () => {
    const api = fakeSuppliersApi([supplier(1)]);
    const { user } = renderSuppliers(`${screenPaths.suppliers}/${supplierId(1)}/edit`);
    // The loading drawer first, then the supplier's form.
    const drawer = (await screen.findByLabelText('Bank')).closest('[role="dialog"]') as HTMLElement;
    await waitFor(() => expect(within(drawer).getByLabelText('Bank')).toHaveValue('044'));
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.of(supplierEndpoints.update)).toHaveLength(1));
    expect(api.of(supplierEndpoints.update)[0]?.body).toMatchObject({ bankcode: '044' });
  });

  it('receives goods on an ordered purchase order, at most what is to come', async () => {
    const api = fakeSuppliersApi([supplier(1)]);
    const { user } = renderSuppliers(`${screenPaths.suppliers}/orders/${orderId(1)}?view=orders`);
    const drawer = await dialogOf('PO-0007');
    await user.click(within(drawer).getByRole('button', { name: 'Receive goods' }));
    const count = within(drawer).getByLabelText('Peacock Ankara (10 to come)');
    await user.clear(count);
    await user.type(count, '4');
    await user.click(within(drawer).getByRole('button', { name: 'Add to stock' }));
    await waitFor(() => expect(api.of(purchaseOrderEndpoints.receive)).toHaveLength(1));
    expect(api.of(purchaseOrderEndpoints.receive)[0]?.body).toEqual({
      lines: [{ lineid: '00000000-0000-4000-8000-000000000999', quantity: 4 }],
    });
    expect(await within(drawer).findByText('Partly received')).toBeInTheDocument();
  }, 30_000);

  it('pays the supplier: a quote names the account, then the PIN pays under its ref', async () => {
    const api = fakeSuppliersApi([supplier(1)]);
    const { user } = renderSuppliers(`${screenPaths.suppliers}/orders/${orderId(1)}?view=orders`);
    const drawer = await dialogOf('PO-0007');
    await user.click(within(drawer).getByRole('button', { name: 'Pay supplier' }));
    const amount = within(drawer).getByLabelText('Amount');
    await user.clear(amount);
    await user.type(amount, '10000');
    await user.click(within(drawer).getByRole('button', { name: 'Check account' }));
    expect(
      await within(drawer).findByText(/to Hauwa Bello, Access Bank 2034567812/),
    ).toBeInTheDocument();
    for (const digit of '4826') {
      await user.click(
        within(within(drawer).getByRole('group', { name: 'PIN keypad' })).getByRole('button', {
          name: digit,
        }),
      );
    }
    await user.click(within(drawer).getByRole('button', { name: 'Pay ₦10,000.00' }));
    await waitFor(() => expect(api.of(purchaseOrderEndpoints.pay)).toHaveLength(1));
    expect(api.of(purchaseOrderEndpoints.pay)[0]?.body).toEqual({
      amount: 10_000,
      pin: '4826',
      ref: 'trf_quote1',
    });
  }, 30_000);
});
