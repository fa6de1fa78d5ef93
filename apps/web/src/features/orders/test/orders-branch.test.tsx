import { orderEndpoints } from '@olivia/contracts/order-endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockOrdersApi, order, params, uuid } from './orders-api';
import { location, renderOrders } from './render-orders';

const branches = [
  { id: uuid(701), name: 'Yaba shop', active: true },
  { id: uuid(702), name: 'Lekki fair', active: false },
];

describe('orders and branches', () => {
  it('filters the list by branch (a deactivated one too), in the URL', async () => {
    const api = mockOrdersApi([order(1)], {}, [], [], branches);
    const { user } = await renderOrders();
    const filter = await screen.findByLabelText('Branch');
    await within(filter).findByRole('option', { name: 'Lekki fair' });
    await user.selectOptions(screen.getByLabelText('Branch'), 'Yaba shop');
    await waitFor(() => expect(location()).toHaveTextContent(`branch=${uuid(701)}`));
    await waitFor(() =>
      expect(params(api.of(orderEndpoints.list).at(-1))).toMatchObject({ branch: uuid(701) }),
    );
  });

  it("offers the active branches on a new order, by default the taker's own", async () => {
    mockOrdersApi([], {}, [], [], branches);
    await renderOrders('/orders/all/new');
    const drawer = await screen.findByRole('dialog', { name: 'New order' });
    const select = await within(drawer).findByLabelText('Branch');
    expect(select).toHaveDisplayValue('The branch of whoever takes it');
    expect(within(select).getByRole('option', { name: 'Yaba shop' })).toBeInTheDocument();
    expect(within(select).getByRole('option', { name: 'No branch' })).toBeInTheDocument();
    expect(within(select).queryByRole('option', { name: 'Lekki fair' })).toBeNull();
  });

  it('shows no branch filter for a store without branches', async () => {
    mockOrdersApi([order(1)]);
    await renderOrders();
    expect(await screen.findByLabelText('Status')).toBeInTheDocument();
    expect(screen.queryByLabelText('Branch')).toBeNull();
  });
});
