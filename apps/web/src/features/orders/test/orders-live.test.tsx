import { orderEndpoints } from '@olivia/contracts/order-endpoints';
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockOrdersApi, order, unpaid } from './orders-api';
import { drawerOf, renderOrders, rowOf } from './render-orders';

describe('/orders/all, live', () => {
  it("shows a new order as its 'order' event lands, without a reload", async () => {
    const store = [order(1)];
    const api = mockOrdersApi(store);
    const { receive } = await renderOrders();
    await rowOf('#1001');
    expect(api.of(orderEndpoints.list)).toHaveLength(1);

    store.unshift(unpaid(2));
    receive({ type: 'order', message: 'New order #1002 from Ada Obi' });
    expect(await rowOf('#1002')).toHaveTextContent('Pending');
    expect(api.of(orderEndpoints.list)).toHaveLength(2);
  });

  it("fetches the list and the open order again on a 'credit' event", async () => {
    const store = [unpaid(1)];
    const api = mockOrdersApi(store);
    const { receive } = await renderOrders(`/orders/all/${store[0]?.id}`);
    const drawer = await drawerOf('#1001');
    expect(drawer).toHaveTextContent('Awaiting payment');

    store[0] = order(1);
    receive({ type: 'credit' });
    await waitFor(() => expect(drawer).not.toHaveTextContent('Awaiting payment'));
    expect(await rowOf('#1001')).toHaveTextContent('Paid');
    expect(api.of(orderEndpoints.get).length).toBeGreaterThanOrEqual(2);
    expect(within(drawer).queryByText('Pending')).not.toBeInTheDocument();
  });
});
