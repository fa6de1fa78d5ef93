import { endpointUrl } from '@olivia/contracts/endpoint';
import { customerEndpoints } from '@olivia/contracts/customer-endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { customer, mockCustomersApi, params } from './customers-api';
import { location, renderCustomers, rowOf } from './render-customers';

describe('/customers/all', () => {
  it('lists customers with contact, orders, spending and dates, last buyers first', async () => {
    const api = mockCustomersApi([
      customer(1),
      customer(2, { phone: '', orderscount: 0, totalspent: 0, lastorderat: null }),
    ]);
    renderCustomers();
    expect(await screen.findByRole('heading', { name: 'Customers' })).toBeInTheDocument();
    const ada = await rowOf('Ada Obi');
    const cells = within(ada)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 5)).toEqual([
      'Ada Obi',
      'ada@example.com',
      '+2348012345678',
      '3',
      '₦82,500.00',
    ]);
    expect(cells[5]).toMatch(/^5 Mar 2026/);
    expect(cells[6]).toMatch(/^1 Feb 2026/);
    expect(await rowOf('Bola Ade')).toHaveTextContent('Never');
    expect(params(api.of(customerEndpoints.list)[0])).toEqual({
      page: '0',
      size: '10',
      sort: 'lastorderat',
      order: 'desc',
    });
    expect(document.title).toMatch(/^Customers \| Olivia/);
  });

  it('searches and sorts through the URL', async () => {
    const api = mockCustomersApi([customer(1), customer(2)]);
    const { user } = renderCustomers();
    await rowOf('Ada Obi');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'bola@');
    await waitFor(() =>
      expect(params(api.of(customerEndpoints.list).at(-1))).toMatchObject({ q: 'bola@' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Ada Obi' })).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'Total spent' }));
    await waitFor(() =>
      expect(params(api.of(customerEndpoints.list).at(-1))).toMatchObject({
        sort: 'totalspent',
        order: 'asc',
        q: 'bola@',
      }),
    );
    expect(location()).toHaveTextContent('/customers/all?q=bola%40&sort=totalspent&order=asc');
  });

  it('opens a customer with their figures and the ways to their orders and chats', async () => {
    const api = mockCustomersApi([customer(1), customer(2)]);
    const { user } = renderCustomers('/customers/all?q=a');
    // A click anywhere on the row opens it.
    await user.click(within(await rowOf('Ada Obi')).getByText('ada@example.com'));
    const drawer = await screen.findByRole('dialog', { name: 'Ada Obi' });
    expect(location()).toHaveTextContent(`/customers/all/${customer(1).id}?q=a`);
    expect(api.of(customerEndpoints.get)).toHaveLength(0); // at once, from the list on screen
    expect(within(drawer).getByRole('link', { name: 'ada@example.com' })).toHaveAttribute(
      'href',
      'mailto:ada@example.com',
    );
    expect(within(drawer).getByRole('link', { name: '+2348012345678' })).toHaveAttribute(
      'href',
      'tel:+2348012345678',
    );
    expect(drawer).toHaveTextContent('Orders3');
    expect(drawer).toHaveTextContent('Total spent₦82,500.00');
    expect(drawer).toHaveTextContent(/Last order5 Mar 2026/);
    expect(drawer).toHaveTextContent(/Customer since1 Feb 2026/);
    expect(within(drawer).getByRole('link', { name: 'View orders' })).toHaveAttribute(
      'href',
      `/orders/all?customer=${customer(1).id}`,
    );
    expect(within(drawer).getByRole('link', { name: 'Message' })).toHaveAttribute(
      'href',
      '/chats?q=ada%40example.com',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/customers\/all\?q=a$/));
  });

  it('reads a customer opened from its address', async () => {
    const api = mockCustomersApi([customer(3)]);
    renderCustomers(`/customers/all/${customer(3).id}`);
    expect(await screen.findByRole('dialog', { name: 'Chidi Eze' })).toBeInTheDocument();
    expect(api.of(customerEndpoints.get)[0]?.url).toContain(
      endpointUrl(customerEndpoints.get, { id: customer(3).id }),
    );
  });

  it('says a missing customer is gone', async () => {
    mockCustomersApi([]);
    renderCustomers(`/customers/all/${customer(9).id}`);
    const drawer = await screen.findByRole('dialog', { name: 'Customer details' });
    expect(await within(drawer).findByRole('alert')).toHaveTextContent(
      'This customer does not exist.',
    );
  });

  it('explains where customers come from while there are none, and offers to add one', async () => {
    mockCustomersApi([]);
    renderCustomers();
    expect(await screen.findByRole('heading', { name: 'No customers yet' })).toBeInTheDocument();
    expect(
      screen.getByText(
        "Customers appear here with their first order from your store's page, or you can add them by hand.",
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'New customer' }).length).toBe(2);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
