import { endpointUrl } from '@olivia/contracts/endpoint';
import { customerEndpoints } from '@olivia/contracts/customer-endpoints';
import { orderEndpoints } from '@olivia/contracts/order-endpoints';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ada, bola, mockOrdersApi, order, params, unpaid } from './orders-api';
import { customerDefaults } from '../../../test/customer-defaults';
import { location, ordersTable, renderOrders, rowOf } from './render-orders';

describe('/orders/all', () => {
  it('lists orders, newest first, with customer, items, total and both badges', async () => {
    const api = mockOrdersApi([
      unpaid(2, { customer: bola, itemcount: 1, total: 5000 }),
      order(1, { orderStatus: 'shipped' }),
    ]);
    await renderOrders();
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeInTheDocument();
    const shipped = await rowOf('#1001');
    expect(within(shipped).getByRole('link', { name: 'Open order #1001' })).toHaveTextContent(
      '#1001',
    );
    expect(shipped).toHaveTextContent('1 Mar 2026');
    expect(shipped).toHaveTextContent('Ada Obiada@example.com');
    expect(shipped).toHaveTextContent('₦37,500.00');
    expect(within(shipped).getByText('Paid')).toHaveClass('text-success-dark');
    expect(within(shipped).getByText('Shipped')).toHaveClass('text-sky-700');

    const pending = await rowOf('#1002');
    expect(pending).toHaveTextContent('Bola Adebola@example.com');
    expect(pending).toHaveTextContent('₦5,000.00');
    expect(within(pending).getByText('Unpaid')).toBeInTheDocument();
    expect(within(pending).getByText('Pending')).toHaveClass('text-warning-dark');
    const cells = within(pending).getAllByRole('cell');
    // After the selection's checkbox, the order, date and customer.
    expect(cells[4]).toHaveTextContent('1');

    const rows = within(await ordersTable())
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => row.querySelector('a')?.textContent)).toEqual(['#1002', '#1001']);
    expect(params(api.of(orderEndpoints.list)[0])).toEqual({
      page: '0',
      size: '10',
      sort: 'createdat',
      order: 'desc',
    });
    expect(document.title).toMatch(/^Orders \| Olivia/);
  });

  it('writes the status, dates and search to the URL and sends them', async () => {
    const api = mockOrdersApi([order(1), unpaid(2), order(5, { orderStatus: 'delivered' })]);
    const { user } = await renderOrders();
    await rowOf('#1005');

    await user.selectOptions(screen.getByLabelText('Status'), 'Pending');
    await waitFor(() =>
      expect(params(api.of(orderEndpoints.list).at(-1))).toMatchObject({ status: 'pending' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Open order #1005' })).not.toBeInTheDocument(),
    );
    expect(await rowOf('#1002')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Status'), 'All statuses');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-02' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-04' } });
    await waitFor(() =>
      expect(params(api.of(orderEndpoints.list).at(-1))).toEqual({
        page: '0',
        size: '10',
        sort: 'createdat',
        order: 'desc',
        from: '2026-03-02',
        to: '2026-03-04',
      }),
    );
    expect(location()).toHaveTextContent('/orders/all?from=2026-03-02&to=2026-03-04');
    await waitFor(async () =>
      expect(within(await ordersTable()).getAllByRole('row')).toHaveLength(2),
    );
    expect(await rowOf('#1002')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear dates' }));
    await user.type(screen.getByRole('searchbox'), '1005');
    await waitFor(() =>
      expect(params(api.of(orderEndpoints.list).at(-1))).toEqual({
        page: '0',
        size: '10',
        sort: 'createdat',
        order: 'desc',
        q: '1005',
      }),
    );
    expect(location()).toHaveTextContent('/orders/all?q=1005');
    await user.click(screen.getByRole('button', { name: 'Total' }));
    await waitFor(() =>
      expect(params(api.of(orderEndpoints.list).at(-1))).toMatchObject({
        sort: 'total',
        order: 'asc',
      }),
    );
  });

  it('asks nothing for a From date after the To date, and says why', async () => {
    const api = mockOrdersApi([order(1)]);
    await renderOrders('/orders/all?from=2026-03-09&to=2026-03-01');
    const message = 'The From date must be on or before the To date';
    // Under To, and in the table instead of rows.
    expect(await screen.findByLabelText('To')).toHaveAccessibleDescription(message);
    expect(within(await ordersTable()).getByText(message)).toBeInTheDocument();
    expect(api.of(orderEndpoints.list)).toHaveLength(0);
  });

  it("shows one customer's orders from the URL with a chip that clears it", async () => {
    const api = mockOrdersApi([order(1), order(2, { customer: bola })]);
    const { user } = await renderOrders(`/orders/all?customer=${ada.id}`);
    await rowOf('#1001');
    expect(params(api.of(orderEndpoints.list)[0])).toMatchObject({ customer: ada.id });
    expect(screen.queryByRole('link', { name: 'Open order #1002' })).not.toBeInTheDocument();
    expect(screen.getByText('Customer: Ada Obi')).toBeInTheDocument();
    expect(api.of(customerEndpoints.get)).toHaveLength(0); // the name came with the orders

    await user.click(
      screen.getByRole('button', { name: 'Show orders of every customer, not only Ada Obi' }),
    );
    expect(await rowOf('#1002')).toBeInTheDocument();
    expect(params(api.of(orderEndpoints.list).at(-1))).not.toHaveProperty('customer');
    expect(location()).toHaveTextContent(/^\/orders\/all$/);
    expect(screen.queryByText(/^Customer:/)).not.toBeInTheDocument();
  });

  it("asks for the customer's name when none of their orders is listed", async () => {
    const api = mockOrdersApi([], {}, [
      {
        ...bola,
        orderscount: 0,
        totalspent: 0,
        lastorderat: null,
        createdat: '2026-03-01T10:00:00.000Z',
        ...customerDefaults,
      },
    ]);
    await renderOrders(`/orders/all?customer=${bola.id}`);
    expect(await screen.findByText('Customer: Bola Ade')).toBeInTheDocument();
    expect(api.of(customerEndpoints.get)[0]?.url).toContain(
      endpointUrl(customerEndpoints.get, { id: bola.id }),
    );
    // Filtered: the table says it has nothing, not the empty store's invitation.
    expect(screen.queryByText('No orders yet')).not.toBeInTheDocument();
  });

  it("invites to the store's page while there are no orders", async () => {
    mockOrdersApi([]);
    await renderOrders();
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeInTheDocument();
    expect(
      screen.getByText(
        "Orders placed on your store's page appear here as soon as they are made; take one by phone or at the counter with New order.",
      ),
    ).toBeInTheDocument();
    const link = screen.getByRole('link', { name: "Open your store's page" });
    expect(link).toHaveAttribute('href', '/store/ada-stores');
    expect(link).toHaveAttribute('target', '_blank');
  });
});
